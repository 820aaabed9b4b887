import type { MessageId } from './en';
import { bondDetailSukuk } from './sukuk/bond-detail';
import { failureSukuk } from './sukuk/failure';
import { holdingsSukuk } from './sukuk/holdings';
import { leadsSukuk } from './sukuk/leads';
import { marketSukuk } from './sukuk/market';
import { marketPartsSukuk } from './sukuk/market-parts';
import { moneyPagesSukuk } from './sukuk/money-pages';
import { ordersSukuk } from './sukuk/orders';
import { paymentsSukuk } from './sukuk/payments';
import { popupsSukuk } from './sukuk/popups';
import { portfolioSukuk } from './sukuk/portfolio';
import { reportsSukuk } from './sukuk/reports';
import { sessionSukuk } from './sukuk/session';
import { smartInterestSukuk } from './sukuk/smart-interest';
import { switchSukuk } from './sukuk/switch';
import { tradeSukuk } from './sukuk/trade';
import { tradePartsSukuk } from './sukuk/trade-parts';
import { tradeReviewSukuk } from './sukuk/trade-review';
import { tradeStatusSukuk } from './sukuk/trade-status';
import { tradeTransactionsSukuk } from './sukuk/trade-transactions';

// Spec: 002 §2.1 'Show Fractional Certificates', §8, §9
/**
 * Wording of the partner (bank-linked sukuk) variant, overriding the English catalogue by key
 * ('Show Fractional Certificates' and the sukuk table columns, the sukuk no-results wording and
 * the bond name header 'Sukuk'): every domain of `sukuk/` in one object. Only ids that exist in `en` may
 * appear here.
 */
export const sukuk = {
  ...failureSukuk,
  ...sessionSukuk,
  ...marketSukuk,
  ...marketPartsSukuk,
  ...bondDetailSukuk,
  ...tradeSukuk,
  ...tradePartsSukuk,
  ...tradeReviewSukuk,
  ...tradeTransactionsSukuk,
  ...switchSukuk,
  ...ordersSukuk,
  ...holdingsSukuk,
  ...smartInterestSukuk,
  ...tradeStatusSukuk,
  ...popupsSukuk,
  ...leadsSukuk,
  ...reportsSukuk,
  ...portfolioSukuk,
  ...paymentsSukuk,
  ...moneyPagesSukuk,
} as const satisfies Partial<Record<MessageId, string>>;
