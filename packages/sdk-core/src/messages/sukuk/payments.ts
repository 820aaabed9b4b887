import type { paymentsEn } from '../en/payments';

/**
 * The partner (sukuk) variant's wording of {@link paymentsEn}, overriding it by key. The partner funds through
 * its linked bank account and has no debit card, EUR or Robowise; its ISA is not offered, so only the texts it
 * can see are reworded (written, issue 19: the specs give no partner text).
 */
export const paymentsSukuk = {
  'payments.method.bank_transfer': 'Transfer from your linked bank account',
  'payments.bank.connectPrompt': 'Link Bank Account',
} as const satisfies Partial<Record<keyof typeof paymentsEn, string>>;
