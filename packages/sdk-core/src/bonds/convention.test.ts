import { describe, expect, it } from 'vitest';
import { bondYields, dayCountBasis, PRODUCT_BOND_CONVENTION } from './convention';
import { yieldToMaturity } from './yield';

describe('bondYields', () => {
  it('gives the textbook yields of the spreadsheet example (semi-annual, US 30/360)', () => {
    expect(
      bondYields({
        price: '95.04287',
        coupon: '5.75',
        settlement: '2008-02-15',
        maturity: '2016-11-15',
        frequency: 2,
        dayCount: '30/360',
      }),
    ).toEqual({ currentYield: '6.050', yieldToMaturity: '6.500' });
  });

  it('defaults to the market convention: annual coupons, 30E/360', () => {
    expect(PRODUCT_BOND_CONVENTION).toEqual({ frequency: 1, dayCount: '30E/360' });
    const terms = { coupon: 0.045, price: 97.5, settlement: '2026-11-27', maturity: '2032-03-31' };
    const expected = (yieldToMaturity({ ...terms, frequency: 1, basis: 4 }) * 100).toFixed(3);
    expect(
      bondYields({ price: '97.5', coupon: '4.5', settlement: '2026-11-27', maturity: '2032-03-31' })
        .yieldToMaturity,
    ).toBe(expected);
    // and the convention matters: semi-annual US 30/360 gives another figure for the same bond
    const semi = (yieldToMaturity({ ...terms, frequency: 2, basis: 0 }) * 100).toFixed(3);
    expect(semi).not.toBe(expected);
  });

  it('computes the current yield exactly, rounded half up (coupon ÷ price × 100)', () => {
    const at = (coupon: string, price: string) =>
      bondYields({ price, coupon, settlement: '2026-01-01', maturity: null }).currentYield;
    expect(at('6.5', '97.25')).toBe('6.684');
    expect(at('5', '100.00')).toBe('5.000');
    expect(at('1', '3')).toBe('33.333');
    expect(at('2', '3')).toBe('66.667');
    expect(at('0.0005', '100')).toBe('0.001');
  });

  it('has no yield to maturity for a perpetual or a settlement on or after maturity, nothing for a bad price', () => {
    expect(bondYields({ price: '100', coupon: '5', settlement: '2026-01-01', maturity: null })).toEqual({
      currentYield: '5.000',
      yieldToMaturity: null,
    });
    expect(
      bondYields({ price: '100', coupon: '5', settlement: '2030-01-01', maturity: '2030-01-01' }),
    ).toEqual({ currentYield: '5.000', yieldToMaturity: null });
    for (const price of ['0', '-1', 'abc', '']) {
      expect(bondYields({ price, coupon: '5', settlement: '2026-01-01', maturity: '2030-01-01' })).toEqual({
        currentYield: null,
        yieldToMaturity: null,
      });
    }
  });

  it('maps each wire day count to its spreadsheet basis', () => {
    expect(dayCountBasis('30/360')).toBe(0);
    expect(dayCountBasis('actual/actual')).toBe(1);
    expect(dayCountBasis('actual/360')).toBe(2);
    expect(dayCountBasis('actual/365')).toBe(3);
    expect(dayCountBasis('30E/360')).toBe(4);
  });
});
