import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareAmounts,
  floorTo2,
  fromMinorUnits,
  isDecimalString,
  isZeroAmount,
  sumAmounts,
  toBig,
  toMinorUnits,
  toWire,
} from './amount';
import { currencies, currencyName, currencySymbol, isCurrencyCode } from './currencies';
import { Decimal } from './decimal';

/** Decimal strings of any size with up to 6 decimals, signed. */
const decimal = fc.stringMatching(/^-?\d{1,24}(\.\d{1,6})?$/);
const twoDecimals = fc.stringMatching(/^\d{1,20}(\.\d{1,2})?$/);

describe('currencies', () => {
  it('carries the specs’ symbols and names', () => {
    expect(Object.values(currencies).map((c) => [c.code, c.symbol, c.name])).toEqual([
      ['GBP', '£', 'Pound Sterling'],
      ['EUR', '€', 'Euro'],
      ['USD', '$', 'US Dollar'],
      ['AED', 'AED', 'UAE Dirham'],
    ]);
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencyName('AED')).toBe('UAE Dirham');
    expect(isCurrencyCode('GBP')).toBe(true);
    expect(isCurrencyCode('JPY')).toBe(false);
    expect(isCurrencyCode('toString')).toBe(false);
  });
});

describe('floorTo2', () => {
  it('floors rather than rounds', () => {
    expect(floorTo2('10.999')).toBe('10.99');
    expect(floorTo2('0.005')).toBe('0.00');
    expect(floorTo2('-1.001')).toBe('-1.01');
    expect(floorTo2('7')).toBe('7.00');
  });

  it('never exceeds the input and loses less than a penny (property)', () => {
    fc.assert(
      fc.property(decimal, (amount) => {
        const floored = new Big(floorTo2(amount));
        const input = new Big(amount);
        expect(floored.lte(input)).toBe(true);
        expect(input.minus(floored).lt('0.01')).toBe(true);
      }),
    );
  });
});

describe('toWire', () => {
  it('sends exactly 2 decimals', () => {
    expect(toWire('1000')).toBe('1000.00');
    expect(toWire('12.5')).toBe('12.50');
    expect(toWire('12.345')).toBe('12.35');
    expect(toWire('12.345', { floor: true })).toBe('12.34');
    expect(toWire(new Decimal('0.1').plus('0.2'))).toBe('0.30');
  });

  it('always has 2 decimals and stays within half a penny (property)', () => {
    fc.assert(
      fc.property(decimal, (amount) => {
        const wire = toWire(amount);
        expect(wire).toMatch(/^-?\d+\.\d{2}$/);
        expect(new Big(wire).minus(amount).abs().lte('0.005')).toBe(true);
      }),
    );
  });

  it('leaves amounts that already have at most 2 decimals unchanged in value (property)', () => {
    fc.assert(fc.property(twoDecimals, (amount) => new Big(toWire(amount)).eq(amount)));
  });
});

describe('minor units', () => {
  it('converts to pence for card providers', () => {
    expect(toMinorUnits('12.34', 'GBP')).toBe('1234');
    expect(toMinorUnits('100', 'EUR')).toBe('10000');
    expect(toMinorUnits('9500.00', 'GBP')).toBe('950000');
    expect(fromMinorUnits(1234, 'GBP')).toBe('12.34');
  });

  it('refuses to round money silently', () => {
    expect(() => toMinorUnits('1.005', 'GBP')).toThrow(RangeError);
  });

  it('round-trips (property)', () => {
    fc.assert(
      fc.property(twoDecimals, fc.constantFrom('GBP', 'EUR', 'USD', 'AED'), (amount, currency) => {
        const minor = toMinorUnits(amount, currency);
        expect(minor).toMatch(/^\d+$/);
        expect(new Big(fromMinorUnits(minor, currency)).eq(amount)).toBe(true);
      }),
    );
  });
});

describe('arithmetic helpers', () => {
  it('compares, sums and tests zero without floats', () => {
    expect(sumAmounts(['0.1', '0.2'])).toBe('0.3');
    expect(sumAmounts([])).toBe('0');
    expect(compareAmounts('100.00', '100')).toBe(0);
    expect(compareAmounts('99.99', '100')).toBe(-1);
    expect(isZeroAmount('0.00')).toBe(true);
    expect(isZeroAmount('0.01')).toBe(false);
    expect(isDecimalString('12.5')).toBe(true);
    expect(isDecimalString('1e5')).toBe(false);
  });

  it('rejects non-decimal strings with a TypeError', () => {
    expect(() => toBig('abc')).toThrow(TypeError);
  });
});
