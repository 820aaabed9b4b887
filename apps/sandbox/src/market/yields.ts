/**
 * The market's yields, from sdk-core's one bond-maths function (`bondYields`): the product's own coupon
 * frequency and day count (the market convention, annual coupons on 30E/360, for every seeded product), at
 * the settlement date of a trade made now — the date the trade ticket's quote settles on — so the market's
 * `yield_to_maturity` equals the ticket's yield at the same price.
 */
import { bondYields, type CouponFrequency, type DayCount, PRODUCT_BOND_CONVENTION } from '@bondkit/sdk-core';
import { settlementDate } from '../shared/dates';

/** The coupon frequency and day count every sandbox product carries on the wire. */
export const SANDBOX_BOND_CONVENTION: { coupon_frequency: CouponFrequency; day_count: DayCount } = {
  coupon_frequency: PRODUCT_BOND_CONVENTION.frequency,
  day_count: PRODUCT_BOND_CONVENTION.dayCount,
};

/** A product's stored yields at `price`: percent strings with 3 decimals. */
export interface ProductYields {
  current_yield: string;
  yield_to_maturity: string;
}

/**
 * The current yield and yield to maturity of a product at its buy price `price`, for a trade made at `now`.
 * A perpetual (or a bond settling on or after its maturity) has no yield to maturity: its running yield
 * stands in, so the market's yield filter and sort keep it.
 */
export function productYields(
  product: { coupon: string; maturity: string | null },
  price: string,
  now: Date,
): ProductYields {
  const yields = bondYields({
    price,
    coupon: product.coupon,
    settlement: settlementDate(now),
    maturity: product.maturity,
    frequency: SANDBOX_BOND_CONVENTION.coupon_frequency,
    dayCount: SANDBOX_BOND_CONVENTION.day_count,
  });
  if (yields.currentYield === null) throw new Error(`price must be positive: ${price}`);
  return {
    current_yield: yields.currentYield,
    yield_to_maturity: yields.yieldToMaturity ?? yields.currentYield,
  };
}
