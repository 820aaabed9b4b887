import { bondYields, PRODUCT_BOND_CONVENTION } from '@bondkit/sdk-core';
import { describe, expect, it } from 'vitest';
import { productYields, SANDBOX_BOND_CONVENTION } from './yields';

// Monday 23 November 2026: trades settle on Wednesday 25 November
const now = new Date('2026-11-23T10:00:00Z');

describe('productYields', () => {
  it('are the market convention’s yields at the settlement date of a trade made now', () => {
    expect(SANDBOX_BOND_CONVENTION).toEqual({
      coupon_frequency: PRODUCT_BOND_CONVENTION.frequency,
      day_count: PRODUCT_BOND_CONVENTION.dayCount,
    });
    const yields = bondYields({
      price: '97.25',
      coupon: '6.5',
      settlement: '2026-11-25',
      maturity: '2031-03-15',
    });
    expect(productYields({ coupon: '6.5', maturity: '2031-03-15' }, '97.25', now)).toEqual({
      current_yield: '6.684',
      yield_to_maturity: yields.yieldToMaturity,
    });
  });

  it('match textbook values on a coupon date (annual compounding)', () => {
    // 5 % coupon, 10 years from settlement on a coupon date, priced to yield 6 %: 92.6399
    const bond = { coupon: '5', maturity: '2036-11-25' };
    expect(productYields(bond, '92.64', now).yield_to_maturity).toBe('6.000');
    expect(productYields(bond, '100', now).yield_to_maturity).toBe('5.000');
    // zero coupon, 5 years: 100 / 1.05^5 = 78.3526
    expect(productYields({ coupon: '0', maturity: '2031-11-25' }, '78.3526', now).yield_to_maturity).toBe(
      '5.000',
    );
  });

  it('give a perpetual (and a bond settling at maturity) its running yield', () => {
    expect(productYields({ coupon: '7', maturity: null }, '95', now)).toEqual({
      current_yield: '7.368',
      yield_to_maturity: '7.368',
    });
    expect(productYields({ coupon: '4', maturity: '2026-11-24' }, '100', now).yield_to_maturity).toBe(
      '4.000',
    );
  });

  it('refuse a price that is not above zero', () => {
    expect(() => productYields({ coupon: '4', maturity: '2030-01-01' }, '0', now)).toThrow();
  });
});
