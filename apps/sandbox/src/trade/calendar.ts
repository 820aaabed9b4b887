/**
 * Dates of a trade: settlement two business days ahead (002 §3.2), the last coupon
 * date and accrued interest on a 30E/360 basis (coupons are annual, on the maturity's month and day).
 */
import { type Decimal, days30E360, daysInMonth, formatYmd, toYmd, type Ymd } from '@bondkit/sdk-core';
import { dec, money } from '../shared/decimal';

export { SETTLEMENT_BUSINESS_DAYS, settlementDate } from '../shared/dates';
// the 30E/360 count is sdk-core's time/ (day-count), shared with bonds/
export { days30E360 };

/** The coupon anniversary of `anchor` (month/day) in year `y`, clamped to the month's end (29 Feb → 28 Feb). */
function anniversary(anchor: Ymd, y: number): Ymd {
  return { y, m: anchor.m, d: Math.min(anchor.d, daysInMonth(y, anchor.m)) };
}

/** Perpetuals pay on 30 June (the sandbox's convention: they have no maturity to anchor on). */
const PERPETUAL_ANCHOR: Ymd = { y: 2000, m: 6, d: 30 };

/**
 * The last annual coupon date on or before `on`: the latest anniversary of the maturity's month and day
 * (30 June for perpetuals).
 */
export function lastCouponDate(maturity: string | null, on: string): string {
  const anchor = maturity ? toYmd(maturity) : PERPETUAL_ANCHOR;
  const day = toYmd(on);
  const thisYear = anniversary(anchor, day.y);
  const candidate = formatYmd(thisYear) <= on ? thisYear : anniversary(anchor, day.y - 1);
  return formatYmd(candidate);
}

/** Accrued interest per 1 of face value: coupon% × days(last coupon → settlement) / 360, exact. */
export function accruedFactor(coupon: string, maturity: string | null, settlement: string): Decimal {
  const days = days30E360(lastCouponDate(maturity, settlement), settlement);
  return dec(coupon).div(100).times(days).div(360);
}

/** Accrued interest on `principal`, rounded half-up to the cent. */
export function accruedInterest(
  principal: Decimal,
  coupon: string,
  maturity: string | null,
  settlement: string,
): Decimal {
  return money(principal.times(accruedFactor(coupon, maturity, settlement)));
}
