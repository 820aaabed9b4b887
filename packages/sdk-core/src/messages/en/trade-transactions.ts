import type { MessageDomain } from '../domains';
import { tradeTransactionsSukuk } from '../sukuk/trade-transactions';

// Spec: 002 §7
/**
 * A product's ledger transaction types (ids `trade.transaction.*`, by sdk-core's `transactionMessageId`):
 * what a customer's transactions in one bond are. English; `{name}` is a placeholder (`formatMessage`).
 */
export const tradeTransactionsEn = {
  'trade.transaction.purchase': 'Purchase',
  'trade.transaction.sale': 'Sale',
  'trade.transaction.accrued_interest_paid': 'Accrued interest paid',
  'trade.transaction.accrued_interest_received': 'Accrued interest received',
  'trade.transaction.coupon_payment': 'Coupon payment',
  'trade.transaction.redemption': 'Redemption',
  'trade.transaction.platform_fee': 'Platform fee',
  'trade.transaction.fx_conversion': 'Currency exchange',
} as const satisfies Record<string, string>;

/** The transaction types' texts, for a widget or host that lists a product's transactions. */
export const tradeTransactionsMessages = {
  en: tradeTransactionsEn,
  sukuk: tradeTransactionsSukuk,
} as const satisfies MessageDomain;
