import type { MessageDomain } from '../domains';

// Spec: 001 §2 'Dashboard portfolio summary'
/**
 * The dashboard's portfolio summary (ids `portfolio.summary.*`): its title, the total across accounts, the
 * credits, each account and its links. A domain of its own, registered by `PortfolioSummary`: an account's
 * portfolio page does not carry it. English; `{name}` is a placeholder (`formatMessage`).
 */
export const portfolioSummaryEn = {
  'portfolio.dashboard.title': 'Dashboard',
  'portfolio.summary.title': 'Your portfolios',
  'portfolio.summary.account': '{title} ({reference})',
  'portfolio.summary.currencyLabel': '{title} ({reference}), {currency}',
  'portfolio.summary.view': 'View portfolio',
  'portfolio.summary.viewLabel': 'View {title} ({reference}) in {currency}',
  'portfolio.summary.credits': 'Account credits: {amount}',
  // written (issue 27; 001 §3 names the user's account credits per currency: account, service, universal, sale)
  'portfolio.summary.creditsText':
    'Credit the platform has given you — account, service, universal and sale credits — held apart from your cash. It is not part of any account’s cash or value below.',
  // written (issue 27): the total across accounts, in the customer's base currency
  'portfolio.summary.total': 'Total across your accounts',
  'portfolio.summary.totalText': 'Cash and portfolio value of every account, in {currency}.',
  'portfolio.summary.totalConverted':
    'Cash and portfolio value of every account, in {currency}: {currencies} converted at the platform’s rates of {date}.',
  'portfolio.summary.totalMissingRate':
    'No total across your accounts: there is no exchange rate for {currencies} today.',
  'portfolio.summary.totalNoRates': 'No total across your accounts: the exchange rates could not be loaded.',
  'portfolio.summary.addMoney': 'Add money',
  'portfolio.summary.addMoneyLabel': 'Add money to {title} ({reference}) in {currency}',
  'portfolio.summary.withdrawLabel': 'Withdraw from {title} ({reference}) in {currency}',
  'portfolio.summary.accountLinks': 'Links of {title} ({reference}) in {currency}',
  'portfolio.summary.empty': 'You have no investment accounts yet.',
} as const satisfies Record<string, string>;

/** The portfolio summary's texts, registered by `PortfolioSummary` (`registerMessages`). */
export const portfolioSummaryMessages = { en: portfolioSummaryEn } as const satisfies MessageDomain;
