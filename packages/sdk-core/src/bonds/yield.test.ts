import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextCouponDate, priceFromYield, yieldToMaturity } from './yield';

describe('priceFromYield (spreadsheet PRICE)', () => {
  it('matches the published example PRICE(2008-02-15, 2017-11-15, 5.75%, 6.5%, 100, 2, 0)', () => {
    const price = priceFromYield({
      settlement: '2008-02-15',
      maturity: '2017-11-15',
      coupon: 0.0575,
      yield: 0.065,
      redemption: 100,
      frequency: 2,
      basis: 0,
    });
    expect(price).toBeCloseTo(94.6343616213221, 10);
  });

  it('matches the YIELD example’s price, 95.04287, at 6.5 %', () => {
    const price = priceFromYield({
      settlement: '2008-02-15',
      maturity: '2016-11-15',
      coupon: 0.0575,
      yield: 0.065,
      frequency: 2,
      basis: 0,
    });
    expect(price).toBeCloseTo(95.04287, 5);
  });

  it('on a coupon date is the plain annuity on the 30/360 and actual/actual bases', () => {
    // 10 semi-annual coupons of 2.5 discounted at 3 % a period, plus 100.
    const v = 1 / 1.03;
    let expected = 100 * v ** 10;
    for (let k = 1; k <= 10; k++) expected += 2.5 * v ** k;
    for (const basis of [0, 1, 4] as const) {
      const price = priceFromYield({
        settlement: '2026-05-15',
        maturity: '2031-05-15',
        coupon: 0.05,
        yield: 0.06,
        frequency: 2,
        basis,
      });
      expect(price).toBeCloseTo(expected, 10);
    }
  });

  it('counts actual days on basis 1 (A = 92, E = 182, DSC = 90 between 15 Nov 2007 and 15 May 2008)', () => {
    const c = 2.875;
    const base = 1.0325;
    const offset = 90 / 182;
    let expected = 100 / base ** (19 + offset);
    for (let k = 1; k <= 20; k++) expected += c / base ** (k - 1 + offset);
    expected -= c * (92 / 182);
    const price = priceFromYield({
      settlement: '2008-02-15',
      maturity: '2017-11-15',
      coupon: 0.0575,
      yield: 0.065,
      frequency: 2,
      basis: 1,
    });
    expect(price).toBeCloseTo(expected, 10);
    expect(price).toBeCloseTo(94.6354492078772, 9);
  });

  it('uses the closed form with one coupon left', () => {
    // basis 1: PCD 2026-05-15, NCD = maturity 2026-11-15: E = 184, A = 92, DSC = 92.
    const expected = (100 + 2.5) / (1 + (92 / 184) * 0.03) - 2.5 * (92 / 184);
    expect(
      priceFromYield({
        settlement: '2026-08-15',
        maturity: '2026-11-15',
        coupon: 0.05,
        yield: 0.06,
        frequency: 2,
        basis: 1,
      }),
    ).toBeCloseTo(expected, 12);
  });

  it('keeps month-end coupon dates for a month-end maturity (31 Aug → 28 Feb)', () => {
    // basis 1: PCD 2026-02-28, NCD 2026-08-31 → A = 92, E = 184, DSC = 92; 9 coupons to 2030-08-31.
    const c = 3;
    const base = 1.035;
    const offset = 92 / 184;
    let expected = 100 / base ** (8 + offset);
    for (let k = 1; k <= 9; k++) expected += c / base ** (k - 1 + offset);
    expected -= c * (92 / 184);
    const price = priceFromYield({
      settlement: '2026-05-31',
      maturity: '2030-08-31',
      coupon: 0.06,
      yield: 0.07,
      frequency: 2,
      basis: 1,
    });
    expect(price).toBeCloseTo(expected, 10);
  });

  it('refuses settlement on or after maturity, bad dates and unsupported frequencies', () => {
    const terms = { coupon: 0.05, yield: 0.05, frequency: 2 as const };
    expect(() => priceFromYield({ ...terms, settlement: '2030-01-01', maturity: '2030-01-01' })).toThrow(
      RangeError,
    );
    expect(() => priceFromYield({ ...terms, settlement: '2026-02-30', maturity: '2030-01-01' })).toThrow(
      RangeError,
    );
    expect(() =>
      priceFromYield({ ...terms, settlement: '2026-01-01', maturity: '2030-01-01', frequency: 3 as 2 }),
    ).toThrow(RangeError);
  });
});

describe('yieldToMaturity (spreadsheet YIELD)', () => {
  it('matches the published example YIELD(2008-02-15, 2016-11-15, 5.75%, 95.04287, 100, 2, 0) = 6.5 %', () => {
    const y = yieldToMaturity({
      settlement: '2008-02-15',
      maturity: '2016-11-15',
      coupon: 0.0575,
      price: 95.04287,
      redemption: 100,
      frequency: 2,
      basis: 0,
    });
    expect(y).toBeCloseTo(0.065, 7);
    expect(y).toBeCloseTo(0.0650000068807, 11);
  });

  it('inverts PRICE on bases 0 and 1 (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3650 }),
        fc.integer({ min: 30, max: 10_000 }),
        fc.double({ min: 0, max: 0.12, noNaN: true }),
        fc.double({ min: 0.001, max: 0.2, noNaN: true }),
        fc.constantFrom(1, 2, 4) as fc.Arbitrary<1 | 2 | 4>,
        fc.constantFrom(0, 1) as fc.Arbitrary<0 | 1>,
        (startDay, days, coupon, yld, frequency, basis) => {
          const settlement = new Date(Date.UTC(2020, 0, 1) + startDay * 86_400_000);
          const maturity = new Date(settlement.getTime() + days * 86_400_000);
          const terms = { settlement, maturity, coupon, frequency, basis };
          const price = priceFromYield({ ...terms, yield: yld });
          expect(yieldToMaturity({ ...terms, price })).toBeCloseTo(yld, 8);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('falls as the price rises', () => {
    const terms = { settlement: '2026-11-25', maturity: '2031-06-30', coupon: 0.05 };
    const cheap = yieldToMaturity({ ...terms, price: 95 });
    const par = yieldToMaturity({ ...terms, price: 100 });
    const rich = yieldToMaturity({ ...terms, price: 105 });
    expect(cheap).toBeGreaterThan(par);
    expect(par).toBeGreaterThan(rich);
    expect(par).toBeCloseTo(0.05, 3);
  });

  it('has no answer for a price of zero or below', () => {
    expect(
      yieldToMaturity({ settlement: '2026-01-01', maturity: '2030-01-01', coupon: 0.05, price: 0 }),
    ).toBeNaN();
  });
});

describe('nextCouponDate', () => {
  it('steps back from maturity: the next anniversary after today, the maturity itself at the end', () => {
    expect(nextCouponDate({ maturity: '2030-06-15', today: '2026-12-03', frequency: 1 })).toBe('2027-06-15');
    expect(nextCouponDate({ maturity: '2030-06-15', today: '2027-06-15', frequency: 1 })).toBe('2028-06-15');
    expect(nextCouponDate({ maturity: '2030-06-15', today: '2026-12-03', frequency: 2 })).toBe('2026-12-15');
    expect(nextCouponDate({ maturity: '2027-02-28', today: '2026-11-15', frequency: 4 })).toBe('2026-11-30');
    expect(nextCouponDate({ maturity: '2026-12-20', today: '2026-12-03', frequency: 1 })).toBe('2026-12-20');
    expect(nextCouponDate({ maturity: '2026-12-03', today: '2026-12-03', frequency: 1 })).toBeNull();
  });
});
