// Spec: 000 §5 (bank details), §8; 001 §5 'Registered bank account form'
/**
 * The registered bank account form's rules, shared by the form and the sandbox that refuses the same details:
 * the account name is required and under 32 characters; for GBP with a sort code the account number is 7 to 8
 * digits and the sort code six digits in pairs (optional hyphens or spaces); otherwise the account number is an
 * IBAN and the sort code a SWIFT/BIC, both checked with `ibantools`.
 *
 * @module
 */
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import type { CurrencyCode } from '../money/index';
import type { PaymentsMessageId } from './rules';

/** The form's fields. */
export interface BankDetailsForm {
  account_name: string;
  /** UK account number or IBAN */
  account_number: string;
  /** UK sort code or SWIFT/BIC */
  sort_code: string;
}

/** Field → the message id of its first error (only fields with an error). */
export type BankDetailsErrors = Partial<Record<keyof BankDetailsForm, PaymentsMessageId>>;

// Spec: 000 §5
/** The most characters an account name may have (it must be less than 32 characters long). */
export const ACCOUNT_NAME_MAX = 32;

const UK_SORT_CODE = /^\d{2}([- ]?)\d{2}\1\d{2}$/;
const UK_ACCOUNT_NUMBER = /^\d{7,8}$/;

/** True when the sort code field holds a UK sort code's characters (digits, hyphens, spaces) rather than a BIC. */
export function looksLikeSortCode(text: string): boolean {
  return /^[\d\s-]+$/.test(text.trim());
}

/** True when `text` is a UK sort code: six digits in pairs, optionally separated by hyphens or spaces. */
export function isUkSortCode(text: string): boolean {
  return UK_SORT_CODE.test(text.trim());
}

/** True when `text` is a UK account number: 7 or 8 digits. */
export function isUkAccountNumber(text: string): boolean {
  return UK_ACCOUNT_NUMBER.test(text.trim());
}

/** True when `text` is a valid IBAN (spaces allowed, any case). */
export function isIban(text: string): boolean {
  const electronic = electronicFormatIBAN(text.trim());
  return electronic !== null && isValidIBAN(electronic);
}

/** True when `text` is a valid SWIFT/BIC (any case). */
export function isBic(text: string): boolean {
  return isValidBIC(text.trim().toUpperCase());
}

// Spec: 000 §5 (account number and sort code); 001 §3 (registered account: account_number, sort_code)
/**
 * A sort code as people read it: six digits in pairs with hyphens (`'601613'` or `'60 16 13'` → `'60-16-13'`).
 * Anything else (a SWIFT/BIC) is shown as it is. The one formatter of every sort code shown.
 *
 * @example formatSortCode('601613') // '60-16-13'
 */
export function formatSortCode(text: string): string {
  const digits = text.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(digits)
    ? `${digits.slice(0, 2)}-${digits.slice(2, 4)}-${digits.slice(4)}`
    : text.trim();
}

/** A sort code as stored: `'12-34-56'` → `'123456'`; an IBAN or BIC in its electronic form. */
export function normaliseBankDetails(currency: CurrencyCode, form: BankDetailsForm): BankDetailsForm {
  const uk = currency === 'GBP' && looksLikeSortCode(form.sort_code);
  return {
    account_name: form.account_name.trim(),
    account_number: uk
      ? form.account_number.trim()
      : (electronicFormatIBAN(form.account_number.trim()) ?? form.account_number.trim()),
    sort_code: uk ? form.sort_code.replace(/[\s-]/g, '') : form.sort_code.trim().toUpperCase(),
  };
}

// Spec: 000 §5 'Bank account name', 'Account number and sort code'
/** The form's errors by field (empty when the details are valid). */
export function bankDetailsErrors(currency: CurrencyCode, form: BankDetailsForm): BankDetailsErrors {
  const errors: BankDetailsErrors = {};
  const name = form.account_name.trim();
  if (name === '') errors.account_name = 'payments.bank.required';
  else if (name.length >= ACCOUNT_NAME_MAX) errors.account_name = 'payments.bank.accountNameTooLong';
  const number = form.account_number.trim();
  const sort = form.sort_code.trim();
  if (number === '') errors.account_number = 'payments.bank.required';
  if (sort === '') errors.sort_code = 'payments.bank.required';
  const uk = currency === 'GBP' && looksLikeSortCode(sort);
  if (number !== '' && !(uk ? isUkAccountNumber(number) : isIban(number))) {
    errors.account_number = 'payments.bank.accountNumberInvalid';
  }
  if (sort !== '' && !(uk ? isUkSortCode(sort) : isBic(sort)))
    errors.sort_code = 'payments.bank.sortCodeInvalid';
  return errors;
}
