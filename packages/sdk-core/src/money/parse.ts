import { Decimal } from './decimal';
import { normaliseDigits } from './digits';

export { normaliseDigits };

/** Why a typed amount was refused. */
export type AmountInputError = 'empty' | 'negative' | 'too_many_decimals' | 'not_a_number';

/** The result of {@link parseAmountInput}: the normalised decimal string, or why it was refused. */
export type AmountInputResult = { ok: true; value: string } | { ok: false; reason: AmountInputError };

/** Options of {@link parseAmountInput} and {@link sanitiseAmountKeystroke}. */
export interface AmountInputOptions {
  /** Most decimals allowed: 2 for amounts (the default); the site's price precision for limit prices. */
  maxDecimals?: number;
}

/** Thousands separators users type (comma, Arabic thousands separator, spaces of every width, apostrophe). */
const GROUPING = /[,\u066c\s\u00a0\u2009\u202f']/g;
const MINUS = /^[-\u2212\u2012\u2013\uFE63\uFF0D]/;

/**
 * Reads an amount as a user typed it: Arabic-Indic digits count as Western digits, thousands separators are
 * ignored, negatives are refused, and at most `maxDecimals` (2) decimals are accepted (5.2 'Amount input').
 *
 * @example
 * parseAmountInput('1,250.5') // { ok: true, value: '1250.5' }
 * parseAmountInput('١٢٥٠٫٥٠') // { ok: true, value: '1250.5' }
 * parseAmountInput('-5')      // { ok: false, reason: 'negative' }
 * @returns `value` is a plain decimal string (no grouping, no exponent, leading zeros dropped)
 */
export function parseAmountInput(text: string, options: AmountInputOptions = {}): AmountInputResult {
  const maxDecimals = options.maxDecimals ?? 2;
  const cleaned = normaliseDigits(text).replace(GROUPING, '');
  if (cleaned === '') return { ok: false, reason: 'empty' };
  if (MINUS.test(cleaned)) {
    return /^\d*\.?\d*$/.test(cleaned.slice(1)) && /\d/.test(cleaned)
      ? { ok: false, reason: 'negative' }
      : { ok: false, reason: 'not_a_number' };
  }
  const unsigned = cleaned.startsWith('+') ? cleaned.slice(1) : cleaned;
  const match = /^(\d*)(?:\.(\d*))?$/.exec(unsigned);
  if (!match || !/\d/.test(unsigned)) return { ok: false, reason: 'not_a_number' };
  const decimals = match[2] ?? '';
  if (decimals.length > maxDecimals) return { ok: false, reason: 'too_many_decimals' };
  return { ok: true, value: new Decimal(`${match[1] || '0'}.${decimals || '0'}`).toFixed() };
}

/**
 * Filters an amount input as it is typed, so the field only ever holds something {@link parseAmountInput}
 * accepts (or an empty/partial entry such as `'12.'`): digits are made Western, everything but digits and the
 * first dot is dropped (so no minus sign and no separators), and decimals beyond `maxDecimals` are cut.
 *
 * @example sanitiseAmountKeystroke('-1,2a3.456') // '123.45'
 */
export function sanitiseAmountKeystroke(text: string, maxDecimals = 2): string {
  const normalised = normaliseDigits(text);
  let integer = '';
  let fraction = '';
  let seenDot = false;
  for (const char of normalised) {
    if (char >= '0' && char <= '9') {
      if (!seenDot) integer += char;
      else if (fraction.length < maxDecimals) fraction += char;
    } else if (char === '.' && !seenDot && maxDecimals > 0) {
      seenDot = true;
    }
  }
  return seenDot ? `${integer}.${fraction}` : integer;
}
