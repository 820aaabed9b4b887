/**
 * The bond conventions a product carries on the wire (`coupon_frequency`, `day_count`). A module of its own,
 * without imports: the market's schema needs these lists, and bundles that parse products should not carry the
 * yield maths with them.
 *
 * @module
 */

/** Day counts a product can carry on the wire (`day_count`). */
export const dayCounts = ['30/360', '30E/360', 'actual/actual', 'actual/360', 'actual/365'] as const;
/** A day count: US 30/360, European 30E/360, actual/actual, actual/360 or actual/365. */
export type DayCount = (typeof dayCounts)[number];

/** Coupon frequencies a product can carry on the wire (`coupon_frequency`, coupons per year). */
export const couponFrequencies = [1, 2, 4] as const;
