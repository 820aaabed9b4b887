import {
  accountsMessages,
  accountTitleId,
  type CurrencyCode,
  createFxMachine,
  type FxCurrency,
  type FxPair,
  type FxQuote,
  fxCurrenciesFor,
  fxFeeAmount,
  fxMessages,
  getInvestmentAccounts,
  type InvestmentAccount,
  isFxCurrency,
  isReadOnly,
  moneyPagesMessages,
  registerMessages,
} from '@bondkit/sdk-core';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useBondkit, useClient } from '../provider/context';
import { NavLink } from '../provider/nav-link';
import { useStyles } from '../provider/use-styles';
import { WidgetRoot } from '../provider/widget-root';
import { describeFailure } from '../shared/failure';
import { useFormat } from '../shared/format';
import { MoneyAmountField } from '../shared/money-amount-field';
import { moneyAnatomy, moneyCss } from '../shared/money-styles';
import { moneyTitle } from '../shared/money-title';
import { useRefreshChannel } from '../shared/refresh';
import { useLatest } from '../shared/use-latest';
import { useLoad } from '../shared/use-load';
import { useMachine, useStoreState } from '../shared/use-machine';
import { ActionReason } from '../ui/action-reason';
import { partOf, uiAnatomy } from '../ui/anatomy';
import { Banner } from '../ui/banner';
import { Button, HeldButton } from '../ui/button';
import { Field } from '../ui/field';
import { LoadPanel } from '../ui/load-panel';

registerMessages(fxMessages, moneyPagesMessages, accountsMessages);

export interface CurrencyExchangeProps {
  /** the investment account whose cash is exchanged */
  investmentAccountId: number;
  /** the currency sold first (the other one is bought); GBP when not GBP or EUR */
  currency?: CurrencyCode;
  /**
   * called after the exchange is complete with 'Currency exchange successful' (the widget shows the outcome
   * itself, with a link to the dashboard)
   */
  onCompleted?: (message: string) => void;
  /** called when the balance cannot be loaded, with the message (the host returns to its dashboard with it) */
  onBalanceFailed?: (message: string) => void;
  /** leave out the title (the page shows it as its own heading); the widget's region keeps it as its name */
  hideHeading?: boolean;
  className?: string;
}

type FxMachine = ReturnType<typeof createFxMachine>;
const noState = () => null;

// Spec: 001 §2 'Currency exchange page', §4 'Currency exchange', §5 'Currency exchange', §6, §8 'FX'
/**
 * Exchanges cash between GBP and EUR in an investment account: the sell and buy amounts and currencies (the
 * amount edited last is quoted, 750 ms after the last keystroke), the rate and the fee (as money and as a
 * percentage), one Refresh quote, and Review exchange: a firm quote reviewed (amounts, rate, fee) before
 * Complete exchange books it, with Change amounts back to the kept amounts; then the outcome on the page with a
 * link to the dashboard. Focus moves to the review's and the outcome's headings. The limit messages follow the
 * quote's error types. Driven by sdk-core's `createFxMachine`. Read-only users cannot exchange; the partner variant, with no EUR, has no
 * exchange. Needs a {@link BondkitProvider} above it.
 */
export function CurrencyExchange(props: CurrencyExchangeProps) {
  useStyles('bk-money', moneyCss);
  const client = useClient();
  const { t, variant } = useBondkit();
  const ids = useId();
  const titleId = `${ids}-title`;
  const rootClass = props.className ? `bk-money ${props.className}` : 'bk-money';
  const available = fxCurrenciesFor(variant);
  const accounts = useLoad(
    (signal) => (available.length > 0 ? getInvestmentAccounts(client, { signal }) : Promise.resolve([])),
    [client, available.length],
  );
  const account =
    accounts.status === 'loaded' ? accounts.value.find((a) => a.id === props.investmentAccountId) : undefined;
  const { heading, region } = moneyTitle(t('money.fx.title'), titleId, props.hideHeading);
  let body: ReactNode;
  if (available.length === 0) {
    body = <Banner tone="info">{t('money.fx.unavailable')}</Banner>;
  } else if (accounts.status === 'failed' || (accounts.status === 'loaded' && !account)) {
    const shown = describeFailure(t, accounts.error, 'fx.error.data');
    body = (
      <LoadPanel
        status="failed"
        compact
        failedTitle={shown.text}
        {...(shown.retry ? { onRetry: accounts.retry } : {})}
      />
    );
  } else if (!account) {
    body = <LoadPanel status="loading" compact />;
  } else {
    body = <ExchangeHost account={account} props={props} />;
  }
  return (
    <WidgetRoot className={rootClass} {...region}>
      {heading}
      {body}
    </WidgetRoot>
  );
}

function ExchangeHost({ account, props }: { account: InvestmentAccount; props: CurrencyExchangeProps }) {
  const client = useClient();
  const { clock } = useBondkit();
  const sell: FxCurrency = props.currency && isFxCurrency(props.currency) ? props.currency : 'GBP';
  const pair: FxPair = { sell, buy: sell === 'GBP' ? 'EUR' : 'GBP' };
  const machine =
    useMachine(
      () => {
        const created = createFxMachine({
          client,
          clock,
          account: { id: account.id, reference: account.reference },
          pair,
        });
        void created.getState().start();
        return created;
      },
      [client, clock, account.id, account.reference, sell],
      noState,
    )?.store ?? null;
  if (!machine) return <LoadPanel status="loading" compact />;
  return <ExchangeView machine={machine} account={account} props={props} />;
}

/** The figures of a quote: what is sold and bought, the rate, and the fee as money with its percentage. */
function QuoteFigures({ quote, done }: { quote: FxQuote; done: boolean }) {
  const { t } = useBondkit();
  const format = useFormat();
  const money = (amount: string, currency: CurrencyCode) => format.money(amount, currency, { floor: false });
  const rows: [string, string][] = [
    [t(done ? 'fx.outcome.sold' : 'fx.review.sell'), money(quote.sell_amount, quote.sell_currency)],
    [t(done ? 'fx.outcome.bought' : 'fx.review.buy'), money(quote.buy_amount, quote.buy_currency)],
    [
      t('fx.review.rate'),
      t('fx.review.rateValue', {
        sell: quote.sell_currency,
        buy: quote.buy_currency,
        rate: format.rate(quote.effective_rate, { min: 4, max: 6, percent: false }),
      }),
    ],
    [
      t('fx.review.fee'),
      t('fx.review.feeValue', {
        amount: money(fxFeeAmount(quote), quote.sell_currency),
        percent: format.rate(quote.fee_rate, { min: 2, max: 3 }),
      }),
    ],
  ];
  return (
    <dl className="bk-money__figures" data-testid="bk-fx-figures">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ExchangeView({
  machine,
  account,
  props,
}: {
  machine: FxMachine;
  account: InvestmentAccount;
  props: CurrencyExchangeProps;
}) {
  const { t, user } = useBondkit();
  const format = useFormat();
  const refresh = useRefreshChannel();
  const s = useStoreState(machine);
  const ids = useId();
  const reasonId = `${ids}-reason`;
  const readOnly = isReadOnly(user);
  const onCompleted = useLatest(props.onCompleted);
  const onBalanceFailed = useLatest(props.onBalanceFailed);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sellRef = useRef<HTMLDivElement>(null);
  const lastStep = useRef(s.step);
  // the review and the outcome are headed one level below the widget's title (the page's h1 when hidden)
  const Heading = props.hideHeading ? 'h2' : 'h3';

  useEffect(() => {
    if (s.step === 'completed') {
      refresh.invalidate(['accounts']);
      onCompleted.current?.(t('fx.success'));
    }
    if (s.step === 'failed') onBalanceFailed.current?.(t('fx.error.balance'));
  }, [s.step, refresh, t]);

  // Focus follows each step to its heading: the review (entered from editing), the outcome; back on editing
  // it goes to the kept amount. It never stays on an element the step took away.
  useEffect(() => {
    const from = lastStep.current;
    lastStep.current = s.step;
    if (from === s.step) return;
    const lost = () => {
      const active = document.activeElement;
      return !active || active === document.body || !active.isConnected;
    };
    if ((s.step === 'reviewing' && from === 'quoting' && !s.message) || s.step === 'completed') {
      headingRef.current?.focus();
    } else if (s.step === 'editing' && (from === 'reviewing' || from === 'quoting') && lost()) {
      sellRef.current?.querySelector('input')?.focus();
    } else if (lost()) {
      headingRef.current?.focus();
    }
  }, [s.step, s.message]);

  if (s.step === 'loading') return <LoadPanel status="loading" compact />;
  if (s.step === 'failed') {
    return (
      <Banner tone="danger" live="alert">
        {s.message ? format.message(s.message) : null}
      </Banner>
    );
  }
  if (s.step === 'completed' && s.outcome) {
    return (
      <section aria-labelledby={`${ids}-outcome`} data-testid="bk-fx-outcome">
        <div role="status">
          <Heading id={`${ids}-outcome`} ref={headingRef} tabIndex={-1}>
            {t('fx.success')}
          </Heading>
        </div>
        <QuoteFigures quote={s.outcome} done />
        <div {...partOf(moneyAnatomy, 'actions')}>
          <NavLink to={{ to: 'dashboard' }} {...partOf(uiAnatomy, 'button', 'bk-button--primary')}>
            {t('fx.outcome.dashboard')}
          </NavLink>
        </div>
      </section>
    );
  }

  const quoteLoading = s.quote.status === 'loading';
  const reviewed = s.reviewed;
  if (reviewed && (s.step === 'reviewing' || s.step === 'completing' || s.step === 'quoting')) {
    const reviewReason = readOnly ? t('fx.readOnly') : s.expired ? t('fx.quote.expired') : null;
    return (
      <section aria-labelledby={`${ids}-review`} data-testid="bk-fx-review">
        <Heading id={`${ids}-review`} ref={headingRef} tabIndex={-1}>
          {t('fx.review.title')}
        </Heading>
        <p className="bk-money__lead">
          {t(accountTitleId(account))} ({account.reference})
        </p>
        {s.message ? (
          <Banner tone="danger" live="alert">
            {format.message(s.message)}
          </Banner>
        ) : null}
        <QuoteFigures quote={reviewed} done={false} />
        <p className="bk-money__lead">{t('fx.review.lead')}</p>
        <div {...partOf(moneyAnatomy, 'actions')}>
          <HeldButton
            variant="primary"
            held={readOnly || s.confirmDisabled}
            aria-describedby={reviewReason ? reasonId : undefined}
            onPress={() => void machine.getState().confirm()}
          >
            {s.submitting ? t('money.fx.completing') : t('money.fx.complete')}
          </HeldButton>
          <HeldButton held={s.submitting || quoteLoading} onPress={() => void machine.getState().refresh()}>
            {t('money.fx.refreshQuote')}
          </HeldButton>
          <HeldButton held={s.submitting || quoteLoading} onPress={() => machine.getState().back()}>
            {t('fx.review.back')}
          </HeldButton>
          <ActionReason id={reasonId} reason={reviewReason} />
        </div>
      </section>
    );
  }

  const money = (amount: string, currency: CurrencyCode) => format.money(amount, currency, { floor: false });
  const editable = s.step === 'editing';
  const currencySelect = (side: keyof FxPair, label: string) => (
    <Field id={`${ids}-${side}-currency`} label={label}>
      {(control) => (
        <select
          {...control}
          {...partOf(uiAnatomy, 'input')}
          value={s.pair[side]}
          onChange={(event) => machine.getState().setCurrency(side, event.target.value as FxCurrency)}
        >
          {fxCurrenciesFor('standard').map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  const amountField = (side: keyof FxPair) => (
    <MoneyAmountField
      id={`${ids}-${side}`}
      label={t(side === 'sell' ? 'money.fx.sell' : 'money.fx.buy')}
      value={side === 'sell' ? s.sellAmount : s.buyAmount}
      onChange={(text) =>
        side === 'sell' ? machine.getState().setSellAmount(text) : machine.getState().setBuyAmount(text)
      }
    />
  );
  const reason = readOnly ? t('fx.readOnly') : s.expired ? t('fx.quote.expired') : null;
  const quote = s.quote.value;
  const quoting = s.step === 'quoting';
  // a failure to show: completing, or the quote's update ('Error updating quote'; the last quote stays)
  const failure = s.message ?? (s.quote.status === 'failed' ? s.quote.error : null);

  return (
    <form
      {...partOf(moneyAnatomy, 'form')}
      noValidate
      aria-describedby={`${ids}-account`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!readOnly && editable) void machine.getState().review();
      }}
    >
      <p id={`${ids}-account`} className="bk-money__lead">
        {t(accountTitleId(account))} ({account.reference})
      </p>
      {failure ? (
        <Banner tone="danger" live="alert">
          {format.message(failure)}
        </Banner>
      ) : null}
      <div className="bk-money__pair" ref={sellRef}>
        {amountField('sell')}
        {currencySelect('sell', t('money.fx.sellCurrency'))}
      </div>
      <p className="bk-money__lead">
        {t('money.fx.balance', { amount: money(s.balance ?? '0', s.pair.sell) })}
      </p>
      <div className="bk-money__pair">
        {amountField('buy')}
        {currencySelect('buy', t('money.fx.buyCurrency'))}
      </div>
      <div aria-live="polite" data-bk-fx-quote={quoteLoading ? 'loading' : quote ? 'ready' : 'none'}>
        {quoteLoading ? <p>{t('money.fx.loadingQuote')}</p> : null}
        {quote && !quoteLoading ? (
          <ul className="bk-money__figures">
            <li>
              {t('money.fx.rate', {
                sell: quote.sell_currency,
                buy: quote.buy_currency,
                rate: format.rate(quote.effective_rate, { min: 4, max: 6, percent: false }),
              })}
            </li>
            <li>
              {t('fx.fee', {
                amount: money(s.feeAmount ?? '0', quote.sell_currency),
                percent: format.rate(quote.fee_rate, { min: 2, max: 3 }),
              })}
            </li>
            <li>{t('money.fx.total', { amount: money(quote.total_sell_cost, quote.sell_currency) })}</li>
          </ul>
        ) : null}
        {s.limitMessages.map((m) => (
          <Banner key={m.code} tone="warning">
            {format.message(m)}
          </Banner>
        ))}
      </div>
      <div {...partOf(moneyAnatomy, 'actions')}>
        <HeldButton held={quoteLoading || !editable} onPress={() => void machine.getState().refresh()}>
          {t('money.fx.refreshQuote')}
        </HeldButton>
        <Button
          type="submit"
          variant="primary"
          disabled={readOnly || (editable && s.reviewDisabled)}
          aria-disabled={quoting || undefined}
          aria-describedby={reason ? reasonId : undefined}
        >
          {quoting ? t('fx.review.quoting') : t('fx.review.action')}
        </Button>
        <ActionReason id={reasonId} reason={reason} />
      </div>
    </form>
  );
}
