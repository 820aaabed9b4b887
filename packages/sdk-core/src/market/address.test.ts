import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultMarketAddress,
  isDefaultMarketAddress,
  parseMarketHash,
  parseMarketQuery,
  parseRange,
  writeMarketHash,
  writeMarketQuery,
} from './address';
import { seniorities } from './enums';
import { defaultFilters } from './rules/filters';
import { type MarketAddress, marketSortKeys, type NumericRange } from './rules/types';

describe('query-string form', () => {
  it('parses every parameter', () => {
    const a = parseMarketQuery(
      '?sort=coupon&sort_order=desc&category=high_yield&category=retail&currencies=GBP&currencies=EUR' +
        '&maturity=2027,2035&current_yield=4.5,8&seniority=unsecured&seniority=senior_secured&search=acme%20water',
    );
    expect(a).toEqual({
      filters: {
        ...defaultFilters(),
        category: ['high_yield', 'retail'],
        currency: ['GBP', 'EUR'],
        seniority: ['unsecured', 'senior_secured'],
        maturityDates: [2027, 2035],
        returns: 'current_yield',
        current_yield: [4.5, 8],
      },
      sort: { value: 'coupon', order: 'desc' },
      search: 'acme water',
    });
  });

  it('writes only what is set', () => {
    const address: MarketAddress = {
      filters: { ...defaultFilters(), currency: ['EUR'], returns: 'coupon', coupon: [3.25, 7] },
      sort: { value: 'company', order: 'asc' },
      search: 'gilt',
    };
    expect(writeMarketQuery(address)).toBe(
      'sort=company&sort_order=asc&currencies=EUR&coupon=3.25,7&search=gilt',
    );
    expect(writeMarketQuery(defaultMarketAddress())).toBe('');
  });

  it('drops unknown values', () => {
    const a = parseMarketQuery(
      'sort=nonsense&currencies=XYZ&seniority=junior&maturity=abc&coupon=1&category=',
    );
    expect(a).toEqual(defaultMarketAddress());
  });

  it('a sort without order is ascending', () => {
    expect(parseMarketQuery('sort=price').sort).toEqual({ value: 'price', order: 'asc' });
  });
});

describe('hash form', () => {
  it('parses ASC/DESC, currency and maturityDates', () => {
    const a = parseMarketHash(
      '#sort=maturity_date&sort_order=DESC&currency=GBP&maturityDates=2030,2040&yield_to_maturity=5,50&search=bond',
    );
    expect(a.sort).toEqual({ value: 'maturity_date', order: 'desc' });
    expect(a.filters.currency).toEqual(['GBP']);
    expect(a.filters.maturityDates).toEqual([2030, 2040]);
    expect(a.filters.yield_to_maturity).toEqual([5, 50]);
    expect(a.search).toBe('bond');
  });

  it('writes the hash names and upper-case order', () => {
    const address: MarketAddress = {
      filters: {
        ...defaultFilters(),
        category: ['watchlist'],
        seniority: ['unsecured'],
        maturityDates: [2027, 2031],
      },
      sort: { value: 'seniority', order: 'desc' },
      search: '',
    };
    expect(writeMarketHash(address)).toBe(
      'sort=seniority&sort_order=DESC&category=watchlist&maturityDates=2027,2031&seniority=unsecured',
    );
  });

  it('is empty when no filter is set (the hash is cleared)', () => {
    expect(writeMarketHash(defaultMarketAddress())).toBe('');
    expect(isDefaultMarketAddress(defaultMarketAddress())).toBe(true);
    expect(isDefaultMarketAddress({ ...defaultMarketAddress(), search: 'x' })).toBe(false);
  });

  it('the returns measure follows the first range present', () => {
    expect(parseMarketHash('coupon=3,4').filters.returns).toBe('coupon');
    const both = parseMarketHash('yield_to_maturity=5,6&coupon=3,4').filters;
    expect(both.returns).toBe('yield_to_maturity');
    expect(both.coupon).toBeNull();
  });
});

describe('ranges', () => {
  it('round to the slider step and order the ends', () => {
    expect(parseRange('8.04,4.46', 0.1)).toEqual([4.5, 8]);
    expect(parseRange('2030', 1)).toBeNull();
    expect(parseRange('a,b', 1)).toBeNull();
  });
});

// Arbitrary normalised addresses: unique values, ranges on their steps with min ≤ max, at most the
// active measure's range, a trimmed search.
const rangeOn = (lo: number, hi: number, factor: number) =>
  fc
    .tuple(
      fc.integer({ min: lo * factor, max: hi * factor }),
      fc.integer({ min: lo * factor, max: hi * factor }),
    )
    .map(([a, b]): NumericRange => [Math.min(a, b) / factor, Math.max(a, b) / factor]);

const addressArb: fc.Arbitrary<MarketAddress> = fc
  .record({
    category: fc.uniqueArray(
      fc.constantFrom('watchlist', 'coming_soon', 'high_yield', 'green & blue', 'a,b', 'ü'),
    ),
    currency: fc.uniqueArray(fc.constantFrom('GBP', 'EUR', 'USD', 'AED' as const)),
    seniority: fc.uniqueArray(fc.constantFrom(...seniorities)),
    maturityDates: fc.option(rangeOn(2020, 2060, 1), { nil: null }),
    returns: fc.constantFrom('yield_to_maturity', 'current_yield', 'coupon' as const),
    returnsRange: fc.option(fc.boolean(), { nil: null }),
    ytm: rangeOn(0, 50, 10),
    coupon: rangeOn(0, 20, 100),
    sort: fc.option(
      fc.record({
        value: fc.constantFrom(...marketSortKeys),
        order: fc.constantFrom('asc' as const, 'desc' as const),
      }),
      { nil: null },
    ),
    search: fc.string({ maxLength: 12 }).map((s) => s.trim()),
  })
  .map((r) => {
    const range = r.returnsRange === null ? null : r.returns === 'coupon' ? r.coupon : r.ytm;
    const returns = range === null ? 'yield_to_maturity' : r.returns;
    return {
      filters: {
        ...defaultFilters(),
        category: r.category,
        currency: r.currency,
        seniority: r.seniority,
        maturityDates: r.maturityDates,
        returns,
        [returns]: range,
      },
      sort: r.sort,
      search: r.search,
    };
  });

describe('property: both forms round-trip', () => {
  it('query string: parse(write(a)) = a', () => {
    fc.assert(
      fc.property(addressArb, (a) => {
        expect(parseMarketQuery(writeMarketQuery(a))).toEqual(a);
      }),
      { numRuns: 500 },
    );
  });

  it('hash: parse(write(a)) = a, and write is empty exactly for the default address', () => {
    fc.assert(
      fc.property(addressArb, (a) => {
        const hash = writeMarketHash(a);
        expect(parseMarketHash(`#${hash}`)).toEqual(a);
        expect(hash === '').toBe(JSON.stringify(a) === JSON.stringify(defaultMarketAddress()));
      }),
      { numRuns: 500 },
    );
  });

  it('write(parse(s)) is stable for any input string', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const once = writeMarketHash(parseMarketHash(s));
        expect(writeMarketHash(parseMarketHash(once))).toBe(once);
        const q = writeMarketQuery(parseMarketQuery(s));
        expect(writeMarketQuery(parseMarketQuery(q))).toBe(q);
      }),
    );
  });
});
