// big.js is the reference the decimal module is checked against (a devDependency, never shipped).
import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal, type RoundingMode } from './decimal';

/** Decimal strings as the wire and the code carry them: signed, any size, up to 24 decimals. */
const plainDecimal = fc
  .tuple(
    fc.boolean(),
    fc.stringMatching(/^(0|[1-9]\d{0,29})$/),
    fc.option(fc.stringMatching(/^\d{1,24}$/), { nil: undefined }),
  )
  .map(
    ([negative, integer, fraction]) => `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`,
  );
/** Every notation big.js reads: plain, leading or trailing point, leading zeros, exponents. */
const anyNotation = fc.oneof(
  plainDecimal,
  fc.stringMatching(/^-?(\d{1,12}(\.\d{0,12})?|\.\d{1,12})([eE][+-]?\d{1,2})?$/),
);
const small = fc.constantFrom('0', '-0', '1', '-1', '0.5', '-0.5', '10', '0.000001', '1e-7', '123.456');
const value = fc.oneof({ weight: 4, arbitrary: plainDecimal }, { weight: 2, arbitrary: anyNotation }, small);
const nonZero = value.filter((text) => !new Big(text).eq(0));
const mode = fc.constantFrom<RoundingMode>(0, 1, 2, 3);

/** The same operation on both: the results must print the same (toString and toFixed). */
function same(ours: Decimal, reference: Big): void {
  expect(ours.toString()).toBe(reference.toString());
  expect(ours.toFixed()).toBe(reference.toFixed());
}

describe('Decimal against big.js (properties)', () => {
  it('reads every notation big.js reads, and prints it the same', () => {
    fc.assert(
      fc.property(value, fc.integer({ min: 0, max: 12 }), (text, decimals) => {
        const ours = new Decimal(text);
        const reference = new Big(text);
        same(ours, reference);
        expect(ours.toFixed(decimals)).toBe(reference.toFixed(decimals));
        expect(JSON.stringify({ ours })).toBe(JSON.stringify({ ours: reference }));
        // === rather than Object.is: there is no negative zero here ('-0' reads as 0), big.js answers -0
        expect(ours.toNumber() === reference.toNumber()).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('adds, subtracts and multiplies exactly', () => {
    fc.assert(
      fc.property(value, value, (a, b) => {
        same(new Decimal(a).plus(b), new Big(a).plus(b));
        same(new Decimal(a).minus(b), new Big(a).minus(b));
        same(new Decimal(a).times(b), new Big(a).times(b));
      }),
      { numRuns: 2000 },
    );
  });

  it('divides to 20 decimals half up (or the decimals asked for) and takes remainders', () => {
    fc.assert(
      fc.property(value, nonZero, fc.integer({ min: 0, max: 40 }), (a, b, decimals) => {
        same(new Decimal(a).div(b), new Big(a).div(b));
        const Wide = Big();
        Wide.DP = decimals;
        same(new Decimal(a).div(b, decimals), new Wide(a).div(b));
        same(new Decimal(a).mod(b), new Big(a).mod(b));
      }),
      { numRuns: 2000 },
    );
  });

  it('rounds with every mode, to any decimals', () => {
    fc.assert(
      fc.property(value, fc.integer({ min: -5, max: 26 }), mode, (text, decimals, rm) => {
        same(new Decimal(text).round(decimals, rm), new Big(text).round(decimals, rm));
      }),
      { numRuns: 3000 },
    );
  });

  it('compares, takes absolute values and whole powers', () => {
    fc.assert(
      fc.property(value, value, fc.integer({ min: 0, max: 6 }), (a, b, exponent) => {
        const ours = new Decimal(a);
        const reference = new Big(a);
        expect(ours.cmp(b)).toBe(reference.cmp(b));
        expect([ours.eq(b), ours.gt(b), ours.gte(b), ours.lt(b), ours.lte(b)]).toEqual([
          reference.eq(b),
          reference.gt(b),
          reference.gte(b),
          reference.lt(b),
          reference.lte(b),
        ]);
        same(ours.abs(), reference.abs());
        same(ours.pow(exponent), reference.pow(exponent));
      }),
      { numRuns: 2000 },
    );
  });

  it('takes numbers, bigints and other decimals as operands', () => {
    fc.assert(
      fc.property(
        value,
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
        (text, number, integer) => {
          same(new Decimal(text).plus(number), new Big(text).plus(number));
          same(new Decimal(text).times(new Decimal(integer)), new Big(text).times(integer.toString()));
        },
      ),
    );
  });
});

describe('Decimal', () => {
  it('keeps the sign of a negative value that toFixed rounds to zero, like big.js', () => {
    expect(new Decimal('-0.001').toFixed(2)).toBe('-0.00');
    expect(new Decimal('-0.001').round(2).toFixed(2)).toBe('0.00');
    expect(new Decimal('-0').toFixed()).toBe('0');
  });

  it('prints exponents where big.js does', () => {
    expect(new Decimal('0.0000001').toString()).toBe('1e-7');
    expect(new Decimal('0.000001').toString()).toBe('0.000001');
    expect(new Decimal('1.5e21').toString()).toBe('1.5e+21');
    expect(new Decimal('1.5e21').toFixed()).toBe('1500000000000000000000');
  });

  it('refuses what is not a number, and division by zero', () => {
    for (const text of ['', ' 1', '+1', '1,5', 'abc', '1e', '.', '-', 'NaN', 'Infinity']) {
      expect(() => new Decimal(text), text).toThrow(TypeError);
    }
    expect(() => new Decimal(Number.NaN)).toThrow(TypeError);
    expect(() => new Decimal('1').div(0)).toThrow(RangeError);
    expect(() => new Decimal('1').mod('0.00')).toThrow(RangeError);
    expect(() => new Decimal('1').round(1.5)).toThrow(RangeError);
    expect(() => new Decimal('1').pow(-1)).toThrow(RangeError);
  });

  it('is exact where floats are not', () => {
    expect(new Decimal('0.1').plus('0.2').toString()).toBe('0.3');
    expect(new Decimal('1.005').round(2, Decimal.roundHalfUp).toFixed(2)).toBe('1.01');
    expect(new Decimal('2.5').round(0, Decimal.roundHalfEven).toFixed()).toBe('2');
    expect(new Decimal('-2.5').round(0, Decimal.roundHalfUp).toFixed()).toBe('-3');
  });
});
