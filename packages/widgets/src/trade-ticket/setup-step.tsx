import { type AccountOption, FAILURE_MESSAGE_IDS, type OrderType, type TradeMode } from '@bondkit/sdk-core';
import { type FormEvent, type ReactNode, useId } from 'react';
import { useBondkit } from '../provider/context';
import { useFormat } from '../shared/format';
import { ActionReason } from '../ui/action-reason';
import { partOf, uiAnatomy } from '../ui/anatomy';
import { Banner } from '../ui/banner';
import { Button } from '../ui/button';
import { RadioGroup, type RadioOption } from '../ui/choice';
import { type OnDemandState, onDemand, useOnDemand } from '../ui/on-demand';
import { RetryBanner } from '../ui/retry-banner';
import { SpinnerMark } from '../ui/spinner';
import { tradeTicketAnatomy } from './anatomy';
import { quoteFiguresPart } from './parts';
import type { StepProps } from './ticket-steps';

/** The limit order's fields and their yield maths: loaded once a quote is shown or the limit mode chosen. */
const limitFieldsPart = onDemand(() => import('./limit-fields'));

/** The switch's fields and its picker: loaded when the ticket turns to switch mode. */
const switchFieldsPart = onDemand(() => import('./switch-fields'));

// Spec: 002 §2.4
/** SETUP: the primary-trade form or the switch form, with the live quote beside it. */
export function SetupStep({ machine, s, headingRef, headingId, nav, productOf }: StepProps) {
  const { t, user } = useBondkit();
  const format = useFormat();
  const m = machine.getState();
  const d = s.derived;
  const ids = {
    proceedHint: useId(),
    account: useId(),
    accountError: useId(),
    amount: useId(),
    amountHint: useId(),
    amountError: useId(),
    quote: useId(),
  };
  const switching = s.mode === 'switch_trade';
  const buying = s.tradeType === 'buy' && !switching;
  const currency = s.product.currency;
  const switchFields = useOnDemand(switchFieldsPart, switching);
  const limitFields = useOnDemand(
    limitFieldsPart,
    s.mode === 'limit_order' || (s.quote.value !== null && !d.limitOrderDisabled),
  );
  const figures = useOnDemand(quoteFiguresPart, s.amount.trim() !== '' || s.quote.status !== 'idle');
  // a part of the form whose code has not arrived: loading, or the failure with 'Try again'
  const partOrPending = (part: OnDemandState<unknown>, shown: ReactNode) =>
    part.module ? (
      shown
    ) : part.failed ? (
      <RetryBanner
        title={t('trade.error.requiredData')}
        retryLabel={t('common.tryAgain')}
        onRetry={part.retry}
      />
    ) : (
      <p role="status" className="bk-ticket__hint">
        <SpinnerMark />
        {t('common.loading')}
      </p>
    );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void m.proceed();
  };

  const modes: RadioOption<TradeMode>[] = [
    {
      value: 'basic',
      label: t('trade.ticket.mode.basic'),
      description: t('trade.ticket.mode.basicDescription'),
    },
    {
      value: 'limit_order',
      label: t('trade.ticket.mode.limit_order'),
      // disabled: why, in the words the API refuses such an order with (sdk-core's limitOrderRefusal)
      description:
        d.limitOrderDisabled && d.limitOrderReason
          ? format.message(d.limitOrderReason)
          : t('trade.ticket.mode.limitDescription'),
      disabled: d.limitOrderDisabled,
    },
  ];
  if (s.tradeType === 'sell') {
    modes.push({
      value: 'switch_trade',
      label: t('trade.ticket.mode.switch_trade'),
      description: t('trade.ticket.mode.switchDescription'),
    });
  }

  const amountLabel = d.isPartner
    ? t('trade.ticket.amount.notional')
    : !buying
      ? t('trade.ticket.amount.sell')
      : d.orderType === 'gross'
        ? t('trade.ticket.amount.gross')
        : t('trade.ticket.amount.principal');

  const accountLabel = (option: AccountOption) => {
    const base =
      option.amountToSell !== null
        ? t('trade.ticket.account.optionSell', {
            title: option.title,
            reference: option.reference,
            amount: format.money(option.amountToSell, currency, { floor: true }),
          })
        : t('trade.ticket.account.option', {
            title: option.title,
            reference: option.reference,
            balance: format.money(option.amount, currency, { floor: true }),
          });
    return option.disabledReason
      ? t('trade.ticket.account.disabled', {
          option: base,
          reason: t(`trade.ticket.account.reason.${option.disabledReason}`),
        })
      : base;
  };

  // the amount's own rule first, else the server's refusal of the amount (a 400 field error on the quote)
  const amountError = d.sukukError
    ? format.message(d.sukukError.message)
    : (amountFieldError(s.quote.error?.fieldErrors) ?? '');
  const amountDescribedBy = [ids.amountHint, amountError ? ids.amountError : null].filter(Boolean).join(' ');

  const quoteShown = s.quote.value !== null && s.quote.status !== 'failed' && s.quote.status !== 'idle';
  // a quote whose figures' code is still on its way reads as loading too
  const quoteBusy =
    s.quote.status === 'waiting' ||
    s.quote.status === 'loading' ||
    (quoteShown && figures.module === null && !figures.failed);
  const outsideRisk = d.amountHidden;

  return (
    <section aria-labelledby={headingId} {...partOf(tradeTicketAnatomy, 'step')}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="bk-ticket__step-title">
        {t('trade.ticket.setup')}
      </h2>
      <div className="bk-ticket__layout">
        <form {...partOf(tradeTicketAnatomy, 'form')} onSubmit={onSubmit} noValidate>
          {buying && !d.isPartner ? (
            <RadioGroup<OrderType>
              legend={t('trade.ticket.orderType')}
              value={s.orderType}
              onChange={(value) => m.setOrderType(value)}
              options={[
                {
                  value: 'gross',
                  label: t('trade.ticket.orderType.gross'),
                  description: t('trade.ticket.orderType.grossDescription'),
                },
                {
                  value: 'principal',
                  label: t('trade.ticket.orderType.principal'),
                  description: t('trade.ticket.orderType.principalDescription'),
                },
              ]}
            />
          ) : null}
          {!buying && !d.isPartner ? (
            <p className="bk-ticket__note">{t('trade.ticket.orderType.sellNote')}</p>
          ) : null}

          <RadioGroup<TradeMode>
            legend={t('trade.ticket.mode')}
            value={s.mode}
            onChange={(value) => m.setMode(value)}
            options={modes}
          />

          <div className="bk-field">
            <label htmlFor={ids.account}>{t('trade.ticket.account')}</label>
            {d.accountOptions.length > 0 ? (
              <select
                id={ids.account}
                {...partOf(uiAnatomy, 'input')}
                value={s.accountReference ?? ''}
                onChange={(event) => m.setAccount(event.target.value)}
                aria-describedby={d.accountError ? ids.accountError : undefined}
              >
                {d.accountOptions.map((option) => (
                  <option key={option.reference} value={option.reference} disabled={option.isDisabled}>
                    {accountLabel(option)}
                  </option>
                ))}
              </select>
            ) : (
              <select
                id={ids.account}
                {...partOf(uiAnatomy, 'input')}
                disabled
                aria-describedby={ids.accountError}
              >
                <option value="">—</option>
              </select>
            )}
            {d.accountError ? (
              <p id={ids.accountError} className="bk-ticket__error">
                {format.message(d.accountError)}
              </p>
            ) : null}
          </div>

          {outsideRisk ? (
            <Banner
              tone="warning"
              title={t('market.assessmentUpdate.body')}
              action={
                <a
                  href={nav.href({ to: 'questionnaire', questionnaire: 'adib-suitability' })}
                  onClick={nav.onLinkClick({ to: 'questionnaire', questionnaire: 'adib-suitability' })}
                >
                  {t('market.assessmentUpdate.link')}
                </a>
              }
            />
          ) : (
            <div className="bk-field">
              <label htmlFor={ids.amount}>{amountLabel}</label>
              <div className="bk-ticket__amount">
                <span className="bk-ticket__currency" aria-hidden="true">
                  {currency}
                </span>
                <input
                  id={ids.amount}
                  {...partOf(uiAnatomy, 'input')}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  value={s.amount}
                  readOnly={!d.amountEditable}
                  aria-invalid={amountError ? true : undefined}
                  aria-describedby={amountDescribedBy || undefined}
                  onChange={(event) => m.setAmount(event.target.value)}
                />
              </div>
              <p id={ids.amountHint} className="bk-ticket__hint">
                {d.amountEditable ? t('trade.ticket.amount.hint') : t('trade.ticket.amount.readOnly')}
              </p>
              <p id={ids.amountError} className="bk-ticket__error" aria-live="polite">
                {amountError}
              </p>
            </div>
          )}

          {s.mode === 'limit_order'
            ? partOrPending(
                limitFields,
                limitFields.module ? <limitFields.module.LimitFields machine={machine} s={s} /> : null,
              )
            : null}

          {switching
            ? partOrPending(
                switchFields,
                switchFields.module ? <switchFields.module.SwitchFields machine={machine} s={s} /> : null,
              )
            : null}

          {d.warnings.length > 0 ? (
            <div className="bk-ticket__warnings">
              {d.warnings.map((warning) => (
                <Banner
                  key={`${warning.side}-${warning.productId}-${warning.message.code}`}
                  tone="warning"
                  title={format.message(warning.message)}
                />
              ))}
            </div>
          ) : null}
          {s.error ? (
            <Banner tone="danger" live="alert" title={format.message(s.error, s.error.serverMessage)} />
          ) : null}

          <div {...partOf(tradeTicketAnatomy, 'actions')} data-bk-blockers={d.proceedBlockers.join(' ')}>
            <Button
              type="submit"
              variant="primary"
              disabled={!d.canProceed || user?.is_read_only === true}
              aria-busy={s.busy || undefined}
              aria-describedby={d.proceedHint ? ids.proceedHint : undefined}
            >
              {d.isPartner ? t('trade.ticket.proceedPartner') : t('trade.ticket.proceed')}
            </Button>
            <ActionReason
              id={ids.proceedHint}
              reason={d.proceedHint ? format.message(d.proceedHint) : null}
            />
          </div>
        </form>

        <section
          {...partOf(tradeTicketAnatomy, 'quote')}
          aria-labelledby={ids.quote}
          aria-busy={quoteBusy || undefined}
          data-bk-quote-status={s.quote.status}
        >
          <h3 id={ids.quote}>{t('trade.quote.title')}</h3>
          <p role="status" className="bk-ticket__hint">
            {quoteBusy ? t('trade.quote.loading') : ''}
          </p>
          {s.quote.status === 'failed' && s.quote.error && !user?.is_read_only ? (
            <Banner
              tone="danger"
              live="alert"
              title={format.message(s.quote.error, s.quote.error.serverMessage)}
              action={
                // signed out: trying again cannot help
                s.quote.error.code === FAILURE_MESSAGE_IDS.session ? undefined : (
                  <Button variant="secondary" size="sm" onClick={() => void m.refreshQuote()}>
                    {t('common.tryAgain')}
                  </Button>
                )
              }
            />
          ) : null}
          {quoteShown && s.quote.value && figures.module ? (
            <div className={quoteBusy ? 'bk-ticket__stale' : undefined}>
              <figures.module.QuoteFigures figures={figures.module.quoteFigures(s.quote.value, productOf)} />
            </div>
          ) : null}
          {quoteShown && figures.failed ? partOrPending(figures, null) : null}
          {s.quote.status === 'idle' ? <p className="bk-ticket__hint">{t('trade.quote.none')}</p> : null}
        </section>
      </div>
    </section>
  );
}

/** The server's error on the amount: `amount`, or a leg's (`buys.0.amount`, `legs.0.notional`). */
function amountFieldError(
  fieldErrors: Readonly<Record<string, readonly string[]>> | undefined,
): string | null {
  for (const [field, messages] of Object.entries(fieldErrors ?? {}))
    if (/(^|\.)(amount|notional|notional_amount)$/.test(field) && messages[0]) return messages[0];
  return null;
}
