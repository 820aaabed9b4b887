import { productTransactionTypes } from '../enums';
import type { TradeMessageId } from '../messages';
import type { ProductTransaction } from '../schema';

// Spec: 002 §7
/** A product's ledger transaction types by the catalogue id of their text (`tradeTransactionsMessages`). */
const TRANSACTION_MESSAGES: Readonly<Record<string, TradeMessageId>> = {
  purchase: 'trade.transaction.purchase',
  sale: 'trade.transaction.sale',
  accrued_interest_paid: 'trade.transaction.accrued_interest_paid',
  accrued_interest_received: 'trade.transaction.accrued_interest_received',
  coupon_payment: 'trade.transaction.coupon_payment',
  redemption: 'trade.transaction.redemption',
  platform_fee: 'trade.transaction.platform_fee',
  fx_conversion: 'trade.transaction.fx_conversion',
};

/** The catalogue id of a transaction type's text, or null for service fees and unknown types (not shown). */
export function transactionMessageId(transactionType: string): TradeMessageId | null {
  if (!(productTransactionTypes as readonly string[]).includes(transactionType)) return null;
  return Object.hasOwn(TRANSACTION_MESSAGES, transactionType)
    ? (TRANSACTION_MESSAGES[transactionType] ?? null)
    : null;
}

// Spec: 002 §7
/** Drops service-fee and unknown transaction types, keeping the order. */
export function visibleProductTransactions<T extends Pick<ProductTransaction, 'transaction_type'>>(
  transactions: readonly T[],
): T[] {
  return transactions.filter((t) => transactionMessageId(t.transaction_type) !== null);
}
