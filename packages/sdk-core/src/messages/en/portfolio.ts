import type { MessageDomain } from '../domains';
import { portfolioSukuk } from '../sukuk/portfolio';

// Spec: 001 §2, §8
/**
 * The dashboard and portfolio pages (ids `portfolio.*`).
 * English. Texts quoted by the specs are copied exactly; `{name}` is a placeholder (`formatMessage`).
 */
export const portfolioEn = {
  // ── Portfolio page (001 §2 'Portfolio (account detail) page') ──────────────
  'portfolio.page.back': 'Back to dashboard',
  'portfolio.page.lifetimeToggle': 'Show lifetime returns',
  'portfolio.page.lifetimeFailed': 'The setting could not be saved. Please, try again in a minute.',
  'portfolio.page.titleIfisa': 'Innovative Finance ISA',
  'portfolio.page.titleInvestment': 'Investment Portfolio',
  'portfolio.page.subtitle': '{reference} · {currency}',
  'portfolio.page.links': 'Account links',
  'portfolio.page.withdraw': 'Withdraw',
  'portfolio.page.deposit': 'Deposit',
  'portfolio.page.robowise': 'Set up Robowise',
  'portfolio.page.fx': 'Exchange currency',
  'portfolio.page.disabledCoolingOff': 'Not available during the cooling-off period',
  'portfolio.page.disabledReadOnly': 'Not available to read-only users',
  'portfolio.page.tabs': 'Portfolio',
  'portfolio.tab.overview': 'Overview',
  'portfolio.tab.openOrders': 'Open orders',
  'portfolio.tab.activity': 'Activity',
  'portfolio.page.notFound': 'This portfolio was not found.',
  'portfolio.page.notInVariant': 'This page is not available for your account.',
  'portfolio.isa.label': 'ISA allowance',
  'portfolio.isa.text': '{used} used of {allowance} this tax year · {remaining} remaining',
  // ── Overview (001 §2) ──────────────────────────────────────────────────────
  'portfolio.overview.label': 'Figures',
  'portfolio.overview.pending': 'Pending: {amount}',
  'portfolio.overview.gains': 'Gain/loss: {amount}',
  'portfolio.overview.bonus': 'Bonus: {amount}',
  'portfolio.overview.paid': 'Paid: {amount}',
  'portfolio.overview.accrued': 'Accrued: {amount}',
  'portfolio.overview.lifetimeNote': 'Showing every position ever held',
  // ── The value picture ──────────────────────────────────────────────────────
  'portfolio.picture.title': 'Where your money is',
  'portfolio.picture.caption': 'Invested by issuer',
  'portfolio.picture.issuer': 'Issuer',
  'portfolio.picture.invested': 'Invested',
  'portfolio.picture.share': 'Share',
  'portfolio.picture.showTable': 'Show as a table',
  'portfolio.picture.empty': 'Nothing is invested in this currency yet.',
  // ── Holdings (issue 27; 001 §9 'Bond name header Sukuk for the partner, Bond otherwise') ──
  'portfolio.holdings.title': 'Holdings',
  'portfolio.holdings.caption': 'Your holdings in {currency}',
  'portfolio.holdings.bond': 'Bond',
  'portfolio.holdings.principal': 'Principal',
  'portfolio.holdings.value': 'Value',
  'portfolio.holdings.yield': 'Yield to Maturity',
  'portfolio.holdings.nextPayment': 'Next payment',
  'portfolio.holdings.nextPaymentValue': '{amount} on {date}',
  'portfolio.holdings.none': '—',
  'portfolio.holdings.empty': 'You hold no bonds in this currency.',
  // ── Activity (001 §2 'Activity panel') ─────────────────────────────────────
  'portfolio.activity.title': 'Activity',
  'portfolio.activity.filter': 'Show',
  'portfolio.activity.group.all': 'All activity',
  'portfolio.activity.group.cash': 'Deposits and withdrawals',
  'portfolio.activity.group.trades': 'Trades',
  'portfolio.activity.group.interest': 'Interest',
  'portfolio.activity.group.fees': 'Fees',
  'portfolio.activity.group.fx': 'Currency exchange',
  'portfolio.activity.group.smart_interest': 'Smart Interest',
  'portfolio.activity.group.other': 'Other',
  'portfolio.activity.caption': 'Activity, page {page} of {pages}',
  'portfolio.activity.date': 'Date',
  'portfolio.activity.description': 'Description',
  'portfolio.activity.amount': 'Amount',
  'portfolio.activity.empty': 'No activity yet.',
  'portfolio.activity.pages': 'Activity pages',
  'portfolio.activity.page': 'Page {page}',
  'portfolio.activity.previous': 'Previous page',
  'portfolio.activity.next': 'Next page',
  'portfolio.activity.count': '{count} lines',
  // ── Overview figures ───────────────────────────────────────────────────────
  'portfolio.overview.cash': 'Cash',
  'portfolio.overview.portfolioValue': 'Portfolio Value',
  'portfolio.overview.interestEarned': 'Interest Earned',
  'portfolio.overview.lifetimeInterestEarned': 'Lifetime Interest Earned',
  'portfolio.overview.projectedInterest': 'Projected Annual Interest',
  'portfolio.overview.currentYield': 'Current Yield',
  'portfolio.overview.yieldToMaturity': 'Yield to Maturity',
  // ── Failure (001 §8) ───────────────────────────────────────────────────────
  'portfolio.loadFailed.title': 'Investment portfolio data failed to load',
  'portfolio.loadFailed.text': 'Try loading the data again. If the problem continues, contact support.',
  'portfolio.loadFailed.retry': 'Retry loading',
} as const satisfies Record<string, string>;

/** The dashboard and portfolio pages: `portfolio.*`, registered by the widgets that show them (`registerMessages`). */
export const portfolioMessages = { en: portfolioEn, sukuk: portfolioSukuk } as const satisfies MessageDomain;
