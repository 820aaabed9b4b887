import {
  type AccountOption,
  type ExpiryType,
  expiryTypes,
  FAILURE_MESSAGE_IDS,
  formatApiDate,
  formatPercent,
  type OrderType,
  productDisplayName,
  type TradeMode,
} from '@bondkit/sdk-core';
import { type FormEvent, useId, useState } from 'react';
import { useBondkit } from '../provider/context';
import { useFormat } from '../shared/format';
import { ActionReason } from '../ui/action-reason';
import { partOf, uiAnatomy } from '../ui/anatomy';
import { Banner } from '../ui/banner';
import { Button } from '../ui/button';
import { RadioGroup, type RadioOption } from '../ui/choice';
import { onDemand, useOnDemand } from '../ui/on-demand';
import { tradeTicketAnatomy } from './anatomy';
import { QuoteFigures, quoteFigures } from './quote-figures';
import type { StepProps } from './ticket-steps';

const DURATIONS = [
  { seconds: 3600, id: 'trade.ticket.duration.hour' },
  { seconds: 86_400, id: 'trade.ticket.duration.day' },
  { seconds: 604_800, id: 'trade.ticket.duration.week' },
] as const;

/** The switch picker: loaded once the ticket is in switch mode, so 'Choose' finds it there. */
const switchPicker = onDemand(() => import('../switch-picker/index'));

/** The yield at a limit price: loaded once a quote is shown (or the limit mode chosen), before it is asked for. */
const limitYieldMaths = onDemand(() => import('./limit-yield'));

// Spec: 002 §2.4
/** SETUP: the primary-trade form or the switch form, with the live quote beside it. */
export function SetupStep({ machine, s, headingRef, headingId, nav, productOf }: StepProps) {
  const { t, user, clock } = useBondkit();
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
    price: useId(),
    priceHint: useId(),
    expiry: useId(),
    expiryDate: useId(),
    duration: useId(),
    quote: useId(),
  };
  const [pickerOpen, setPickerOpen] = useState(false);
  const switching = s.mode === 'switch_trade';
  const buying = s.tradeType === 'buy' && !switching;
  const currency = s.product.currency;
  const picker = useOnDemand(switchPicker, switching);
  const Picker = picker.module?.SwitchPicker;

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
      description: d.limitOrderDisabled
        ? t('trade.ticket.mode.limitDisabled')
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

  const maths = useOnDemand(
    limitYieldMaths,
    s.mode === 'limit_order' || (s.quote.value !== null && !d.limitOrderDisabled),
  );
  const limitYield =
    maths.module && s.mode === 'limit_order' && s.requestedPrice
      ? maths.module.limitPriceYield({
          price: s.requestedPrice,
          coupon: s.product.coupon,
          settlement: s.quote.value?.settlement_date ?? formatApiDate(clock.now()),
          maturity: s.product.maturity,
          frequency: s.product.coupon_frequency,
          dayCount: s.product.day_count,
        })
      : null;

  // the amount's own rule first, else the server's refusal of the amount (a 400 field error on the quote)
  const amountError = d.sukukError
    ? format.message(d.sukukError.message)
    : (amountFieldError(s.quote.error?.fieldErrors) ?? '');
  const amountDescribedBy = [ids.amountHint, amountError ? ids.amountError : null].filter(Boolean).join(' ');

  const quoteBusy = s.quote.status === 'waiting' || s.quote.status === 'loading';
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

          {s.mode === 'limit_order' ? (
            <>
              <div className="bk-field">
                <label htmlFor={ids.price}>{t('trade.ticket.limitPrice')}</label>
                <input
                  id={ids.price}
                  {...partOf(uiAnatomy, 'input')}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  value={s.requestedPrice ?? ''}
                  aria-describedby={ids.priceHint}
                  onChange={(event) => m.setRequestedPrice(event.target.value)}
                />
                <p id={ids.priceHint} className="bk-ticket__hint">
                  {t('trade.ticket.limitPrice.hint')}{' '}
                  <span aria-live="polite">
                    {maths.module || maths.failed
                      ? t('trade.ticket.limitYield', {
                          value: limitYield === null ? t('common.notAvailable') : formatPercent(limitYield),
                        })
                      : ''}
                  </span>
                </p>
              </div>
              <div className="bk-field">
                <label htmlFor={ids.expiry}>{t('trade.ticket.expiry')}</label>
                <select
                  id={ids.expiry}
                  {...partOf(uiAnatomy, 'input')}
                  value={s.expiryType ?? 'expires_at_market_close'}
                  onChange={(event) => m.setExpiryType(event.target.value as ExpiryType)}
                >
                  {expiryTypes.map((type) => (
                    <option key={type} value={type}>
                      {t(`trade.ticket.expiry.${type}`)}
                    </option>
                  ))}
                </select>
                {s.expiryType === 'expires_at_market_close' && s.expiresAt ? (
                  <p className="bk-ticket__hint">
                    {t('trade.ticket.expiry.at', { time: format.dateTime(s.expiresAt) })}
                  </p>
                ) : null}
              </div>
              {s.expiryType === 'expires_on_exact_datetime' && s.expiresAt ? (
                <div className="bk-field">
                  <label htmlFor={ids.expiryDate}>{t('trade.ticket.expiry.date')}</label>
                  <input
                    id={ids.expiryDate}
                    {...partOf(uiAnatomy, 'input')}
                    type="date"
                    value={s.expiresAt.slice(0, 10)}
                    onChange={(event) => {
                      const date = event.target.value;
                      if (/^\d{4}-\d{2}-\d{2}$/.test(date) && s.expiresAt) {
                        m.setExpiresAt(`${date}${s.expiresAt.slice(10)}`);
                      }
                    }}
                  />
                </div>
              ) : null}
              {s.expiryType === 'expires_in_timedelta' ? (
                <div className="bk-field">
                  <label htmlFor={ids.duration}>{t('trade.ticket.expiry.duration')}</label>
                  <select
                    id={ids.duration}
                    {...partOf(uiAnatomy, 'input')}
                    value={String(s.expiryTimedeltaSeconds ?? 86_400)}
                    onChange={(event) => m.setExpiryTimedelta(Number(event.target.value))}
                  >
                    {DURATIONS.map((option) => (
                      <option key={option.seconds} value={option.seconds}>
                        {t(option.id)}
                      </option>
                    ))}
                  </select>
                </div>
              ) : null}
            </>
          ) : null}

          {switching ? (
            <div className="bk-ticket__switch">
              <p className="bk-ticket__switch-label">{t('trade.ticket.switch.target')}</p>
              <p className="bk-ticket__switch-target">
                {s.switchTarget ? productDisplayName(s.switchTarget) : t('trade.ticket.switch.none')}
              </p>
              {s.switchTarget && d.switchBuyAmount !== null ? (
                <p className="bk-ticket__hint">
                  {t('trade.ticket.switch.buyAmount', {
                    amount: format.money(d.switchBuyAmount, s.switchTarget.currency, { floor: true }),
                  })}
                </p>
              ) : null}
              <Button
                variant="secondary"
                onClick={() => {
                  // the picker opens as soon as it is there (a failed load is tried again)
                  if (picker.failed) picker.retry();
                  setPickerOpen(true);
                }}
              >
                {s.switchTarget ? t('trade.ticket.switch.change') : t('trade.ticket.switch.choose')}
              </Button>
              {Picker ? (
                <Picker
                  open={pickerOpen}
                  onClose={() => setPickerOpen(false)}
                  from={s.product}
                  selectedId={s.switchTarget?.product_id ?? null}
                  onConfirm={(product) => {
                    m.setSwitchTarget(product);
                    setPickerOpen(false);
                  }}
                />
              ) : null}
            </div>
          ) : null}

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
          {s.quote.value && s.quote.status !== 'failed' && s.quote.status !== 'idle' ? (
            <div className={quoteBusy ? 'bk-ticket__stale' : undefined}>
              <QuoteFigures figures={quoteFigures(s.quote.value, productOf)} />
            </div>
          ) : null}
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
