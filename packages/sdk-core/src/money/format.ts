import { type Amount, floorBig, toBig } from './amount';
import { Decimal } from './decimal';
import type { CurrencyCode } from './schema';

/** Options of {@link formatMoney}. */
export interface FormatMoneyOptions {
  /** BCP 47 locale; `en-GB` by default. */
  locale?: string;
  /** Floor to the currency's decimals instead of rounding half away from zero (the specs' "money floors"). */
  floor?: boolean;
}

const currencyFormats = new Map<string, { format: Intl.NumberFormat; digits: number }>();

function currencyFormat(
  locale: string,
  currency: CurrencyCode,
): { format: Intl.NumberFormat; digits: number } {
  const key = `${locale}|${currency}`;
  let entry = currencyFormats.get(key);
  if (!entry) {
    const format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
    });
    entry = { format, digits: format.resolvedOptions().maximumFractionDigits ?? 2 };
    currencyFormats.set(key, entry);
  }
  return entry;
}

/**
 * Formats an amount as money with `Intl.NumberFormat` (currency style, narrow symbol so USD shows `$` as the
 * specs list it): `formatMoney('1234.5', 'GBP')` → `'£1,234.50'`, `formatMoney('4000', 'AED')` → `'AED 4,000.00'`
 * (a no-break space after AED).
 *
 * The digits are exact for any size of amount (Intl only lays out the symbol, separators and sign; the
 * decimal arithmetic is {@link Decimal}), so no float ever touches the value.
 *
 * @param amount - a decimal string or a `Decimal`
 * @param currency - GBP, EUR, USD or AED
 */
export function formatMoney(
  amount: Amount,
  currency: CurrencyCode,
  options: FormatMoneyOptions = {},
): string {
  const { format, digits } = currencyFormat(options.locale ?? 'en-GB', currency);
  const value = options.floor ? floorBig(amount, digits) : toBig(amount).round(digits, Decimal.roundHalfUp);
  const [integerDigits = '0', fractionDigits = ''] = value.abs().toFixed(digits).split('.');
  const negative = value.lt(0);
  const integer = BigInt(integerDigits);
  // Let Intl lay out the integer part (grouping, symbol, sign); a zero with a minus sign needs a stand-in.
  const parts = format.formatToParts(negative ? -(integer === 0n ? 1n : integer) : integer);
  let integerSeen = false;
  return parts
    .map((part) => {
      if (part.type === 'fraction') return fractionDigits;
      if (part.type === 'integer' && negative && integer === 0n) {
        if (integerSeen) return '';
        integerSeen = true;
        return '0';
      }
      return part.value;
    })
    .join('');
}

/**
 * A percentage with a fixed number of decimals (3 by default, the specs' percent display):
 * `formatPercent('5.25')` → `'5.250%'`. Rounds half away from zero.
 *
 * @param value - the percentage itself (`'5.25'` means 5.25 %), as a decimal string or a `Decimal`
 */
export function formatPercent(value: Amount, decimals = 3): string {
  return `${toBig(value).round(decimals, Decimal.roundHalfUp).toFixed(decimals)}%`;
}

/** A yield with 1 decimal (the specs: "yields shown with 1 decimal"): `formatYield('7.25')` → `'7.3%'`. */
export function formatYield(value: Amount): string {
  return formatPercent(value, 1);
}
