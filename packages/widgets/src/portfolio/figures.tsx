import {
  type AccountWithSummary,
  type CurrencyCode,
  compareAmounts,
  type PortfolioSummary,
  type PortfolioTotals,
  portfolioFigures,
} from '@bondkit/sdk-core';
import { useBondkit } from '../provider/context';
import { useFormat } from '../shared/format';
import { partOf } from '../ui/anatomy';
import { portfolioAnatomy } from './anatomy';

/**
 * An account's summary in one currency: the figures the server sends for that currency (`by_currency`), or the
 * account's own when it sends none per currency; `null` when the account has no figures in it.
 */
export function summaryIn(summary: PortfolioSummary, currency: CurrencyCode): PortfolioSummary | null {
  if (!summary.by_currency) return summary;
  const totals = summary.by_currency[currency];
  return totals ? { ...summary, summaries: totals } : null;
}

/** The account's cash in a currency ('0' when it holds none). */
export function cashIn(account: AccountWithSummary, currency: CurrencyCode): string {
  return account.currencies[currency] ?? '0';
}

export interface PortfolioFiguresProps {
  /** the account's summary in the currency, or null when it has no figures there */
  summary: PortfolioSummary | null;
  cash: string;
  currency: CurrencyCode;
  /** lifetime figures (every position ever held) instead of the open ones */
  lifetime: boolean;
  /** the dashboard's card: cash, value, interest and yield to maturity only */
  brief?: boolean;
}

function Figure({ label, value, details }: { label: string; value: string; details?: readonly string[] }) {
  return (
    <div data-testid="bk-portfolio-figure">
      <dt>{label}</dt>
      <dd>
        {value}
        {details?.map((detail) => (
          <span key={detail} className="bk-portfolio__detail">
            {detail}
          </span>
        ))}
      </dd>
    </div>
  );
}

/**
 * The overview's figures: Cash, Portfolio Value (gain/loss, bonus), Interest Earned or — with the lifetime
 * toggle — Lifetime Interest Earned (paid, accrued), Projected Annual Interest, Current Yield and Yield to
 * Maturity (1 decimal place). The partner variant's catalogue words them as performance.
 */
export function PortfolioFigures({
  summary,
  cash,
  currency,
  lifetime,
  brief = false,
}: PortfolioFiguresProps) {
  const { t } = useBondkit();
  const format = useFormat();
  const money = (amount: string) => format.money(amount, currency, { floor: true });
  const figures = summary ? portfolioFigures(summary, lifetime) : null;
  const totals: PortfolioTotals | null = figures?.totals ?? null;
  const bonus = totals && compareAmounts(totals.cash_bonus, '0') !== 0 ? totals.cash_bonus : null;
  return (
    <dl {...partOf(portfolioAnatomy, 'figures')}>
      <Figure label={t('portfolio.overview.cash')} value={money(cash)} />
      {totals && figures ? (
        <>
          <Figure
            label={t('portfolio.overview.portfolioValue')}
            value={money(totals.portfolio_value)}
            details={
              brief
                ? undefined
                : [
                    t('portfolio.overview.gains', { amount: money(totals.gains) }),
                    ...(bonus ? [t('portfolio.overview.bonus', { amount: money(bonus) })] : []),
                  ]
            }
          />
          <Figure
            label={t(figures.interestLabel)}
            value={money(totals.interest_earned)}
            details={
              brief
                ? undefined
                : [
                    t('portfolio.overview.paid', { amount: money(totals.interest_paid) }),
                    t('portfolio.overview.accrued', { amount: money(totals.interest_accrued) }),
                  ]
            }
          />
          {brief ? null : (
            <>
              <Figure
                label={t('portfolio.overview.projectedInterest')}
                value={money(totals.projected_interest)}
              />
              <Figure
                label={t('portfolio.overview.currentYield')}
                value={format.yield(totals.current_yield)}
              />
            </>
          )}
          <Figure
            label={t('portfolio.overview.yieldToMaturity')}
            value={format.yield(totals.yield_to_maturity)}
          />
        </>
      ) : null}
    </dl>
  );
}
