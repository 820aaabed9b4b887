// Spec: 000 §2, §5, §9
/**
 * The public savings calculator: input limits and the projection every embed shows.
 *
 * The model, month by month: interest accrues on the capital at rate ÷ 12; every sixth month the accrued
 * interest is added to the capital; the monthly amount is added at the end of each month, after that month's
 * interest. Exact arithmetic (money/decimal, the divisions by 12 and 100 multiplied through) throughout; results are
 * rounded half-up to the penny only at the end.
 *
 * @module
 */

import { type Amount, Decimal, parseAmountInput } from '../money/index';

/** A calculator number: a decimal string, a `Decimal`, or a JS number read by its shortest decimal form. */
export type CalculatorNumber = Amount | number;

/** Limits and defaults of one numeric input. */
export interface CalculatorLimit {
  min: string;
  /** null: no upper limit */
  max: string | null;
  step: string;
  default: string;
}

// Spec: 000 §5, §9
/**
 * The calculator's inputs: start 1,000–100,000 in steps of 1,000 (default 10,000); monthly
 * 0–10,000 in steps of 100 (default 1,000); whole years from 0 (default 30); annual rate default 7.0 %.
 *
 * Not in the specs: the years' upper end of 100 (a guard that keeps the projection bounded; sliders may stop
 * earlier) and the rate's range 0–100 % in steps of 0.1.
 */
export const CALCULATOR_LIMITS = {
  start: { min: '1000', max: '100000', step: '1000', default: '10000' },
  monthly: { min: '0', max: '10000', step: '100', default: '1000' },
  years: { min: '0', max: '100', step: '1', default: '30' },
  rate: { min: '0', max: '100', step: '0.1', default: '7.0' },
} as const satisfies Record<string, CalculatorLimit>;

/** One of the calculator's inputs. */
export type CalculatorField = keyof typeof CALCULATOR_LIMITS;

/** The calculator's inputs, as decimal strings (years a whole number). */
export interface SavingsInput {
  /** the amount invested at the start */
  start: CalculatorNumber;
  /** added at the end of every month */
  monthly: CalculatorNumber;
  /** whole years ≥ 0 */
  years: CalculatorNumber;
  /** annual rate in percent, e.g. `'7.0'` */
  rate: CalculatorNumber;
}

// Spec: 000 §9
/** The calculator's default inputs. */
export const DEFAULT_SAVINGS_INPUT: Readonly<{
  start: string;
  monthly: string;
  years: string;
  rate: string;
}> = {
  start: CALCULATOR_LIMITS.start.default,
  monthly: CALCULATOR_LIMITS.monthly.default,
  years: CALCULATOR_LIMITS.years.default,
  rate: CALCULATOR_LIMITS.rate.default,
};

/** Decimals kept by the divisions by a step when a value is snapped (then rounded to a whole step). */
const DIVISION_DP = 30;

function big(value: CalculatorNumber, name: string): Decimal {
  const text =
    typeof value === 'number' ? String(value) : value instanceof Decimal ? value.toFixed() : value.trim();
  try {
    return new Decimal(text);
  } catch {
    throw new TypeError(`${name} is not a number: '${String(value)}'`);
  }
}

const penny = (value: Decimal): Decimal => value.round(2, Decimal.roundHalfUp);

/** One point of the chart: the year, what was paid in and the interest earned by its end. */
export interface SavingsYear {
  /** 0 is the start */
  year: number;
  /** 2 decimals */
  paidIn: string;
  /** value − paid in, 2 decimals */
  interest: string;
  /** capital plus any accrued interest, 2 decimals */
  value: string;
}

/** The projection's results, in decimal strings with 2 decimals. */
export interface SavingsProjection {
  /** capital plus any accrued interest at the end */
  finalValue: string;
  /** the start amount plus every monthly amount */
  totalPaidIn: string;
  /** finalValue − totalPaidIn (so paid in + interest = final value to the penny) */
  totalInterest: string;
  /** year 0 (the start) to the last year, for the chart */
  years: SavingsYear[];
}

function point(year: number, paidIn: Decimal, value: Decimal): SavingsYear {
  const paid = penny(paidIn);
  const total = penny(value);
  return { year, paidIn: paid.toFixed(2), interest: total.minus(paid).toFixed(2), value: total.toFixed(2) };
}

/**
 * Projects savings (the model above). The inputs are not clamped here (see {@link clampCalculatorValue});
 * they must be ≥ 0 with whole years.
 *
 * @example
 * projectSavings({ start: '10000', monthly: '0', years: 1, rate: '7' }).finalValue // '10712.25'
 * @throws RangeError for a negative input or a fractional number of years
 */
export function projectSavings(input: SavingsInput): SavingsProjection {
  const start = big(input.start, 'start');
  const monthly = big(input.monthly, 'monthly');
  const yearsBig = big(input.years, 'years');
  const rate = big(input.rate, 'rate');
  if (start.lt(0) || monthly.lt(0) || rate.lt(0) || yearsBig.lt(0)) {
    throw new RangeError('Savings inputs cannot be negative');
  }
  if (!yearsBig.eq(yearsBig.round(0, Decimal.roundDown))) throw new RangeError('Years must be whole');
  const years = Number(yearsBig.toFixed(0));
  // Exact to the end. The model's one division is the monthly rate's ÷ 1200 (÷ 12 a month, ÷ 100 for percent),
  // whose results a decimal cannot hold (thirds), and rounding it at every capitalisation drifts once 200 of them
  // compound (17p at 100 years of 100 %). So it is multiplied through: after h capitalisations every amount is
  // carried × 1200^h, a capitalisation making the capital capital × 1200 + Σ capital × rate (over 1200^(h+1)), and
  // the one division comes when a figure is shown. At 100 years the numbers have some hundreds of digits (BigInt).
  const base = new Decimal(1200);
  let denominator = new Decimal(1); // 1200^h
  let capital = start; // × denominator
  let capitalMonths = new Decimal(0); // Σ capital over the months of the current half-year, × denominator
  let monthlyPart = monthly; // × denominator
  let paidIn = start;
  // capital plus the interest accrued so far, rounded half-up to the penny (div rounds half away from zero)
  const value = () => capital.times(base).plus(capitalMonths.times(rate)).div(denominator.times(base), 2);
  const series: SavingsYear[] = [point(0, paidIn, start)];
  for (let month = 1; month <= years * 12; month++) {
    capitalMonths = capitalMonths.plus(capital);
    if (month % 6 === 0) {
      capital = capital.times(base).plus(capitalMonths.times(rate));
      denominator = denominator.times(base);
      monthlyPart = monthlyPart.times(base);
      capitalMonths = new Decimal(0);
    }
    capital = capital.plus(monthlyPart);
    paidIn = paidIn.plus(monthly);
    if (month % 12 === 0) series.push(point(month / 12, paidIn, value()));
  }
  const last = point(years, paidIn, value());
  return { finalValue: last.value, totalPaidIn: last.paidIn, totalInterest: last.interest, years: series };
}

/**
 * Keeps a value within a field's limits and on its steps (nearest step, halves up): e.g. start `'1499'` →
 * `'1000'`, `'250000'` → `'100000'`; years `'2.6'` → `'3'`; an unreadable value gives the field's default.
 *
 * @returns a decimal string
 */
export function clampCalculatorValue(field: CalculatorField, value: CalculatorNumber): string {
  const limit: CalculatorLimit = CALCULATOR_LIMITS[field];
  let number: Decimal;
  try {
    number = big(value, field);
  } catch {
    return limit.default;
  }
  const min = new Decimal(limit.min);
  const step = new Decimal(limit.step);
  const steps = number.minus(min).div(step, DIVISION_DP).round(0, Decimal.roundHalfUp);
  let snapped = min.plus(steps.times(step));
  if (snapped.lt(min)) snapped = min;
  if (limit.max !== null && snapped.gt(limit.max)) {
    // the largest step not above the maximum
    const max = new Decimal(limit.max);
    snapped = min.plus(max.minus(min).div(step, DIVISION_DP).round(0, Decimal.roundDown).times(step));
  }
  return snapped.toFixed();
}

/** Why a typed calculator value was refused. */
export type CalculatorInputError =
  | 'empty'
  | 'not_a_number'
  | 'negative'
  | 'too_many_decimals'
  | 'not_whole'
  | 'below_min'
  | 'above_max';

/** A typed calculator value: the value, or why it was refused (with a value within the limits to fall back to). */
export type CalculatorInputResult =
  | { ok: true; value: string }
  | { ok: false; reason: CalculatorInputError; clamped: string };

/**
 * Reads a typed value of a field (Arabic-Indic digits and thousands separators allowed, as amounts are):
 * refuses empty, unreadable and negative values, more than 2 decimals, fractional years and values outside the
 * limits. A value off the step (start 1,500) is accepted as typed — the projection takes any amount — and
 * {@link clampCalculatorValue} snaps it when a slider needs to.
 */
export function parseCalculatorInput(field: CalculatorField, text: string): CalculatorInputResult {
  const limit: CalculatorLimit = CALCULATOR_LIMITS[field];
  const parsed = parseAmountInput(text, { maxDecimals: field === 'years' ? 20 : 2 });
  if (!parsed.ok) return { ok: false, reason: parsed.reason, clamped: limit.default };
  const value = new Decimal(parsed.value);
  if (field === 'years' && !value.eq(value.round(0, Decimal.roundDown))) {
    return { ok: false, reason: 'not_whole', clamped: clampCalculatorValue(field, value) };
  }
  if (value.lt(limit.min))
    return { ok: false, reason: 'below_min', clamped: clampCalculatorValue(field, value) };
  if (limit.max !== null && value.gt(limit.max)) {
    return { ok: false, reason: 'above_max', clamped: clampCalculatorValue(field, value) };
  }
  return { ok: true, value: parsed.value };
}
