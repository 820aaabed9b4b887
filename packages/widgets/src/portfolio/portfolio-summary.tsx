import {
  type AccountWithSummary,
  type AmountIn,
  baseCurrency,
  type CurrencyCode,
  compareAmounts,
  type FxRates,
  getAccountsWithSummary,
  getFxRates,
  portfolioFigures,
  portfolioMessages,
  portfolioSummaryMessages,
  portfolioVisibility,
  registerMessages,
  totalIn,
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
import { AccountLinkList, accountLinks } from './links';
import { loadLifetime, loadNoticeSources, noticesOf, PORTFOLIO_FAILURE } from './load';
import { Notices } from './notices-part';
import { portfolioCss } from './styles';

// the catalogue domains this widget shows (the notices' own, with the texts they quote, come with their code)
registerMessages(portfolioMessages, portfolioSummaryMessages);

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
 * What the dashboard's total adds up: each shown account's cash and portfolio value (open or lifetime, as its
 * figures show) in its currency.
 */
export function accountAmounts(shown: readonly AccountInCurrency[], lifetime: boolean): AmountIn[] {
  return shown.flatMap(({ account, currency }) => {
    const summary = summaryIn(account.summary, currency);
    const value = summary ? portfolioFigures(summary, lifetime).totals.portfolio_value : '0';
    return [
      { amount: cashIn(account, currency), currency },
      { amount: value, currency },
    ];
  });
}

/**
 * The dashboard's portfolio summary, figures first: the total across accounts in the customer's base currency
 * (sdk-core's `baseCurrency`, the others converted at the platform's rates of the day, `getFxRates`; no total
 * where a rate is missing), each account per currency with its cash, value, interest and yield, its View
 * portfolio, Add money and Withdraw links (`accountLinks`, as its portfolio page), the account credits and
 * what they are; then the notices (identity check, cooling-off hold, Smart Interest repaying, the maturing
 * holdings in one notice, withdrawals to confirm, debit notes). Open or lifetime figures follow the user's
 * lifetime preference.
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
      const [accounts, notices, lifetime, rates] = await Promise.all([
        getAccountsWithSummary(client, { signal }),
        loadNoticeSources(client, variant, signal),
        loadLifetime(client, signal),
        // without the rates the figures still show (the total says it has none)
        getFxRates(client, { signal }).catch((error: unknown): FxRates | null => {
          if (signal.aborted) throw error;
          return null;
        }),
      ]);
      return { accounts, notices, lifetime, rates };
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

  const { accounts, notices, lifetime, rates } = load.value;
  const shown = accountsPerCurrency(accounts, portfolioVisibility(variant).currencies);
  const credits = user?.account_credits;
  const base = baseCurrency(variant);
  const total = rates && shown.length > 0 ? totalIn(accountAmounts(shown, lifetime), base, rates) : null;
  return (
    <WidgetRoot
      className={rootClass}
      role="region"
      aria-labelledby={hideHeading ? undefined : headingId}
      aria-label={hideHeading ? title : undefined}
    >
      {heading}
      {shown.length === 0 ? null : (
        <div {...partOf(portfolioSummaryAnatomy, 'total')} data-testid="bk-portfolio-total">
          {total?.kind === 'total' ? (
            <>
              <p className="bk-portfolio-summary__total-label">{t('portfolio.summary.total')}</p>
              <p className="bk-portfolio-summary__total-value">
                {format.money(total.total, total.currency, { floor: true })}
              </p>
              <p className="bk-portfolio__muted">
                {total.converted.length > 0
                  ? t('portfolio.summary.totalConverted', {
                      currency: total.currency,
                      currencies: total.converted.join(', '),
                      date: format.date(total.date),
                    })
                  : t('portfolio.summary.totalText', { currency: total.currency })}
              </p>
            </>
          ) : (
            <p className="bk-portfolio__muted">
              {total?.kind === 'missingRate'
                ? t('portfolio.summary.totalMissingRate', { currencies: total.missing.join(', ') })
                : t('portfolio.summary.totalNoRates')}
            </p>
          )}
        </div>
      )}
      {shown.length === 0 ? (
        <p className="bk-portfolio__muted">{t('portfolio.summary.empty')}</p>
      ) : (
        <ul className="bk-portfolio-summary__accounts">
          {shown.map(({ account, currency }) => {
            const names = { title: account.title, reference: account.reference, currency };
            const label = t('portfolio.summary.currencyLabel', names);
            // Spec: 001 §2 — Deposit ('Add money') and Withdraw beside View, as the portfolio page has them
            const links = accountLinks({ t, variant, user, account, currency }).flatMap((link) =>
              link.id === 'deposit'
                ? [
                    {
                      ...link,
                      label: t('portfolio.summary.addMoney'),
                      name: t('portfolio.summary.addMoneyLabel', names),
                    },
                  ]
                : link.id === 'withdraw'
                  ? [{ ...link, name: t('portfolio.summary.withdrawLabel', names) }]
                  : [],
            );
            links.sort((a, b) => (a.id === 'deposit' ? -1 : b.id === 'deposit' ? 1 : 0));
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
                  <AccountLinkList
                    label={t('portfolio.summary.accountLinks', names)}
                    links={links}
                    part={partOf(portfolioSummaryAnatomy, 'links')}
                    lead={
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
                    }
                  />
                </section>
              </li>
            );
          })}
        </ul>
      )}
      {credits && compareAmounts(credits, '0') > 0 ? (
        <div {...partOf(portfolioSummaryAnatomy, 'credits')}>
          <p>{t('portfolio.summary.credits', { amount: format.money(credits, 'GBP', { floor: true }) })}</p>
          <p className="bk-portfolio__muted">{t('portfolio.summary.creditsText')}</p>
        </div>
      ) : null}
      <Notices
        notices={noticesOf(notices, user, clock.now(), confirmed)}
        onWithdrawalConfirmed={(id) => setConfirmed((set) => new Set([...set, id]))}
      />
    </WidgetRoot>
  );
}
