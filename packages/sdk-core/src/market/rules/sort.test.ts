import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareRows, nextSort, returnSortValue, type SortFields, sortKeysFor } from './sort';
import { marketSortKeys } from './types';

describe('sort toggling (002 §4.1)', () => {
  it('a new key starts ascending', () => {
    expect(nextSort(null, 'coupon')).toEqual({ value: 'coupon', order: 'asc' });
    expect(nextSort({ value: 'company', order: 'desc' }, 'coupon')).toEqual({
      value: 'coupon',
      order: 'asc',
    });
  });

  it('the same key toggles', () => {
    expect(nextSort({ value: 'coupon', order: 'asc' }, 'coupon')).toEqual({ value: 'coupon', order: 'desc' });
    expect(nextSort({ value: 'coupon', order: 'desc' }, 'coupon')).toEqual({ value: 'coupon', order: 'asc' });
  });

  it('property: choosing the same key twice returns to the first order', () => {
    fc.assert(
      fc.property(fc.constantFrom(...marketSortKeys), fc.constantFrom(...marketSortKeys), (a, b) => {
        const first = nextSort(nextSort(null, a), b);
        expect(nextSort(nextSort(first, b), b)).toEqual(first);
        expect(first.order).toBe(a === b ? 'desc' : 'asc');
      }),
    );
  });

  it('price for standard, buy and sell price for sukuk', () => {
    expect(sortKeysFor('standard')).toContain('price');
    expect(sortKeysFor('standard')).not.toContain('buy_price');
    expect(sortKeysFor('sukuk')).toEqual(expect.arrayContaining(['buy_price', 'sell_price']));
    expect(sortKeysFor('sukuk')).not.toContain('price');
  });
});

describe('row comparison', () => {
  it('non-numeric returns sort as 1000 ascending and 0 descending', () => {
    expect(returnSortValue(Number.NaN, 'asc')).toBe(1000);
    expect(returnSortValue(Number.NaN, 'desc')).toBe(0);
    expect(returnSortValue(7.5, 'desc')).toBe(7.5);
  });

  const fields = fc.record({
    index: fc.nat(1000),
    available: fc.boolean(),
    displayOrder: fc.integer({ min: 0, max: 60000 }),
    value: fc.oneof(fc.double({ min: 0, max: 60, noNaN: true }), fc.constant(Number.NaN)),
  });

  it('property: unavailable rows sort after available ones, whatever the key and order', () => {
    fc.assert(
      fc.property(
        fields,
        fields,
        fc.constantFrom(null, ...marketSortKeys),
        fc.constantFrom('asc' as const, 'desc' as const),
        (a: SortFields, b: SortFields, key, order) => {
          if (a.available && !b.available) expect(compareRows(a, b, key, order)).toBeLessThan(0);
          if (!a.available && b.available) expect(compareRows(a, b, key, order)).toBeGreaterThan(0);
        },
      ),
    );
  });

  it('property: among available rows a numeric return sorts before N/A in both directions', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 60, noNaN: true }),
        fc.constantFrom('asc' as const, 'desc' as const),
        fc.constantFrom('coupon' as const, 'current_yield' as const, 'yield_to_maturity' as const),
        (v, order, key) => {
          const a = { index: 0, available: true, displayOrder: 5, value: v };
          const b = { index: 1, available: true, displayOrder: 1, value: Number.NaN };
          expect(compareRows(a, b, key, order)).toBeLessThan(0);
        },
      ),
    );
  });

  it('ties fall back to display order, then input order', () => {
    const a = { index: 3, available: true, displayOrder: 2, value: 5 };
    const b = { index: 1, available: true, displayOrder: 9, value: 5 };
    expect(compareRows(a, b, 'coupon', 'desc')).toBeLessThan(0);
    expect(compareRows({ ...b, displayOrder: 2 }, a, 'coupon', 'asc')).toBeLessThan(0);
  });

  it('a perpetual (missing maturity) sorts as the latest maturity', () => {
    const dated = { index: 0, available: true, displayOrder: 0, value: Date.parse('2055-01-01') };
    const perpetual = { index: 1, available: true, displayOrder: 0, value: Number.NaN };
    expect(compareRows(dated, perpetual, 'maturity_date', 'asc')).toBeLessThan(0);
    expect(compareRows(dated, perpetual, 'maturity_date', 'desc')).toBeGreaterThan(0);
  });
});
