import { type BondDate, bondYields, type CouponFrequency, type DayCount } from '../bonds/index';

/**
 * The yield to maturity (in percent, 3 decimals, as a string) a user gets buying at `price` — what the ticket
 * shows next to a limit price. The product's own coupon frequency and day count apply (the market's
 * convention when the product carries none), so the figure equals the market's `yield_to_maturity` at the
 * same price and settlement date. Returns `null` for perpetuals (no maturity), a settlement on or after
 * maturity, or an unusable price.
 *
 * @example limitPriceYield({ price: '95.04287', coupon: '5.75', settlement: '2008-02-15', maturity: '2016-11-15', frequency: 2, dayCount: '30/360' }) // '6.500'
 */
export function limitPriceYield(input: {
  price: string;
  coupon: string;
  settlement: BondDate;
  maturity: BondDate | null;
  frequency?: CouponFrequency | null;
  dayCount?: DayCount | null;
}): string | null {
  return bondYields(input).yieldToMaturity;
}
