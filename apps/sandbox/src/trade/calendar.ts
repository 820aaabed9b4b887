/**
 * Dates of a trade: settlement two business days ahead (002 §3.2), the last coupon
 * date and accrued interest on a 30E/360 basis (coupons are annual, on the maturity's month and day).
 */
import type { Decimal } from '@bondkit/sdk-core';
import { dec, money } from '../shared/decimal';

export { SETTLEMENT_BUSINESS_DAYS, settlementDate } from '../shared/dates';

interface Ymd {
  y: number;
  m: number;
  d: number;
}

function parse(date: string): Ymd {
  const [y, m, d] = date.split('-').map(Number);
  return { y: y ?? 1970, m: m ?? 1, d: d ?? 1 };
}

function format({ y, m, d }: Ymd): string {
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

function daysInMonth(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

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
  const anchor = maturity ? parse(maturity) : PERPETUAL_ANCHOR;
  const day = parse(on);
  const thisYear = anniversary(anchor, day.y);
  const candidate = format(thisYear) <= on ? thisYear : anniversary(anchor, day.y - 1);
  return format(candidate);
}

/** Days between two dates on the 30E/360 basis (every month 30 days, the 31st counts as the 30th). */
export function days30E360(from: string, to: string): number {
  const a = parse(from);
  const b = parse(to);
  const d1 = Math.min(a.d, 30);
  const d2 = Math.min(b.d, 30);
  return 360 * (b.y - a.y) + 30 * (b.m - a.m) + (d2 - d1);
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
