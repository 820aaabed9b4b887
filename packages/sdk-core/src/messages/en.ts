import { accountsEn } from './en/accounts';
import { bondDetailEn } from './en/bond-detail';
import { calculatorEn } from './en/calculator';
import { calculatorChartEn } from './en/calculator-chart';
import { commonEn } from './en/common';
import { failureEn } from './en/failure';
import { fxEn } from './en/fx';
import { holdingsEn } from './en/holdings';
import { leadsEn } from './en/leads';
import { marketEn } from './en/market';
import { marketPartsEn } from './en/market-parts';
import { marketSharedEn } from './en/market-shared';
import { moneyPagesEn } from './en/money-pages';
import { ordersEn } from './en/orders';
import { paymentsEn } from './en/payments';
import { popupsEn } from './en/popups';
import { portfolioEn } from './en/portfolio';
import { portfolioNoticesEn } from './en/portfolio-notices';
import { portfolioSummaryEn } from './en/portfolio-summary';
import { reportsEn } from './en/reports';
import { sessionEn } from './en/session';
import { smartInterestEn } from './en/smart-interest';
import { smartInterestNoticesEn } from './en/smart-interest-notices';
import { switchEn } from './en/switch';
import { toastsEn } from './en/toasts';
import { tradeEn } from './en/trade';
import { tradePartsEn } from './en/trade-parts';
import { tradeReviewEn } from './en/trade-review';
import { tradeStatusEn } from './en/trade-status';
import { tradeTransactionsEn } from './en/trade-transactions';
import { twoFactorEn } from './en/two-factor';

// Spec: 002 §2.1, §2.2, §8, §9; 000 §2, §5, §8
/**
 * The English message catalogue, keyed by id: every domain of `en/` in one object (for hosts and servers that
 * want every text; the widgets register only the domains they show, see `registry.ts`). Texts quoted by the
 * specs are copied EXACTLY; the rest is written in the same voice.
 * `{name}` marks a placeholder filled by {@link formatMessage}.
 *
 * The partner (sukuk) variant overrides wording by key in `sukuk.ts`.
 */
export const en = {
  ...commonEn,
  ...failureEn,
  ...sessionEn,
  ...toastsEn,
  ...marketEn,
  ...marketPartsEn,
  ...marketSharedEn,
  ...tradeStatusEn,
  ...tradeEn,
  ...tradePartsEn,
  ...tradeReviewEn,
  ...tradeTransactionsEn,
  ...switchEn,
  ...ordersEn,
  ...holdingsEn,
  ...accountsEn,
  ...portfolioEn,
  ...portfolioNoticesEn,
  ...portfolioSummaryEn,
  ...reportsEn,
  ...paymentsEn,
  ...fxEn,
  ...moneyPagesEn,
  ...smartInterestEn,
  ...smartInterestNoticesEn,
  ...leadsEn,
  ...popupsEn,
  ...calculatorEn,
  ...calculatorChartEn,
  ...bondDetailEn,
  ...twoFactorEn,
} as const satisfies Record<string, string>;

/** Every message id of the catalogue. */
export type MessageId = keyof typeof en;

/** A complete catalogue: every id has a text. */
export type Catalogue = Readonly<Record<MessageId, string>>;
