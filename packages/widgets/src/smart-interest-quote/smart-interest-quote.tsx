import {
  accountsMessages,
  accountTitleId,
  balanceIn,
  type CurrencyCode,
  createSmartInterestQuoteMachine,
  hasBalanceFor,
  type InvestmentAccount,
  isIfisaAccount,
  isIsaRestricted,
  registerMessages,
  SMART_INTEREST_QUESTIONNAIRE,
  type SmartInterestOrder,
  type SmartInterestPayoutType,
  type SmartInterestQuoteFigures,
  type SmartInterestSeries,
  smartInterestMessages,
} from '@bondkit/sdk-core';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useBondkit, useClient } from '../provider/context';
import { useStyles } from '../provider/use-styles';
import { WidgetRoot } from '../provider/widget-root';
import { useFormat } from '../shared/format';
import { currencySymbol } from '../shared/format-rules';
import { useRefreshChannel } from '../shared/refresh';
import { SeriesChoice, seriesLabel } from '../shared/series-choice';
import { smartInterestCss } from '../shared/smart-interest-styles';
import { useFocusOn } from '../shared/use-focus-on';
import { useLatest } from '../shared/use-latest';
import { remoteLoad, useRefresh } from '../shared/use-load';
import { useMachine, useStoreState } from '../shared/use-machine';
import { ActionReason } from '../ui/action-reason';
import { partOf, uiAnatomy } from '../ui/anatomy';
import { Banner } from '../ui/banner';
import { Button } from '../ui/button';
import { RadioGroup } from '../ui/choice';
import { Dialog } from '../ui/dialog';
import { LoadPanel } from '../ui/load-panel';
import { smartInterestQuoteAnatomy } from './anatomy';
import { QuoteStatus, quoteFigureRows } from './quote-figures';
import { TermSlider } from './term-slider';
import { failureText } from './texts';

// the catalogue domains this widget shows (a bundle carries only the texts of registered domains)
registerMessages(smartInterestMessages, accountsMessages);

/** What {@link SmartInterestQuoteProps.onQuoteChanged} gets: the quote's figures and what was priced. */
export interface SmartInterestQuoteChange extends SmartInterestQuoteFigures {
  /** the amount priced (a decimal string) */
  amount: string;
  currency: CurrencyCode;
  /** version 2: the chosen series' reference */
  series: string | null;
}

/** The support address the restriction messages name when the host gives none. */
export const DEFAULT_SUPPORT_EMAIL = 'support@bondkit.example';

type QuoteMachine = ReturnType<typeof createSmartInterestQuoteMachine>;

/** The outer component follows no state: the view below subscribes. */
const noState = () => null;

export interface SmartInterestQuoteProps {
  // Spec: 000 §2
  /** 2: choose a series (the default); 1: a term slider and a payout choice */
  version?: 1 | 2;
  /** the currency to invest in (default GBP): version 2 lists this currency's series */
  currency?: CurrencyCode;
  /** named by the restriction messages ('Please contact {email} …') */
  supportEmail?: string;
  /** debounce of the quote while the amount is typed (default 750 ms) */
  debounceMs?: number;
  /** called after an order is placed (e.g. to reload the holdings) */
  onOrderPlaced?: (order: SmartInterestOrder) => void;
  /** called with the figures of each new quote (once the server answered) */
  onQuoteChanged?: (quote: SmartInterestQuoteChange) => void;
  /** shown in the success message (e.g. a link to the holdings) */
  successAction?: ReactNode;
  /** leave out the title and introduction (the page shows its own) */
  hideHeading?: boolean;
  className?: string;
}

// Spec: 000 §2, §4, §5
/**
 * The Smart Interest page's order form: version 2 chooses a series, version 1 a term (slider)
 * and a payout; the amount is checked against the minimum and the chosen account's balance; the quote's
 * figures follow every change; Invest opens a confirm modal, then the order is placed and a success message
 * shown. A visitor is sent to register and a user without the Smart Interest questionnaire to the
 * questionnaire, through the provider's `onNavigate`; a restricted account is told to contact support.
 * Driven by sdk-core's `createSmartInterestQuoteMachine`. Needs a {@link BondkitProvider} above it.
 */
export function SmartInterestQuote({
  version = 2,
  currency = 'GBP',
  supportEmail = DEFAULT_SUPPORT_EMAIL,
  debounceMs,
  onOrderPlaced,
  onQuoteChanged,
  successAction,
  hideHeading,
  className,
}: SmartInterestQuoteProps) {
  useStyles('bk-smart-interest', smartInterestCss);
  const client = useClient();
  const { user, clock, navigate } = useBondkit();
  const refresh = useRefreshChannel();
  const refreshRef = useLatest(refresh);
  const navigateRef = useLatest(navigate);
  const onPlacedRef = useLatest(onOrderPlaced);
  const userRef = useLatest(user);

  // one machine per client, clock and setup (see useMachine: StrictMode gets a live one); it loads the
  // currency's settings and, for version 2, the open series
  const machine =
    useMachine(
      () => {
        const created = createSmartInterestQuoteMachine({
          client,
          clock,
          version,
          currency,
          user: userRef.current,
          supportEmail,
          ...(debounceMs !== undefined ? { debounceMs } : {}),
          onNavigate: (target) =>
            navigateRef.current(
              target === 'register'
                ? { to: 'register' }
                : { to: 'questionnaire', questionnaire: SMART_INTEREST_QUESTIONNAIRE },
            ),
          onPlaced: (order) => {
            // the holdings and the cash changed: every widget showing them loads again
            refreshRef.current.invalidate(['smart-interest', 'accounts']);
            onPlacedRef.current?.(order);
          },
        });
        void created.getState().start();
        return created;
      },
      [client, clock, version, currency, supportEmail, debounceMs],
      noState,
    )?.store ?? null;

  const rootClass = className ? `bk-si ${className}` : 'bk-si';
  if (!machine) return <LoadPanel status="loading" className={rootClass} />;
  return (
    <QuoteView
      machine={machine}
      className={rootClass}
      successAction={successAction}
      hideHeading={hideHeading}
      onQuoteChanged={onQuoteChanged}
    />
  );
}

function QuoteView({
  machine,
  className,
  successAction,
  hideHeading,
  onQuoteChanged,
}: {
  machine: QuoteMachine;
  className: string;
  successAction: ReactNode;
  hideHeading: boolean | undefined;
  onQuoteChanged: SmartInterestQuoteProps['onQuoteChanged'];
}) {
  const { t, user, locale } = useBondkit();
  const state = useStoreState(machine);
  // every fresh quote goes to the host (the element's bk-quote-changed)
  const readyFigures = state.quote.status === 'ready' ? state.quote.value : null;
  const onQuoteRef = useLatest(onQuoteChanged);
  useEffect(() => {
    if (!readyFigures) return;
    const { amount, currency, series } = machine.getState();
    onQuoteRef.current?.({
      ...readyFigures,
      amount: amount ?? '0',
      currency,
      series: series?.reference ?? null,
    });
  }, [readyFigures, machine]);
  const { version, currency } = state;
  const format = useFormat();
  const yearsLabel = format.years;
  const ids = useId();
  const titleId = `${ids}-title`;
  const amountId = `${ids}-amount`;
  const amountErrorId = `${ids}-amount-error`;
  const balanceErrorId = `${ids}-balance-error`;
  const submitReasonId = `${ids}-submit-reason`;
  const confirmReasonId = `${ids}-confirm-reason`;
  const successRef = useRef<HTMLDivElement>(null);

  // the session user follows the provider
  useEffect(() => {
    if (machine.getState().user !== user) machine.getState().setUser(user);
  }, [machine, user]);

  // version 2: the open series, as the machine loads them (again when another widget placed an order)
  const series = remoteLoad(state.seriesList);
  useRefresh(version === 2 ? ['smart-interest'] : undefined, () => void machine.getState().reloadSeries());

  useFocusOn(successRef, state.phase === 'success');

  const { check, quote } = state;
  const isaRestricted = isIsaRestricted(user);
  const accountDisabled = (account: InvestmentAccount) =>
    (isaRestricted && isIfisaAccount(account)) ||
    (state.amount !== null && !hasBalanceFor(account, currency, state.amount));
  const chosenAccount = state.accounts.find((account) => account.reference === state.accountReference);

  const payoutLabel = (payout: SmartInterestPayoutType) =>
    t(payout === 'annual' ? 'smartInterest.payout.annual' : 'smartInterest.payout.term');
  const seriesText = (item: SmartInterestSeries) => seriesLabel(item, t, format);

  const figureRows = quoteFigureRows(state, t, format);
  const quoteStatus = <QuoteStatus quote={quote} onRetry={() => machine.getState().retryQuote()} />;

  const figureList = (
    <dl className="bk-si__figures">
      {figureRows.map((row) => (
        <div key={row.label} className="bk-si__figure">
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );

  const reviewing = state.phase === 'review' || state.phase === 'placing';
  const confirmReason =
    state.phase === 'review' && (quote.status === 'waiting' || quote.status === 'loading')
      ? t('smartInterest.quote.loading')
      : null;
  const describedBy =
    [check.belowMinimum ? amountErrorId : null, check.aboveBalance && chosenAccount ? balanceErrorId : null]
      .filter(Boolean)
      .join(' ') || undefined;
  // why the order cannot be placed yet: the amount's or the balance's error (shown at the field) or, when no
  // series can be chosen, a hint beside the button — named by the disabled button's aria-describedby
  const seriesReason =
    !state.canSubmit && state.phase === 'entry' && version === 2 && !state.series
      ? t('smartInterest.quote.seriesNeeded')
      : null;
  const submitDescribedBy = state.canSubmit ? undefined : seriesReason ? submitReasonId : describedBy;

  return (
    <WidgetRoot
      className={className}
      {...(hideHeading ? {} : { role: 'region', 'aria-labelledby': titleId })}
    >
      {hideHeading ? null : (
        <>
          <h2 id={titleId} {...partOf(smartInterestQuoteAnatomy, 'title')}>
            {t('smartInterest.quote.title')}
          </h2>
          <p className="bk-si__intro">{t('smartInterest.quote.intro')}</p>
        </>
      )}

      {state.phase === 'success' && state.order ? (
        <div ref={successRef} tabIndex={-1} {...partOf(smartInterestQuoteAnatomy, 'success')}>
          <Banner
            tone="success"
            live="status"
            title={t('smartInterest.success.title')}
            action={
              <div className="bk-si__success-actions">
                {successAction}
                <Button variant="secondary" onClick={() => machine.getState().reset()}>
                  {t('smartInterest.success.again')}
                </Button>
              </div>
            }
          >
            {t('smartInterest.success.body', {
              reference: state.order.reference,
              amount: format.money(state.amount ?? '0', currency, { floor: false }),
              rate: format.rate(state.order.rate),
              maturity: format.date(state.order.maturity),
            })}
          </Banner>
        </div>
      ) : null}

      <form
        {...partOf(smartInterestQuoteAnatomy, 'form')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          machine.getState().submit();
        }}
      >
        {version === 2 ? (
          <SeriesChoice
            load={series}
            selected={state.series?.reference ?? null}
            loadingText={t('smartInterest.quote.series.loading')}
            onChange={(reference) => {
              if (series.status !== 'loaded') return;
              machine.getState().setSeries(series.value.find((item) => item.reference === reference) ?? null);
            }}
            onRetry={() => void machine.getState().reloadSeries()}
          />
        ) : (
          <>
            <TermSlider
              min={state.slider.min}
              max={state.slider.max}
              years={state.years}
              label={t('smartInterest.quote.term.label')}
              valueText={yearsLabel}
              onChange={(years) => machine.getState().setYears(years)}
            />
            <RadioGroup<SmartInterestPayoutType>
              legend={t('smartInterest.quote.payout.legend')}
              options={(['term', 'annual'] as const).map((payout) => ({
                value: payout,
                label: payoutLabel(payout),
                description: t(
                  payout === 'annual'
                    ? 'smartInterest.payout.annualDescription'
                    : 'smartInterest.payout.termDescription',
                ),
              }))}
              value={state.payout}
              onChange={(payout) => machine.getState().setPayout(payout)}
            />
          </>
        )}

        <div className={check.belowMinimum ? 'bk-si__field bk-si__field--invalid' : 'bk-si__field'}>
          <label htmlFor={amountId} className="bk-si__label">
            {t('smartInterest.quote.amount.label')}
          </label>
          <span className="bk-si__typed">
            <span className="bk-si__affix" aria-hidden="true">
              {currencySymbol(locale, currency)}
            </span>
            <input
              id={amountId}
              {...partOf(uiAnatomy, 'input', 'bk-si__amount')}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={state.amountText}
              aria-invalid={check.belowMinimum ? true : undefined}
              aria-describedby={describedBy}
              onChange={(event) => machine.getState().setAmount(event.target.value)}
            />
          </span>
          {check.belowMinimum && check.message ? (
            <p id={amountErrorId} className="bk-si__error">
              {format.message(check.message)}
            </p>
          ) : null}
        </div>

        {user ? (
          state.accounts.length > 0 ? (
            <RadioGroup<string>
              legend={t('smartInterest.quote.account.legend')}
              options={state.accounts.map((account) => ({
                value: account.reference,
                label: t('smartInterest.quote.account.option', {
                  title: t(accountTitleId(account)),
                  reference: account.reference,
                }),
                description: t('smartInterest.quote.account.balance', {
                  balance: format.money(balanceIn(account, currency), currency, { floor: false }),
                }),
                disabled: accountDisabled(account) && account.reference !== state.accountReference,
              }))}
              value={state.accountReference}
              onChange={(reference) => machine.getState().setAccount(reference)}
            />
          ) : (
            <Banner tone="warning">{t('smartInterest.quote.noAccount', { currency })}</Banner>
          )
        ) : null}
        {check.aboveBalance && chosenAccount ? (
          <p id={balanceErrorId} className="bk-si__error">
            {t('smartInterest.quote.aboveBalance')}
          </p>
        ) : null}

        <section
          {...partOf(smartInterestQuoteAnatomy, 'quote')}
          aria-label={t('smartInterest.quote.figures')}
          aria-live="polite"
        >
          {figureList}
          {state.phase === 'entry' ? quoteStatus : null}
          {state.bonusShown && state.bonus ? (
            <p className="bk-si__bonus">
              {t('smartInterest.quote.bonusNote', {
                amount: format.money(state.bonus.amount, currency, { floor: false }),
              })}
            </p>
          ) : null}
        </section>

        {state.blocked ? (
          <Banner tone="danger" live="alert">
            {format.message(state.blocked)}
          </Banner>
        ) : null}

        <div {...partOf(smartInterestQuoteAnatomy, 'actions')}>
          <Button
            type="submit"
            variant="primary"
            disabled={!state.canSubmit}
            aria-describedby={submitDescribedBy}
          >
            {t('smartInterest.quote.submit')}
          </Button>
          <ActionReason id={submitReasonId} reason={seriesReason} />
        </div>
      </form>

      <Dialog
        open={reviewing}
        onClose={() => {
          if (state.phase === 'review') machine.getState().cancelReview();
        }}
        title={t('smartInterest.confirm.title')}
        footer={
          <>
            <Button onClick={() => machine.getState().cancelReview()} disabled={state.phase === 'placing'}>
              {t('smartInterest.confirm.cancel')}
            </Button>
            <ActionReason id={confirmReasonId} reason={confirmReason} />
            <Button
              variant="primary"
              onClick={() => void machine.getState().confirm()}
              disabled={state.phase === 'placing' || quote.status !== 'ready'}
              aria-describedby={confirmReason ? confirmReasonId : undefined}
            >
              {state.phase === 'placing'
                ? t('smartInterest.confirm.placing')
                : t('smartInterest.confirm.confirm')}
            </Button>
          </>
        }
      >
        <dl className="bk-si__figures bk-si__figures--summary">
          {version === 2 && state.series ? (
            <div className="bk-si__figure">
              <dt>{t('smartInterest.confirm.series')}</dt>
              <dd>{seriesText(state.series)}</dd>
            </div>
          ) : null}
          {version === 1 ? (
            <>
              <div className="bk-si__figure">
                <dt>{t('smartInterest.confirm.term')}</dt>
                <dd>{yearsLabel(state.years)}</dd>
              </div>
              <div className="bk-si__figure">
                <dt>{t('smartInterest.confirm.payout')}</dt>
                <dd>{payoutLabel(state.payout)}</dd>
              </div>
            </>
          ) : null}
          <div className="bk-si__figure">
            <dt>{t('smartInterest.confirm.amount')}</dt>
            <dd>{format.money(state.amount ?? '0', currency, { floor: false })}</dd>
          </div>
          {chosenAccount ? (
            <div className="bk-si__figure">
              <dt>{t('smartInterest.confirm.account')}</dt>
              <dd>
                {t('smartInterest.quote.account.option', {
                  title: t(accountTitleId(chosenAccount)),
                  reference: chosenAccount.reference,
                })}
              </dd>
            </div>
          ) : null}
        </dl>
        {figureList}
        {quoteStatus}
        {state.error ? (
          <Banner tone="danger" live="alert" className="bk-si__danger">
            {failureText(t, state.error)}
          </Banner>
        ) : null}
      </Dialog>
    </WidgetRoot>
  );
}
