/** Exact decimal helpers for money and prices (big.js; never floating point). */
import Big from 'big.js';

export { Big };

/** A Big from a decimal string, number or Big. */
export function dec(value: Big | string | number): Big {
  return value instanceof Big ? value : new Big(value);
}

/** Money: 2 decimals, half-up. */
export function money(value: Big | string | number): Big {
  return dec(value).round(2, Big.roundHalfUp);
}

/** Money rounded down to the cent (what can be afforded / bought). */
export function moneyDown(value: Big | string | number): Big {
  return dec(value).round(2, Big.roundDown);
}

/** Money rounded up to the cent (what has to be paid). */
export function moneyUp(value: Big | string | number): Big {
  return dec(value).round(2, Big.roundUp);
}

/** A money amount on the wire: exactly 2 decimals ("1010.00", "-3.50"). */
export function wire(value: Big | string | number): string {
  const out = money(value).toFixed(2);
  return out === '-0.00' ? '0.00' : out;
}

/** A price on the wire: 2 decimals, more when the price carries them (limit prices at a finer precision). */
export function wirePrice(value: Big | string | number): string {
  const v = dec(value);
  const two = v.round(2, Big.roundHalfUp);
  if (two.eq(v)) return two.toFixed(2);
  return v.round(4, Big.roundHalfUp).toFixed();
}

export function maxBig(a: Big, b: Big): Big {
  return a.gt(b) ? a : b;
}

export function minBig(a: Big, b: Big): Big {
  return a.lt(b) ? a : b;
}

export const ZERO = new Big(0);
