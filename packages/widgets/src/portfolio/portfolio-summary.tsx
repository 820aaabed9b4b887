import {
  type AccountWithSummary,
  type CurrencyCode,
  compareAmounts,
  getAccountsWithSummary,
  portfolioMessages,
  portfolioVisibility,
  registerMessages,
  smartInterestNoticesMessages,
  tradeStatusMessages,
} from '@bondkit/sdk-core';
import { useId, useState } from 'react';
import { useBondkit, useClient } from '../provider/context';
import { NavLink } from '../provider/nav-link';
import { useStyles } from '../provider/use-styles';
import { WidgetRoot } from '../provider/widget-root';
import { failurePanel } from '../shared/failure';
import { useFormat } from '../shared/format';
import { useLoad } from '../shared/use-load';
import { partOf, uiAnatomy } from '../ui/anatomy';
import { LoadPanel } from '../ui/load-panel';
import { portfolioSummaryAnatomy } from './anatomy';
import { cashIn, PortfolioFigures, summaryIn } from './figures';
import { loadLifetime, loadNoticeSources, noticesOf, PORTFOLIO_FAILURE } from './load';
import { Notices } from './notices-part';
import { portfolioCss } from './styles';

// the catalogue domains this widget shows (the notices quote Smart Interest's and the cooling-off hold's texts)
registerMessages(portfolioMessages, smartInterestNoticesMessages, tradeStatusMessages);

export interface PortfolioSummaryProps {
  /** leave out the title (the page shows its own) */
  hideHeading?: boolean;
  className?: string;
}

/** One account in one currency, as the summary lists it. */
export interface AccountInCurrency {
  account: AccountWithSummary;
  currency: CurrencyCode;
}

/**
 * The accounts per currency the variant shows: each currency an account holds cash in or has figures for,
 * in the variant's currency order (the partner shows no EUR).
 */
export function accountsPerCurrency(
  accounts: readonly AccountWithSummary[],
  currencies: readonly CurrencyCode[],
): AccountInCurrency[] {
  return accounts.flatMap((account) =>
    currencies
      .filter(
        (currency) =>
          account.currencies[currency] !== undefined || account.summary.by_currency?.[currency] !== undefined,
      )
      .map((currency) => ({ account, currency })),
  );
}

/**
 * The dashboard's portfolio summary: the notices (identity check, cooling-off hold, Smart Interest repaying
 * and reinvest, withdrawals to confirm, debit notes), the account credits, and each account per currency with
 * its cash, value, interest and yield, linking to its portfolio page. Open or lifetime figures follow the
 * user's lifetime preference.
 */
export function PortfolioSummary({ hideHeading = false, className }: PortfolioSummaryProps) {
  useStyles('bk-portfolio', portfolioCss);
  const client = useClient();
  const { t, variant, user, clock } = useBondkit();
  const format = useFormat();
  const headingId = useId();
  const [confirmed, setConfirmed] = useState<ReadonlySet<number>>(new Set());
  const load = useLoad(
    async (signal) => {
      const [accounts, notices, lifetime] = await Promise.all([
        getAccountsWithSummary(client, { signal }),
        loadNoticeSources(client, variant, signal),
        loadLifetime(client, signal),
      ]);
      return { accounts, notices, lifetime };
    },
    [client, variant],
    ['accounts', 'positions', 'smart-interest'],
  );

  const rootClass = className ? `bk-portfolio-summary ${className}` : 'bk-portfolio-summary';
  const title = t('portfolio.summary.title');
  const heading = hideHeading ? null : (
    <h2 id={headingId} {...partOf(portfolioSummaryAnatomy, 'title')}>
      {title}
    </h2>
  );
  if (load.status !== 'loaded') {
    return (
      <LoadPanel
        status={load.status}
        delayed
        className={rootClass}
        headingId={hideHeading ? undefined : headingId}
        heading={heading}
        {...failurePanel(t, load.error, load.retry, PORTFOLIO_FAILURE)}
      />
    );
  }

  const { accounts, notices, lifetime } = load.value;
  const shown = accountsPerCurrency(accounts, portfolioVisibility(variant).currencies);
  const credits = user?.account_credits;
  return (
    <WidgetRoot
      className={rootClass}
      role="region"
      aria-labelledby={hideHeading ? undefined : headingId}
      aria-label={hideHeading ? title : undefined}
    >
      <Notices
        notices={noticesOf(notices, user, clock.now(), confirmed)}
        onWithdrawalConfirmed={(id) => setConfirmed((set) => new Set([...set, id]))}
      />
      {heading}
      {credits && compareAmounts(credits, '0') > 0 ? (
        <p className="bk-portfolio-summary__credits">
          {t('portfolio.summary.credits', { amount: format.money(credits, 'GBP', { floor: true }) })}
        </p>
      ) : null}
      {shown.length === 0 ? (
        <p className="bk-portfolio__muted">{t('portfolio.summary.empty')}</p>
      ) : (
        <ul className="bk-portfolio-summary__accounts">
          {shown.map(({ account, currency }) => {
            const names = { title: account.title, reference: account.reference, currency };
            const label = t('portfolio.summary.currencyLabel', names);
            return (
              <li
                key={`${account.id}-${currency}`}
                {...partOf(portfolioSummaryAnatomy, 'account')}
                data-testid="bk-portfolio-account"
              >
                <section aria-label={label}>
                  <h3>{label}</h3>
                  <PortfolioFigures
                    summary={summaryIn(account.summary, currency)}
                    cash={cashIn(account, currency)}
                    currency={currency}
                    lifetime={lifetime}
                    brief
                  />
                  <NavLink
                    to={{ to: 'portfolio', investmentAccountId: account.id, currency }}
                    aria-label={t('portfolio.summary.viewLabel', names)}
                    {...partOf(
                      portfolioSummaryAnatomy,
                      'view-link',
                      `${uiAnatomy.button} bk-button--secondary`,
                    )}
                  >
                    {t('portfolio.summary.view')}
                  </NavLink>
                </section>
              </li>
            );
          })}
        </ul>
      )}
    </WidgetRoot>
  );
}
