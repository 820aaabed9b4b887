/** Enumerations of the payments domain (000 §3 'Enumerations', 001 §3–4). */

/** Transaction types by numeric code (000 §3). */
export const transactionTypeByCode = {
  1: 'funding',
  2: 'withdrawal',
  3: 'buy_order',
  4: 'sale',
  5: 'payment',
  6: 'fee',
  7: 'cancelled_buy',
  19: 'loan_repayment',
} as const;
/** A numeric transaction type: 1–7 or 19. */
export type TransactionTypeCode = keyof typeof transactionTypeByCode;
/** The name of a transaction type. */
export type TransactionTypeName = (typeof transactionTypeByCode)[TransactionTypeCode];

/** Labels of the transaction types (000 §3: funding, withdrawal, buy order, sale, …). */
export const transactionTypeLabels = {
  funding: 'Funding',
  withdrawal: 'Withdrawal',
  buy_order: 'Buy order',
  sale: 'Sale',
  payment: 'Payment',
  fee: 'Fee',
  cancelled_buy: 'Cancelled buy',
  loan_repayment: 'Loan repayment',
} as const satisfies Record<TransactionTypeName, string>;

/** Payment methods (000 §3). */
export const paymentMethods = [
  'bank_transfer',
  'debit_card',
  'open_banking',
  'account_transfer',
  'paysafe_js',
] as const;
/** A value of {@link paymentMethods}. */
export type PaymentMethod = (typeof paymentMethods)[number];

/**
 * Labels of the payment methods. The specs name the methods but show no labels; these are plain readings
 * ('paysafe_js' is the card provider's in-page form, i.e. a debit card).
 */
export const paymentMethodLabels = {
  bank_transfer: 'Bank transfer',
  debit_card: 'Debit card',
  open_banking: 'Open banking',
  account_transfer: 'Account transfer',
  paysafe_js: 'Debit card',
} as const satisfies Record<PaymentMethod, string>;

/** Steps of the funding flow with their numbers (001 §4 'Funding steps'). */
export const fundingSteps = {
  loading: -1,
  amount: 0,
  method: 1,
  action: 2,
  transferring: 3,
  transferred: 4,
} as const;
/** A key of {@link fundingSteps}. */
export type FundingStep = keyof typeof fundingSteps;
