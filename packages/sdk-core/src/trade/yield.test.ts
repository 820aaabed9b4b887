import { describe, expect, it } from 'vitest';
import { limitPriceYield } from './yield';

describe('limitPriceYield', () => {
  it('shows the yield at a limit price from wire strings, in percent with 3 decimals', () => {
    expect(
      limitPriceYield({
        price: '95.04287',
        coupon: '5.75',
        settlement: '2008-02-15',
        maturity: '2016-11-15',
        frequency: 2,
        dayCount: '30/360',
      }),
    ).toBe('6.500');
  });

  it('uses the market convention (annual coupons, 30E/360) when the product carries none', () => {
    // par bond on a coupon date: the yield is the coupon whatever the convention
    expect(
      limitPriceYield({ price: '100', coupon: '5', settlement: '2026-06-30', maturity: '2031-06-30' }),
    ).toBe('5.000');
    // annual compounding: 5 % coupon, 10 years, 92.64 → 6 % (5 × a(10, 6 %) + 100 × 1.06^-10 = 92.6399)
    expect(
      limitPriceYield({ price: '92.64', coupon: '5', settlement: '2026-06-30', maturity: '2036-06-30' }),
    ).toBe('6.000');
  });

  it('has none for perpetuals, unusable prices or a settlement after maturity', () => {
    expect(
      limitPriceYield({ price: '100', coupon: '5', settlement: '2026-01-01', maturity: null }),
    ).toBeNull();
    expect(
      limitPriceYield({ price: '0', coupon: '5', settlement: '2026-01-01', maturity: '2030-01-01' }),
    ).toBeNull();
    expect(
      limitPriceYield({ price: '100', coupon: '5', settlement: '2031-01-01', maturity: '2030-01-01' }),
    ).toBeNull();
  });
});
