// Spec: 001 §5 'Deposit' (card form), §9 (minor units)
/**
 * The card form's rules: the cardholder name is not empty, the card number passes the Luhn check (12–19
 * digits), the expiry (MM/YY) is this month or later, the security code is 3 or 4 digits. The card provider
 * receives the amount in minor units (`toMinorUnits`).
 *
 * @module
 */
import type { PaymentsMessageId } from './rules';

/** The card form's fields. */
export interface CardForm {
  name: string;
  number: string;
  /** `MM/YY` */
  expiry: string;
  securityCode: string;
}

/** Field → the message id of its error (only fields with an error). */
export type CardErrors = Partial<Record<keyof CardForm, PaymentsMessageId>>;

/** True when the digits of `text` (spaces and hyphens ignored) are a card number: 12–19 digits passing Luhn. */
export function isCardNumber(text: string): boolean {
  const digits = text.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** True when `text` is an expiry `MM/YY` (or `MM/YYYY`) of `now`'s month or later (UTC). */
export function isCardExpiry(text: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(text.trim());
  if (!match) return false;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return false;
  const year = match[2]?.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/** The card form's errors by field (empty when it can be sent). */
export function cardErrors(form: CardForm, now: Date): CardErrors {
  const errors: CardErrors = {};
  if (form.name.trim() === '') errors.name = 'payments.card.nameRequired';
  if (!isCardNumber(form.number)) errors.number = 'payments.card.numberInvalid';
  if (!isCardExpiry(form.expiry, now)) errors.expiry = 'payments.card.expiryInvalid';
  if (!/^\d{3,4}$/.test(form.securityCode.trim())) errors.securityCode = 'payments.card.securityCodeInvalid';
  return errors;
}

/** How a card payment came back from the provider's page. */
export type CardOutcome = 'success' | 'error' | 'cancelled';

const CARD_OUTCOMES: readonly CardOutcome[] = ['success', 'error', 'cancelled'];

/**
 * The address the card provider sends the user back to: the funding's success or error address with
 * `funding={reference}&outcome={outcome}` appended (inside the hash for hash-routed pages).
 */
export function cardReturnAddress(base: string, reference: string, outcome: CardOutcome): string {
  const joiner = base.includes('?') ? '&' : '?';
  return `${base}${joiner}funding=${encodeURIComponent(reference)}&outcome=${outcome}`;
}

/**
 * Reads a card payment's return from an address (its query, or the query inside its hash), or null when it
 * carries none: what the funding machine resumes with (`cardReturn`).
 */
export function readCardReturn(address: string): { reference: string; outcome: CardOutcome } | null {
  const queries = address.split(/[?#]/).slice(1);
  for (const query of queries.reverse()) {
    const params = new URLSearchParams(query.includes('?') ? query.slice(query.indexOf('?') + 1) : query);
    const reference = params.get('funding');
    const outcome = params.get('outcome') as CardOutcome | null;
    if (reference && outcome && CARD_OUTCOMES.includes(outcome)) return { reference, outcome };
  }
  return null;
}
