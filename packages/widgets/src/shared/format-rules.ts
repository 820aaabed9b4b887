import { type CurrencyCode, type MessageId, toBig } from '@bondkit/sdk-core';
import type { Translate } from '../provider/context';

/**
 * The formatting rules the calculator shares with the other widgets (rates, years, a currency's symbol) (`useFormat` in `format.ts` binds them to the
 * provider): a module of their own so the calculator's bundle carries no more than them (in the elements'
 * `shared` chunk).
 */

/** How a rate reads: decimals at least and at most (none: as given), and whether a `%` follows. */
export interface RateOptions {
  /** at least this many decimals, 1 or more (default 2) */
  min?: number;
  /** at most this many, rounded (default 3; `null`: every decimal given) */
  max?: number | null;
  /** a `%` after the number (default true) */
  percent?: boolean;
}

/**
 * A rate in percent: by default as the Smart Interest pages show it — two decimals at least, three at most
 * (`'7.5'` → `'7.50%'`, `'6.875'` → `'6.875%'`); the calculator's field shows `{ min: 1, max: null, percent:
 * false }` (`'7'` → `'7.0'`).
 */
export function rateText(rate: string, { min = 2, max = 3, percent = true }: RateOptions = {}): string {
  let [whole, digits = ''] = (max === null ? rate : toBig(rate).toFixed(max)).split('.');
  if (max !== null) digits = digits.replace(/0+$/, '');
  const text = `${whole}.${digits.padEnd(min, '0')}`;
  return percent ? `${text}%` : text;
}

/** The catalogue families that count years: `{family}.one` / `{family}.other`. */
export type YearsFamily = 'calculator.years' | 'smartInterest.years';

/** '1 year' / '30 years' in the family's words, by the locale's plural rules. */
export function yearsText(t: Translate, locale: string, count: number | string, family: YearsFamily): string {
  const n = Number(count);
  const form = new Intl.PluralRules(locale).select(n) === 'one' ? 'one' : 'other';
  return t(`${family}.${form}` as MessageId, { count: n });
}

/** The narrow symbol of a currency ('£', '€', '$', 'AED'). */
export function currencySymbol(locale: string, currency: CurrencyCode): string {
  const parts = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}
