/**
 * Bond yield maths: yield to maturity at a price, and the price at a yield — the spreadsheet `YIELD` and
 * `PRICE` functions (same arguments, same day-count bases, same results). The product's figures go through
 * {@link bondYields} (convention.ts), which calls these with the product's own coupon frequency and day count.
 *
 * **Floats on purpose.** These are estimates shown next to a limit price ("the yield you get at this
 * price"), not money: no amount is ever computed from them. A yield has no exact decimal value anyway (it is
 * the root of a polynomial), so IEEE doubles are used; money stays in exact decimals everywhere else.
 *
 * Conventions (as the spreadsheets):
 * - `price` is per 100 of face value (clean: without accrued interest); `redemption` is per 100 (default 100);
 * - `coupon` and yields are annual rates as fractions (`0.0575` for 5.75 %);
 * - `frequency` is coupons per year: 1, 2 or 4;
 * - `basis` is the day count: 0 = US (NASD) 30/360 (default), 1 = actual/actual, 2 = actual/360,
 *   3 = actual/365, 4 = European 30/360;
 * - coupon dates are found by stepping back from maturity in 12/frequency-month steps (month ends stay month
 *   ends); dates are calendar dates (`YYYY-MM-DD` or a `Date`, read in UTC).
 *
 * @module
 */
import { daySerial, days360, daysInMonth, formatYmd, toYmd, type Ymd } from '../time/index';

/** Day-count basis of the spreadsheet functions. */
export type DayCountBasis = 0 | 1 | 2 | 3 | 4;
/** Coupons per year. */
export type CouponFrequency = 1 | 2 | 4;
/** A calendar date: `YYYY-MM-DD`, or a `Date` (its UTC calendar day). */
export type BondDate = string | Date;

/** The bond and the trade date, shared by {@link yieldToMaturity} and {@link priceFromYield}. */
export interface BondTerms {
  /** annual coupon rate as a fraction (0.0575 = 5.75 %) */
  coupon: number;
  /** the trade's settlement date */
  settlement: BondDate;
  /** the maturity date (must be after settlement) */
  maturity: BondDate;
  /** coupons per year; 2 by default */
  frequency?: CouponFrequency;
  /** day-count basis; 0 (US 30/360) by default */
  basis?: DayCountBasis;
  /** redemption value per 100 of face; 100 by default */
  redemption?: number;
}

/** Inputs of {@link yieldToMaturity}. */
export interface YieldInput extends BondTerms {
  /** clean price per 100 of face value */
  price: number;
}

/** Inputs of {@link priceFromYield}. */
export interface PriceInput extends BondTerms {
  /** annual yield as a fraction (0.065 = 6.5 %) */
  yield: number;
}

function compare(a: Ymd, b: Ymd): number {
  return daySerial(a) - daySerial(b);
}

/** `date` moved by `months` calendar months; a month-end maturity keeps month ends (as the spreadsheets). */
function addMonths(date: Ymd, months: number, endOfMonth: boolean): Ymd {
  const index = date.y * 12 + (date.m - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  const last = daysInMonth(y, m);
  return { y, m, d: endOfMonth ? last : Math.min(date.d, last) };
}

/** The coupon period around settlement and the spreadsheet's A, E, DSC and N. */
interface CouponPeriod {
  /** days from the previous coupon to settlement (COUPDAYBS) */
  a: number;
  /** days in the coupon period (COUPDAYS) */
  e: number;
  /** days from settlement to the next coupon (COUPDAYSNC) */
  dsc: number;
  /** coupons from settlement to maturity (COUPNUM) */
  n: number;
}

function couponPeriod(terms: BondTerms): CouponPeriod {
  const frequency = terms.frequency ?? 2;
  const basis = terms.basis ?? 0;
  if (![1, 2, 4].includes(frequency)) throw new RangeError(`frequency must be 1, 2 or 4, not ${frequency}`);
  if (![0, 1, 2, 3, 4].includes(basis)) throw new RangeError(`basis must be 0–4, not ${basis}`);
  const settlement = toYmd(terms.settlement);
  const maturity = toYmd(terms.maturity);
  if (compare(settlement, maturity) >= 0) throw new RangeError('settlement must be before maturity');

  const step = 12 / frequency;
  const endOfMonth = maturity.d === daysInMonth(maturity.y, maturity.m);
  // Step back from maturity to the last coupon date on or before settlement.
  let n = 0;
  let next = maturity;
  let previous = addMonths(maturity, -step, endOfMonth);
  n = 1;
  while (compare(previous, settlement) > 0) {
    next = previous;
    n += 1;
    previous = addMonths(maturity, -step * n, endOfMonth);
  }

  let a: number;
  let e: number;
  let dsc: number;
  switch (basis) {
    case 0:
      e = 360 / frequency;
      a = days360(previous, settlement, true);
      dsc = e - a;
      break;
    case 4:
      e = 360 / frequency;
      a = days360(previous, settlement, false);
      dsc = e - a;
      break;
    case 1:
      e = daySerial(next) - daySerial(previous);
      a = daySerial(settlement) - daySerial(previous);
      dsc = daySerial(next) - daySerial(settlement);
      break;
    case 2:
      e = 360 / frequency;
      a = daySerial(settlement) - daySerial(previous);
      dsc = daySerial(next) - daySerial(settlement);
      break;
    default:
      e = 365 / frequency;
      a = daySerial(settlement) - daySerial(previous);
      dsc = daySerial(next) - daySerial(settlement);
      break;
  }
  return { a, e, dsc, n };
}

function priceAt(
  period: CouponPeriod,
  coupon: number,
  yld: number,
  redemption: number,
  frequency: number,
): number {
  const { a, e, dsc, n } = period;
  const c = (100 * coupon) / frequency;
  if (n === 1) {
    return (redemption + c) / (1 + (dsc / e) * (yld / frequency)) - c * (a / e);
  }
  const base = 1 + yld / frequency;
  const offset = dsc / e;
  let price = redemption / base ** (n - 1 + offset);
  for (let k = 1; k <= n; k++) price += c / base ** (k - 1 + offset);
  return price - c * (a / e);
}

/**
 * The clean price per 100 of face value at an annual yield — the spreadsheet `PRICE(settlement, maturity,
 * rate, yld, redemption, frequency, basis)`.
 *
 * @example
 * priceFromYield({ settlement: '2008-02-15', maturity: '2017-11-15', coupon: 0.0575, yield: 0.065,
 *   frequency: 2, basis: 0 }) // 94.6343616213221
 * @throws RangeError for unreadable dates, settlement not before maturity, or an unsupported frequency/basis
 */
export function priceFromYield(input: PriceInput): number {
  const frequency = input.frequency ?? 2;
  return priceAt(couponPeriod(input), input.coupon, input.yield, input.redemption ?? 100, frequency);
}

/**
 * The annual yield to maturity of a bond bought at a clean price — the spreadsheet `YIELD(settlement,
 * maturity, rate, pr, redemption, frequency, basis)`. With one coupon left the closed form is used; otherwise
 * Newton's method on {@link priceFromYield}, falling back to bisection, to 1e-12.
 *
 * @example
 * yieldToMaturity({ settlement: '2008-02-15', maturity: '2016-11-15', coupon: 0.0575, price: 95.04287,
 *   frequency: 2, basis: 0 }) // 0.0650000… (6.5 %)
 * @returns the yield as a fraction, or `NaN` when no yield gives the price (e.g. a price of 0 or below)
 */
export function yieldToMaturity(input: YieldInput): number {
  const frequency = input.frequency ?? 2;
  const redemption = input.redemption ?? 100;
  const period = couponPeriod(input);
  const { price, coupon } = input;
  if (!(price > 0) || !Number.isFinite(price)) return Number.NaN;
  if (period.n === 1) {
    const { a, e, dsc } = period;
    const paid = price / 100 + (a / e) * (coupon / frequency);
    return ((redemption / 100 + coupon / frequency - paid) / paid) * ((frequency * e) / dsc);
  }
  const f = (y: number) => priceAt(period, coupon, y, redemption, frequency) - price;
  // Newton from the coupon rate (the price falls as the yield rises, so the root is unique).
  let y = coupon > 0 ? coupon : 0.05;
  for (let i = 0; i < 100; i++) {
    const value = f(y);
    if (Math.abs(value) < 1e-12) return y;
    const h = 1e-7;
    const slope = (f(y + h) - f(y - h)) / (2 * h);
    if (!Number.isFinite(slope) || slope === 0) break;
    const next = y - value / slope;
    if (!Number.isFinite(next) || next <= -frequency) break;
    if (Math.abs(next - y) < 1e-14) return next;
    y = next;
  }
  // Bisection on (-frequency, 100): f is decreasing in y.
  let lo = -frequency + 1e-9;
  let hi = 100;
  if (f(lo) < 0 || f(hi) > 0) return Number.NaN;
  for (let i = 0; i < 300 && hi - lo > 1e-15; i++) {
    const mid = (lo + hi) / 2;
    if (f(mid) > 0) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/**
 * The next coupon date after `today` (`YYYY-MM-DD`): stepping back from maturity in 12/frequency-month steps,
 * as {@link yieldToMaturity} does; the maturity itself when it is the next; `null` on or after maturity.
 *
 * @example
 * nextCouponDate({ maturity: '2030-06-15', today: '2026-12-03', frequency: 1 }) // '2027-06-15'
 */
export function nextCouponDate(input: {
  maturity: BondDate;
  today: BondDate;
  frequency: CouponFrequency;
}): string | null {
  const maturity = toYmd(input.maturity);
  const today = toYmd(input.today);
  if (compare(today, maturity) >= 0) return null;
  const step = 12 / input.frequency;
  const endOfMonth = maturity.d === daysInMonth(maturity.y, maturity.m);
  let next = maturity;
  for (let n = 1; ; n += 1) {
    const previous = addMonths(maturity, -step * n, endOfMonth);
    if (compare(previous, today) <= 0) return formatYmd(next);
    next = previous;
  }
}
