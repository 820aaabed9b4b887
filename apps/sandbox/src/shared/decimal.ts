/**
 * Exact decimal helpers for money and prices, on sdk-core's {@link Decimal} (never floating point). Division
 * keeps `Decimal.DP` (20) decimals rounded half up, as big.js did before.
 */
import { Decimal, type DecimalInput } from '@bondkit/sdk-core';

/** A Decimal from a decimal string, number or Decimal. */
export function dec(value: DecimalInput): Decimal {
  return value instanceof Decimal ? value : new Decimal(value);
}

/** Money: 2 decimals, half-up. */
export function money(value: DecimalInput): Decimal {
  return dec(value).round(2, Decimal.roundHalfUp);
}

/** Money rounded down to the cent (what can be afforded / bought). */
export function moneyDown(value: DecimalInput): Decimal {
  return dec(value).round(2, Decimal.roundDown);
}

/** Money rounded up to the cent (what has to be paid). */
export function moneyUp(value: DecimalInput): Decimal {
  return dec(value).round(2, Decimal.roundUp);
}

/** A money amount on the wire: exactly 2 decimals ("1010.00", "-3.50"; never "-0.00"). */
export function wire(value: DecimalInput): string {
  const out = money(value).toFixed(2);
  return out === '-0.00' ? '0.00' : out;
}

/** A price on the wire: 2 decimals, more when the price carries them (limit prices at a finer precision). */
export function wirePrice(value: DecimalInput): string {
  const v = dec(value);
  const two = v.round(2, Decimal.roundHalfUp);
  if (two.eq(v)) return two.toFixed(2);
  return v.round(4, Decimal.roundHalfUp).toFixed();
}

/** The greater of two decimals (`a` when they are equal). */
export function maxDecimal(a: Decimal, b: Decimal): Decimal {
  return a.gt(b) ? a : b;
}

/** The lesser of two decimals (`a` when they are equal). */
export function minDecimal(a: Decimal, b: Decimal): Decimal {
  return a.lt(b) ? a : b;
}

export const ZERO = new Decimal(0);
