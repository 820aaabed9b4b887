/**
 * The catalogue by domain: each a {@link MessageDomain} (its English texts and, where the partner variant
 * words them differently, its sukuk overrides), defined beside its texts in `en/<domain>.ts`. A widget
 * registers the domains it shows (`registerMessages`), so a bundle carries only those texts; `en` and `sukuk`
 * hold every domain at once.
 *
 * @module
 */
import type { MessageId } from './en';

/** One domain of the catalogue: its English texts and the sukuk variant's overrides of some of them. */
export interface MessageDomain {
  /** every text of the domain, by id */
  readonly en: Readonly<Partial<Record<MessageId, string>>>;
  /** the partner (sukuk) variant's wording of some of those ids */
  readonly sukuk?: Readonly<Partial<Record<MessageId, string>>>;
}

export { accountsMessages } from './en/accounts';
export { bondDetailMessages } from './en/bond-detail';
export { calculatorMessages } from './en/calculator';
export { calculatorChartMessages } from './en/calculator-chart';
export { commonMessages } from './en/common';
export { failureMessages } from './en/failure';
export { fxMessages } from './en/fx';
export { holdingsMessages } from './en/holdings';
export { leadsMessages } from './en/leads';
export { marketMessages } from './en/market';
export { marketPartsMessages } from './en/market-parts';
export { marketSharedMessages } from './en/market-shared';
export { moneyPagesMessages } from './en/money-pages';
export { ordersMessages } from './en/orders';
export { paymentsMessages } from './en/payments';
export { popupsMessages } from './en/popups';
export { portfolioMessages } from './en/portfolio';
export { portfolioNoticesMessages } from './en/portfolio-notices';
export { portfolioSummaryMessages } from './en/portfolio-summary';
export { reportsMessages } from './en/reports';
export { sessionMessages } from './en/session';
export { smartInterestMessages } from './en/smart-interest';
export { smartInterestNoticesMessages } from './en/smart-interest-notices';
export { switchMessages } from './en/switch';
export { toastsMessages } from './en/toasts';
export { tradeMessages } from './en/trade';
export { tradePartsMessages } from './en/trade-parts';
export { tradeReviewMessages } from './en/trade-review';
export { tradeStatusMessages } from './en/trade-status';
export { tradeTransactionsMessages } from './en/trade-transactions';
export { twoFactorMessages } from './en/two-factor';
