// Spec: 000 §3 'Enumerations', 001 §3–4
/** Enumerations of the payments domain. */

// Spec: 000 §3
/** Transaction types by numeric code. */
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

// Spec: 000 §3
/** Labels of the transaction types (funding, withdrawal, buy order, sale, …). */
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

// Spec: 000 §3
/** Payment methods. */
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

// Spec: 001 §4 'Funding steps'
/** Steps of the funding flow with their numbers. */
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
