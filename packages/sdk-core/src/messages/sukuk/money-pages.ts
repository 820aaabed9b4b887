import type { moneyPagesEn } from '../en/money-pages';

/**
 * The partner (sukuk) variant's wording of {@link moneyPagesEn}: it pays in and out through its linked bank
 * account (written, issue 19: the specs give no partner text).
 */
export const moneyPagesSukuk = {
  'money.withdraw.to': 'To your linked bank account',
  'money.withdraw.change': 'Change linked bank account',
  'money.bank.title': 'Linked bank account for {currency}',
  'money.bank.save': 'Save linked bank account',
  'money.bank.promptText': 'Link a bank account in {currency} to move money in and out.',
} as const satisfies Partial<Record<keyof typeof moneyPagesEn, string>>;
