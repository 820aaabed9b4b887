/**
 * The sandbox's Smart Interest arithmetic: simple interest on the days-per-year denominator, quotes, a
 * holding's figures on a given day (sale interest, interest paid, next payment, payment schedule) and the
 * calendar helpers they need. Exact decimals throughout (sdk-core's `Decimal`, through `toBig`), money
 * rounded half-up to the penny (`wire` of `shared/decimal.ts`).
 */
import type { DynamicBondState, SmartInterestPayoutType } from '@bondkit/sdk-core';
import { type Amount, addDays, addYears, type Decimal, londonDaysBetween, toBig } from '@bondkit/sdk-core';

// the calendar helpers are sdk-core's time/ (day-count)
export { addDays, addYears };

import { wire } from '../shared/decimal';

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return londonDaysBetween(from, to);
}

/** Simple interest: principal × rate% × days ÷ days per year (unrounded). */
export function interest(principal: Amount, ratePercent: Amount, days: number, daysPerYear: number): Decimal {
  return toBig(principal)
    .times(toBig(ratePercent))
    .times(Math.max(0, days))
    .div(100 * daysPerYear);
}

/**
 * The quote figures of an amount for a holding's terms: a year's interest, and everything returned — the amount
 * and the interest the booked holding pays ({@link grossInterest}, the one computation quotes and bookings share:
 * annual payout pays whole-year coupons and a final part-year, term payout simple interest on the days).
 */
export function quoteFigures(
  terms: Pick<HoldingTerms, 'payout_type' | 'start_date' | 'maturity' | 'principal' | 'rate'>,
  daysPerYear: number,
): { annual_interest: string; total_returned: string } {
  const yearly = toBig(terms.principal).times(toBig(terms.rate)).div(100);
  const total = toBig(wire(terms.principal)).plus(toBig(grossInterest(terms, daysPerYear)));
  return { annual_interest: wire(yearly), total_returned: wire(total) };
}

/** A percentage of an amount, in money. */
export function percentOf(amount: Amount, percent: Amount): string {
  return wire(toBig(amount).times(toBig(percent)).div(100));
}

/** The wise5 cashback of an order: a percentage of the wise5 amount (000 §9 rounding of the principal). */
export function wise5Cashback(wise5Amount: string, cashbackPercent: Amount): string {
  return percentOf(wise5Amount, cashbackPercent);
}

/** Anniversaries of `start` strictly after it and strictly before `maturity`. */
export function anniversaries(start: string, maturity: string): string[] {
  const dates: string[] = [];
  for (let year = 1; ; year++) {
    const date = addYears(start, year);
    if (date >= maturity) return dates;
    dates.push(date);
  }
}

/**
 * Interest to maturity at the fixed rate. Term payout: simple interest on the days. Annual payout: a full
 * coupon for each whole year, and for a final part-year simple interest on its days.
 */
export function grossInterest(
  terms: Pick<HoldingTerms, 'payout_type' | 'start_date' | 'maturity' | 'principal' | 'rate'>,
  daysPerYear: number,
): string {
  const termDays = daysBetween(terms.start_date, terms.maturity);
  if (terms.payout_type === 'term') return wire(interest(terms.principal, terms.rate, termDays, daysPerYear));
  const coupon = toBig(wire(toBig(terms.principal).times(toBig(terms.rate)).div(100)));
  const dates = anniversaries(terms.start_date, terms.maturity);
  const lastStart = dates[dates.length - 1] ?? terms.start_date;
  const wholeFinalYear = addYears(lastStart, 1) === terms.maturity;
  const finalPeriod = wholeFinalYear
    ? coupon
    : toBig(wire(interest(terms.principal, terms.rate, daysBetween(lastStart, terms.maturity), daysPerYear)));
  return wire(coupon.times(dates.length).plus(finalPeriod));
}

/** The terms of a holding the figures are computed from (a `dynamic_bonds` row). */
export interface HoldingTerms {
  state: DynamicBondState;
  payout_type: SmartInterestPayoutType;
  start_date: string;
  maturity: string;
  principal: string;
  rate: string;
  /** the rate the cash-out value accrues at */
  sale_rate: string;
  gross_interest: string;
  cash_out_requested_on: string | null;
  /** what a cash-out pays (set when it is requested) */
  sale_amount?: string | null;
}

/** One scheduled payment. */
export interface ScheduledPayment {
  amount_due: string;
  date: string;
}

/** A holding's figures on a day. */
export interface HoldingFigures {
  sale_interest: string;
  interest_paid: string;
  /** the coupon paid at maturity (all the interest for term payout, the last coupon for annual payout) */
  final_coupon: string;
  next_payment_amount: string | null;
  next_payment_date: string | null;
  /** payments still to come, oldest first */
  payments: ScheduledPayment[];
}

/** Days after maturity the principal of a repaying holding arrives. */
export const REPAYMENT_SETTLEMENT_DAYS = 3;

/** Days after a cash-out request its sale amount arrives (the sandbox's own; the holding is then repaid). */
export const CASH_OUT_SETTLEMENT_DAYS = 7;

/** True for a holding whose cash-out was requested (still waiting for the sale amount, or paid it). */
export function isCashedOut(terms: Pick<HoldingTerms, 'state' | 'cash_out_requested_on'>): boolean {
  return (
    terms.cash_out_requested_on !== null && (terms.state === 'Cash out requested' || terms.state === 'Repaid')
  );
}

/** A holding's annual coupon: principal × rate%, to the penny. */
export function couponOf(terms: Pick<HoldingTerms, 'principal' | 'rate'>): string {
  return wire(toBig(terms.principal).times(toBig(terms.rate)).div(100));
}

/** The dates a holding pays its annual coupons on (none for term payout). */
export function couponDates(terms: Pick<HoldingTerms, 'payout_type' | 'start_date' | 'maturity'>): string[] {
  return terms.payout_type === 'annual' ? anniversaries(terms.start_date, terms.maturity) : [];
}

/**
 * A holding's figures on `today`: interest earned at the sale rate so far (frozen on the cash-out request day,
 * never past maturity), the interest paid (annual coupons so far; once repaid, all of it — for a cashed-out
 * holding the coupons and what the sale amount paid beyond the principal), the final coupon, and the payments
 * still to come.
 */
export function holdingFigures(terms: HoldingTerms, today: string, daysPerYear: number): HoldingFigures {
  const termDays = daysBetween(terms.start_date, terms.maturity);
  const cashedOut = isCashedOut(terms);
  const asOf = cashedOut && terms.cash_out_requested_on ? terms.cash_out_requested_on : today;
  const elapsed = Math.min(termDays, Math.max(0, daysBetween(terms.start_date, asOf)));
  const saleInterest = wire(interest(terms.principal, terms.sale_rate, elapsed, daysPerYear));

  const coupon = couponOf(terms);
  const dates = couponDates(terms);
  const scheduledCoupons = toBig(coupon).times(dates.length);
  const finalCouponBig = toBig(terms.gross_interest).minus(scheduledCoupons);
  const finalCoupon = wire(finalCouponBig.lt(0) ? '0' : finalCouponBig);
  const couponsPaid = toBig(coupon).times(dates.filter((date) => date <= asOf).length);
  let interestPaid = wire(couponsPaid);
  if (terms.state === 'Repaid') {
    interestPaid =
      cashedOut && terms.sale_amount != null
        ? wire(couponsPaid.plus(toBig(terms.sale_amount)).minus(toBig(terms.principal)))
        : wire(terms.gross_interest);
  }

  let payments: ScheduledPayment[] = [];
  if (terms.state === 'Open') {
    payments = [
      ...dates.filter((date) => date > today).map((date) => ({ amount_due: coupon, date })),
      { amount_due: wire(toBig(terms.principal).plus(toBig(finalCoupon))), date: terms.maturity },
    ];
  } else if (terms.state === 'Repaying') {
    payments = [
      {
        amount_due: wire(toBig(terms.principal).plus(toBig(finalCoupon))),
        date: addDays(terms.maturity, REPAYMENT_SETTLEMENT_DAYS),
      },
    ];
  }
  const next = payments[0] ?? null;
  return {
    sale_interest: saleInterest,
    interest_paid: interestPaid,
    final_coupon: finalCoupon,
    next_payment_amount: next?.amount_due ?? null,
    next_payment_date: next?.date ?? null,
    payments,
  };
}
