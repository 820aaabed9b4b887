import type { tradeTransactionsEn } from '../en/trade-transactions';

/** The partner (sukuk) variant's wording of {@link tradeTransactionsEn}, overriding it by key. */
export const tradeTransactionsSukuk = {
  // written (issue 17; the specs give no partner text): profit accrues as a distribution, not interest
  'trade.transaction.accrued_interest_paid': 'Accrued distribution paid',
  'trade.transaction.accrued_interest_received': 'Accrued distribution received',
  'trade.transaction.coupon_payment': 'Periodical Distribution payment',
} as const satisfies Partial<Record<keyof typeof tradeTransactionsEn, string>>;
