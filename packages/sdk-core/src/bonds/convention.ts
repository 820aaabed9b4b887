/**
 * The product's yields: one function, {@link bondYields}, gives the yield to maturity and the current yield of
 * a bond at a price. The market's `yield_to_maturity` and `current_yield` (computed by the sandbox), the
 * portfolio's yields and the trade ticket's yield at a limit price all come from it, so they agree for the
 * same bond, price and settlement date.
 *
 * Each product carries its coupon frequency and day count (`coupon_frequency`, `day_count` on the wire);
 * where a product does not say, {@link PRODUCT_BOND_CONVENTION} applies: annual coupons on the maturity's
 * anniversary and the 30E/360 day count, the convention the platform books accrued interest on.
 *
 * Numeric method: the current yield is exact decimal arithmetic (coupon ÷ price × 100, rounded half up). The
 * yield to maturity is the root of a polynomial with no exact decimal value; it is solved in IEEE doubles
 * (Newton's method, bisection as a fallback, to 1e-12 — see {@link yieldToMaturity}) and then rounded to 3
 * decimals of a percent, far coarser than the solver's error, so the rounded figure is the same wherever it
 * is computed. No amount of money is ever derived from a yield.
 *
 * @module
 */
import { Decimal } from '../money/index';
import type { DayCount } from './wire';
import { type BondDate, type CouponFrequency, type DayCountBasis, yieldToMaturity } from './yield';

const BASIS: Record<DayCount, DayCountBasis> = {
  '30/360': 0,
  'actual/actual': 1,
  'actual/360': 2,
  'actual/365': 3,
  '30E/360': 4,
};

/** The spreadsheet day-count basis (0–4) of a {@link DayCount}. */
export function dayCountBasis(dayCount: DayCount): DayCountBasis {
  return BASIS[dayCount];
}

/**
 * The convention of a product that does not carry its own: annual coupons on the maturity's anniversary,
 * accrued on 30E/360 — the convention the platform's trades book accrued interest on.
 */
export const PRODUCT_BOND_CONVENTION: { readonly frequency: CouponFrequency; readonly dayCount: DayCount } = {
  frequency: 1,
  dayCount: '30E/360',
};

/** Inputs of {@link bondYields}: the wire forms of a product and a price. */
export interface BondYieldsInput {
  /** clean price per 100 of face value, a decimal string */
  price: string;
  /** annual coupon in percent, a decimal string (`'5.75'`) */
  coupon: string;
  /** the settlement date the price is for */
  settlement: BondDate;
  /** the maturity date; `null` for a perpetual */
  maturity: BondDate | null;
  /** coupons per year; {@link PRODUCT_BOND_CONVENTION}'s when absent */
  frequency?: CouponFrequency | null;
  /** the day count; {@link PRODUCT_BOND_CONVENTION}'s when absent */
  dayCount?: DayCount | null;
}

/** What {@link bondYields} returns: yields in percent with 3 decimals, as decimal strings. */
export interface BondYields {
  /** coupon ÷ price × 100; `null` when the price is not above zero */
  currentYield: string | null;
  /** `null` for a perpetual, a settlement on or after maturity, or a price no yield gives */
  yieldToMaturity: string | null;
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * The yield to maturity and the current yield of a bond bought at `price`, on the product's own coupon
 * frequency and day count, in percent to 3 decimals.
 *
 * @example
 * bondYields({ price: '95.04287', coupon: '5.75', settlement: '2008-02-15', maturity: '2016-11-15',
 *   frequency: 2, dayCount: '30/360' }) // { currentYield: '6.050', yieldToMaturity: '6.500' }
 */
export function bondYields(input: BondYieldsInput): BondYields {
  if (!DECIMAL.test(input.price) || !DECIMAL.test(input.coupon)) {
    return { currentYield: null, yieldToMaturity: null };
  }
  const price = new Decimal(input.price);
  if (price.lte(0)) return { currentYield: null, yieldToMaturity: null };
  const currentYield = new Decimal(input.coupon).times(100).div(price, 3).toFixed(3);
  if (input.maturity === null) return { currentYield, yieldToMaturity: null };
  try {
    const y = yieldToMaturity({
      price: Number(input.price),
      coupon: Number(input.coupon) / 100,
      settlement: input.settlement,
      maturity: input.maturity,
      frequency: input.frequency ?? PRODUCT_BOND_CONVENTION.frequency,
      basis: dayCountBasis(input.dayCount ?? PRODUCT_BOND_CONVENTION.dayCount),
    });
    return { currentYield, yieldToMaturity: Number.isFinite(y) ? (y * 100).toFixed(3) : null };
  } catch {
    // settlement on or after maturity, or an unreadable date
    return { currentYield, yieldToMaturity: null };
  }
}
