import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CALCULATOR_LIMITS,
  clampCalculatorValue,
  DEFAULT_SAVINGS_INPUT,
  parseCalculatorInput,
  projectSavings,
  type SavingsInput,
} from './rules';

/** Valid inputs on the calculator's steps (years kept short so the property runs stay quick). */
const startArb = fc.integer({ min: 1, max: 100 }).map((n) => String(n * 1000));
const monthlyArb = fc.integer({ min: 0, max: 100 }).map((n) => String(n * 100));
const yearsArb = fc.integer({ min: 0, max: 40 });
const rateArb = fc.integer({ min: 0, max: 200 }).map((n) => new Big(n).div(10).toFixed(1));
const inputArb = fc.record({ start: startArb, monthly: monthlyArb, years: yearsArb, rate: rateArb });

const value = (input: SavingsInput) => new Big(projectSavings(input).finalValue);

describe('projectSavings: hand-checked examples', () => {
  it('1,000 start, 100 a month, 1 year at 12 % (1 % a month)', () => {
    // month  interest (1 % of capital)  accrued   capital after the month's 100
    //   1    10.00                      10.00     1,100
    //   2    11.00                      21.00     1,200
    //   3    12.00                      33.00     1,300
    //   4    13.00                      46.00     1,400
    //   5    14.00                      60.00     1,500
    //   6    15.00                      75.00  →  added: 1,575, then +100 = 1,675
    //   7    16.75                      16.75     1,775
    //   8    17.75                      34.50     1,875
    //   9    18.75                      53.25     1,975
    //  10    19.75                      73.00     2,075
    //  11    20.75                      93.75     2,175
    //  12    21.75                     115.50  →  added: 2,290.50, then +100 = 2,390.50
    // paid in 1,000 + 12 × 100 = 2,200; interest 75 + 115.50 = 190.50; final 2,390.50
    const result = projectSavings({ start: '1000', monthly: '100', years: 1, rate: '12' });
    expect(result).toEqual({
      finalValue: '2390.50',
      totalPaidIn: '2200.00',
      totalInterest: '190.50',
      years: [
        { year: 0, paidIn: '1000.00', interest: '0.00', value: '1000.00' },
        { year: 1, paidIn: '2200.00', interest: '190.50', value: '2390.50' },
      ],
    });
  });

  it('10,000 at 7 % for a year with nothing added: two half-yearly additions', () => {
    // first half: 10,000 × 7 % ÷ 12 × 6 = 350 → 10,350; second half: 10,350 × 3.5 % = 362.25 → 10,712.25
    expect(projectSavings({ start: '10000', monthly: '0', years: '1', rate: '7.0' }).finalValue).toBe(
      '10712.25',
    );
  });

  it('rounds half-up to the penny only at the end', () => {
    // 1,000 at 1 % for 1 year: 1,000 × 0.5 % = 5 → 1,005; 1,005 × 0.5 % = 5.025 → 1,010.025 → 1,010.03
    const result = projectSavings({ start: '1000', monthly: '0', years: 1, rate: '1' });
    expect(result.finalValue).toBe('1010.03');
    expect(result.totalInterest).toBe('10.03');
  });

  it('gives the defaults’ projection (10,000 start, 1,000 a month, 30 years, 7 %)', () => {
    const result = projectSavings(DEFAULT_SAVINGS_INPUT);
    expect(result.totalPaidIn).toBe('370000.00');
    expect(result.finalValue).toBe('1275077.43');
    expect(result.totalInterest).toBe('905077.43');
    expect(result.years).toHaveLength(31);
    expect(result.years[30]).toEqual({
      year: 30,
      paidIn: '370000.00',
      interest: '905077.43',
      value: '1275077.43',
    });
  });

  it('matches an independent floating-point run of the same model within a penny (property)', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        let capital = Number(input.start);
        let accrued = 0;
        const r = Number(input.rate) / 100 / 12;
        for (let month = 1; month <= input.years * 12; month++) {
          accrued += capital * r;
          if (month % 6 === 0) {
            capital += accrued;
            accrued = 0;
          }
          capital += Number(input.monthly);
        }
        const decimal = Number(projectSavings(input).finalValue);
        expect(Math.abs(decimal - (capital + accrued))).toBeLessThan(0.011);
      }),
      { numRuns: 60 },
    );
  });

  it('refuses negative inputs and fractional years', () => {
    expect(() => projectSavings({ start: '-1', monthly: '0', years: 1, rate: '7' })).toThrow(RangeError);
    expect(() => projectSavings({ start: '1000', monthly: '0', years: 1.5, rate: '7' })).toThrow(RangeError);
    expect(() => projectSavings({ start: 'abc', monthly: '0', years: 1, rate: '7' })).toThrow(TypeError);
  });
});

describe('projectSavings: properties', () => {
  const opts = { numRuns: 60 };

  it('zero years returns the start amount', () => {
    fc.assert(
      fc.property(startArb, monthlyArb, rateArb, (start, monthly, rate) => {
        const result = projectSavings({ start, monthly, years: 0, rate });
        expect(result.finalValue).toBe(new Big(start).toFixed(2));
        expect(result.totalPaidIn).toBe(new Big(start).toFixed(2));
        expect(result.totalInterest).toBe('0.00');
        expect(result.years).toHaveLength(1);
      }),
      opts,
    );
  });

  it('paid in plus interest equals the final value to the penny, every year too', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = projectSavings(input);
        expect(new Big(result.totalPaidIn).plus(result.totalInterest).eq(result.finalValue)).toBe(true);
        expect(result.totalPaidIn).toBe(
          new Big(input.start).plus(new Big(input.monthly).times(input.years * 12)).toFixed(2),
        );
        for (const year of result.years) {
          expect(new Big(year.paidIn).plus(year.interest).eq(year.value)).toBe(true);
        }
        expect(result.years.map((y) => y.year)).toEqual(Array.from({ length: input.years + 1 }, (_, i) => i));
      }),
      opts,
    );
  });

  it('is monotonic in the start amount', () => {
    fc.assert(
      fc.property(inputArb, startArb, (input, other) => {
        const [lo, hi] = new Big(input.start).lte(other) ? [input.start, other] : [other, input.start];
        expect(value({ ...input, start: lo }).lte(value({ ...input, start: hi }))).toBe(true);
      }),
      opts,
    );
  });

  it('is monotonic in the monthly amount', () => {
    fc.assert(
      fc.property(inputArb, monthlyArb, (input, other) => {
        const [lo, hi] = new Big(input.monthly).lte(other) ? [input.monthly, other] : [other, input.monthly];
        expect(value({ ...input, monthly: lo }).lte(value({ ...input, monthly: hi }))).toBe(true);
      }),
      opts,
    );
  });

  it('is monotonic in years', () => {
    fc.assert(
      fc.property(inputArb, yearsArb, (input, other) => {
        const [lo, hi] = input.years <= other ? [input.years, other] : [other, input.years];
        expect(value({ ...input, years: lo }).lte(value({ ...input, years: hi }))).toBe(true);
      }),
      opts,
    );
  });

  it('is monotonic in the rate', () => {
    fc.assert(
      fc.property(inputArb, rateArb, (input, other) => {
        const [lo, hi] = new Big(input.rate).lte(other) ? [input.rate, other] : [other, input.rate];
        expect(value({ ...input, rate: lo }).lte(value({ ...input, rate: hi }))).toBe(true);
      }),
      opts,
    );
  });

  it('the chart’s values never fall from one year to the next', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const years = projectSavings(input).years;
        for (let i = 1; i < years.length; i++) {
          expect(new Big(years[i]!.value).gte(years[i - 1]!.value)).toBe(true);
          expect(new Big(years[i]!.interest).gte(years[i - 1]!.interest)).toBe(true);
        }
      }),
      opts,
    );
  });
});

/** An exact rational `n / d` (d > 0) on BigInt: the reference owes nothing to money/decimal. */
interface Ratio {
  n: bigint;
  d: bigint;
}

/** A decimal string (`'7.3'`, `'1500.25'`) as a ratio over a power of ten. */
function ratio(text: string): Ratio {
  const [whole, fraction = ''] = text.split('.');
  return { n: BigInt(whole + fraction), d: 10n ** BigInt(fraction.length) };
}

// the denominators met here divide one another (the inputs' powers of ten, the monthly rate's 1200 × 10^k and its
// powers), so a sum keeps the larger one: multiplying them would square the denominator at every capitalisation
function add(a: Ratio, b: Ratio): Ratio {
  if (a.d === b.d) return { n: a.n + b.n, d: a.d };
  if (b.d % a.d === 0n) return { n: a.n * (b.d / a.d) + b.n, d: b.d };
  if (a.d % b.d === 0n) return { n: a.n + b.n * (a.d / b.d), d: a.d };
  return { n: a.n * b.d + b.n * a.d, d: a.d * b.d };
}

const mul = (a: Ratio, b: Ratio): Ratio => ({ n: a.n * b.n, d: a.d * b.d });

/** Whole pennies, rounded half-up (the values are ≥ 0). */
const pennies = (value: Ratio): bigint => (value.n * 200n + value.d) / (2n * value.d);

/** Pennies as a decimal string with 2 decimals. */
function money(pennies: bigint): string {
  const text = pennies.toString().padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
}

/**
 * The model as the calculator's documentation states it, month by month in exact rationals: each month's
 * interest (capital × rate ÷ 100 ÷ 12) accrues; every sixth month the accrued interest joins the capital; then the
 * monthly amount does. Rounded only when a figure is shown.
 */
function exactProjection(input: { start: string; monthly: string; years: number; rate: string }) {
  const monthly = ratio(input.monthly);
  const monthlyRate = mul(ratio(input.rate), { n: 1n, d: 1200n });
  let capital = ratio(input.start);
  let accrued: Ratio = { n: 0n, d: 1n };
  let paidIn = capital;
  // what is shown: the value and the amount paid in, each rounded; the interest their difference
  const shown = (year: number) => {
    const value = pennies(add(capital, accrued));
    const paid = pennies(paidIn);
    return { year, paidIn: money(paid), interest: money(value - paid), value: money(value) };
  };
  const years = [shown(0)];
  for (let month = 1; month <= input.years * 12; month++) {
    accrued = add(accrued, mul(capital, monthlyRate));
    if (month % 6 === 0) {
      capital = add(capital, accrued);
      accrued = { n: 0n, d: 1n };
    }
    capital = add(capital, monthly);
    paidIn = add(paidIn, monthly);
    if (month % 12 === 0) years.push(shown(month / 12));
  }
  const last = years[years.length - 1]!;
  return { finalValue: last.value, totalPaidIn: last.paidIn, totalInterest: last.interest, years };
}

describe('projectSavings: exact to the penny over the whole allowed range', () => {
  /** Whole pennies between two amounts, as a decimal string with 2 decimals. */
  const amountArb = (min: number, max: number) =>
    fc.integer({ min: min * 100, max: max * 100 }).map((cents) => new Big(cents).div(100).toFixed(2));
  // on the sliders' steps, or typed (parseCalculatorInput takes any amount within the limits, to the penny)
  const fullInputArb = fc.record({
    start: fc.oneof(startArb, amountArb(1_000, 100_000)),
    monthly: fc.oneof(monthlyArb, amountArb(0, 10_000)),
    years: fc.oneof(fc.integer({ min: 0, max: 100 }), fc.constantFrom(99, 100)),
    rate: fc.oneof(
      fc.integer({ min: 0, max: 1000 }).map((n) => new Big(n).div(10).toFixed(1)),
      amountArb(0, 100),
    ),
  });

  it('at the limits: 0 and 100 years, 0 %, 0.1 % and 100 %, the least and most start and monthly amounts', () => {
    // the largest of them: 100,000 and 10,000 a month for 100 years at 100 % is about 4 × 10^40
    for (const start of ['1000', '100000']) {
      for (const monthly of ['0', '10000']) {
        for (const years of [0, 1, 100]) {
          for (const rate of ['0', '0.1', '100']) {
            const input = { start, monthly, years, rate };
            expect(projectSavings(input), JSON.stringify(input)).toEqual(exactProjection(input));
          }
        }
      }
    }
  });

  it('at random inputs within the limits, every year of the chart too (property)', () => {
    fc.assert(
      fc.property(fullInputArb, (input) => {
        expect(projectSavings(input)).toEqual(exactProjection(input));
      }),
      { numRuns: 40 },
    );
  });
});

describe('inputs (000 §5, §9)', () => {
  it('carries the spec’s ranges, steps and defaults', () => {
    expect(CALCULATOR_LIMITS.start).toEqual({ min: '1000', max: '100000', step: '1000', default: '10000' });
    expect(CALCULATOR_LIMITS.monthly).toEqual({ min: '0', max: '10000', step: '100', default: '1000' });
    expect(CALCULATOR_LIMITS.years.min).toBe('0');
    expect(CALCULATOR_LIMITS.years.default).toBe('30');
    expect(DEFAULT_SAVINGS_INPUT.rate).toBe('7.0');
  });

  it('clamps and snaps to the steps', () => {
    expect(clampCalculatorValue('start', '1499')).toBe('1000');
    expect(clampCalculatorValue('start', '1500')).toBe('2000');
    expect(clampCalculatorValue('start', '0')).toBe('1000');
    expect(clampCalculatorValue('start', 250000)).toBe('100000');
    expect(clampCalculatorValue('monthly', '-50')).toBe('0');
    expect(clampCalculatorValue('monthly', '149')).toBe('100');
    expect(clampCalculatorValue('monthly', '10049')).toBe('10000');
    expect(clampCalculatorValue('years', '2.6')).toBe('3');
    expect(clampCalculatorValue('years', '-3')).toBe('0');
    expect(clampCalculatorValue('rate', '7.04')).toBe('7');
    expect(clampCalculatorValue('start', 'abc')).toBe('10000');
  });

  it('clamped values always lie within the limits and on a step (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('start' as const, 'monthly' as const, 'years' as const),
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        (field, n) => {
          const limit = CALCULATOR_LIMITS[field];
          const clamped = new Big(clampCalculatorValue(field, n));
          expect(clamped.gte(limit.min) && clamped.lte(limit.max)).toBe(true);
          expect(clamped.minus(limit.min).mod(limit.step).eq(0)).toBe(true);
        },
      ),
    );
  });

  it('reads typed values and says why it refuses them', () => {
    expect(parseCalculatorInput('start', '25,000')).toEqual({ ok: true, value: '25000' });
    expect(parseCalculatorInput('monthly', '٥٠٠')).toEqual({ ok: true, value: '500' });
    expect(parseCalculatorInput('start', '')).toEqual({ ok: false, reason: 'empty', clamped: '10000' });
    expect(parseCalculatorInput('start', '500')).toEqual({ ok: false, reason: 'below_min', clamped: '1000' });
    expect(parseCalculatorInput('start', '200000')).toEqual({
      ok: false,
      reason: 'above_max',
      clamped: '100000',
    });
    expect(parseCalculatorInput('monthly', '-5')).toEqual({ ok: false, reason: 'negative', clamped: '1000' });
    expect(parseCalculatorInput('years', '2.5')).toEqual({ ok: false, reason: 'not_whole', clamped: '3' });
    expect(parseCalculatorInput('years', '0')).toEqual({ ok: true, value: '0' });
    expect(parseCalculatorInput('rate', '7.125')).toEqual({
      ok: false,
      reason: 'too_many_decimals',
      clamped: '7.0',
    });
  });
});
