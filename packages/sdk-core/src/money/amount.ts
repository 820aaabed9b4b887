import { currencies } from './currencies';
import { Decimal } from './decimal';
import type { CurrencyCode } from './schema';

/** An amount as the wire carries it (a decimal string such as `"101.25"`) or as a {@link Decimal}. */
export type Amount = string | Decimal;

/**
 * Converts an amount to a {@link Decimal}. Numbers are not accepted on purpose: a float has already lost
 * precision.
 *
 * @throws TypeError when the string is not a decimal number
 */
export function toBig(amount: Amount): Decimal {
  if (amount instanceof Decimal) return amount;
  try {
    return new Decimal(amount.trim());
  } catch {
    throw new TypeError(`Not a decimal amount: '${amount}'`);
  }
}

/** Rounds towards negative infinity to `dp` decimals (`Decimal` only rounds towards zero or away from it). */
export function floorBig(amount: Amount, dp: number): Decimal {
  const value = toBig(amount);
  return value.lt(0) ? value.round(dp, Decimal.roundUp) : value.round(dp, Decimal.roundDown);
}

/**
 * Floors an amount to 2 decimals (the specs' display rule: "money floors to 2 decimals").
 *
 * @returns a decimal string with exactly 2 decimals, e.g. `floorTo2('10.999')` → `'10.99'`
 */
export function floorTo2(amount: Amount): string {
  return floorBig(amount, 2).toFixed(2);
}

/** How {@link toWire} rounds amounts with more than 2 decimals. */
export interface ToWireOptions {
  /** Floor instead of rounding half away from zero. */
  floor?: boolean;
}

/**
 * The form amounts are sent in: a decimal string with exactly 2 decimals (`'1000'` → `'1000.00'`).
 * Extra decimals are rounded half away from zero, or floored with `{ floor: true }`.
 */
export function toWire(amount: Amount, options: ToWireOptions = {}): string {
  const value = options.floor ? floorBig(amount, 2) : toBig(amount).round(2, Decimal.roundHalfUp);
  return value.toFixed(2);
}

/**
 * An amount in the currency's minor units (pence, cents), as card providers want it: `'12.34'` GBP → `'1234'`.
 *
 * @returns an integer as a string (convert with `Number()` or `BigInt()` as the receiver needs)
 * @throws RangeError when the amount has more decimals than the currency's minor unit, rather than
 *   silently rounding money
 */
export function toMinorUnits(amount: Amount, currency: CurrencyCode): string {
  const value = toBig(amount);
  const scaled = value.times(new Decimal(10).pow(currencies[currency].minorUnits));
  if (!scaled.eq(scaled.round(0, Decimal.roundDown))) {
    throw new RangeError(`${value.toFixed()} ${currency} has more decimals than its minor unit`);
  }
  return scaled.toFixed(0);
}

/** Minor units (an integer, as number, bigint or string) back to a decimal string: `'1234'` → `'12.34'`. */
export function fromMinorUnits(minor: string | number | bigint, currency: CurrencyCode): string {
  const digits = currencies[currency].minorUnits;
  return new Decimal(minor.toString()).div(new Decimal(10).pow(digits)).toFixed(digits);
}

/** Compares two amounts: -1, 0 or 1. */
export function compareAmounts(a: Amount, b: Amount): -1 | 0 | 1 {
  return toBig(a).cmp(toBig(b));
}

/** Sums amounts exactly; an empty list sums to `'0'`. */
export function sumAmounts(amounts: readonly Amount[]): string {
  return amounts.reduce<Decimal>((total, amount) => total.plus(toBig(amount)), new Decimal(0)).toFixed();
}

/** True when the amount is exactly zero (`'0'`, `'0.00'`). */
export function isZeroAmount(amount: Amount): boolean {
  return toBig(amount).eq(0);
}

/** True when `text` is a plain decimal amount (no exponent, no spaces). */
export function isDecimalString(text: string): boolean {
  return /^-?(\d+(\.\d*)?|\.\d+)$/.test(text);
}
