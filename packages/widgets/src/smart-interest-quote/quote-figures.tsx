import type { createSmartInterestQuoteMachine } from '@bondkit/sdk-core';
import type { Translate } from '../provider/context';
import { useBondkit } from '../provider/context';
import type { Format } from '../shared/format';
import type { StateOf } from '../shared/use-machine';
import { Banner } from '../ui/banner';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { failureText } from './texts';

/** The order form's state (sdk-core's Smart Interest quote machine). */
export type QuoteState = StateOf<ReturnType<typeof createSmartInterestQuoteMachine>>;

/**
 * The figures the form shows: the rate (the quote's, else the chosen series' or term's), the quote's annual
 * interest, total returned and cashback, the maturity, and the bonus when it is shown.
 */
export function quoteFigureRows(
  state: QuoteState,
  t: Translate,
  format: Format,
): { label: string; value: string }[] {
  const { version, currency, quote } = state;
  const money = (amount: string) => format.money(amount, currency, { floor: false });
  const figures = quote.status === 'ready' ? quote.value : null;
  const shownRate = figures?.rate ?? (version === 2 ? (state.series?.cash_rate ?? null) : state.rate) ?? null;
  const maturity = figures?.maturity ?? (version === 2 ? (state.series?.maturity ?? null) : null);
  const rows: { label: string; value: string }[] = [];
  if (shownRate !== null) rows.push({ label: t('smartInterest.quote.rate'), value: format.rate(shownRate) });
  if (figures) {
    rows.push(
      { label: t('smartInterest.quote.annualInterest'), value: money(figures.annualInterest) },
      { label: t('smartInterest.quote.totalReturned'), value: money(figures.totalReturned) },
    );
    if (figures.cashback !== null)
      rows.push({ label: t('smartInterest.quote.cashback'), value: money(figures.cashback) });
  }
  if (maturity) rows.push({ label: t('smartInterest.quote.maturity'), value: format.date(maturity) });
  if (state.bonusShown && state.bonus) {
    rows.push({ label: t('smartInterest.quote.bonus'), value: money(state.bonus.amount) });
  }
  return rows;
}

/** Where the quote stands: 'Calculating…' while it loads, its failure with 'Try again'. */
export function QuoteStatus({ quote, onRetry }: { quote: QuoteState['quote']; onRetry: () => void }) {
  const { t } = useBondkit();
  return (
    <>
      {quote.status === 'waiting' || quote.status === 'loading' ? (
        <p className="bk-si__quote-status" role="status">
          <Spinner /> {t('smartInterest.quote.loading')}
        </p>
      ) : null}
      {quote.status === 'failed' && quote.error ? (
        <Banner
          tone="danger"
          live="alert"
          action={
            <Button size="sm" onClick={onRetry}>
              {t('common.tryAgain')}
            </Button>
          }
        >
          {failureText(t, quote.error)}
        </Banner>
      ) : null}
    </>
  );
}
