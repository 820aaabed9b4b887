import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeCompany, makeProduct } from '../test-fixtures';
import {
  canShowCardView,
  ceilToStep,
  chooseReturnsMeasure,
  DEFAULT_BOUNDS,
  defaultFilters,
  floorToStep,
  inMaturityRange,
  inReturnsRange,
  isMaxValue,
  isRangeActive,
  isShowBondsEnabled,
  matchesCategories,
  matchesExact,
  matchesSearch,
  maturityBounds,
  normaliseFilters,
  normaliseRange,
  returnsBounds,
  roundToStep,
  rowInCategory,
  sameFilters,
  searchAppliesWhileTyping,
  searchHaystack,
} from './filters';
import type { MarketBounds, MarketFilters } from './types';

const bounds: MarketBounds = {
  maturity: { min: 2026, max: 2055, step: 1 },
  yield_to_maturity: { min: 2.1, max: 50, step: 0.1 },
  current_yield: { min: 3, max: 14.3, step: 0.1 },
  coupon: { min: 2.5, max: 12.75, step: 0.01 },
};

describe('defaults before data (002 §5.1)', () => {
  it('maturity 2020–2050, yields and coupon 4.5–5.5, steps 1 / 0.1 / 0.01', () => {
    expect(DEFAULT_BOUNDS.maturity).toEqual({ min: 2020, max: 2050, step: 1 });
    expect(DEFAULT_BOUNDS.yield_to_maturity).toEqual({ min: 4.5, max: 5.5, step: 0.1 });
    expect(DEFAULT_BOUNDS.current_yield).toEqual({ min: 4.5, max: 5.5, step: 0.1 });
    expect(DEFAULT_BOUNDS.coupon).toEqual({ min: 4.5, max: 5.5, step: 0.01 });
  });

  it('no values gives the defaults', () => {
    expect(returnsBounds([], 0.1)).toEqual({ min: 4.5, max: 5.5, step: 0.1 });
    expect(maturityBounds([Number.NaN])).toEqual({ min: 2020, max: 2050, step: 1 });
  });
});

describe('ranges from data', () => {
  it('floors the min and ceils the max to the step', () => {
    expect(returnsBounds([5.23, 7.81], 0.1)).toEqual({ min: 5.2, max: 7.9, step: 0.1 });
    expect(returnsBounds([5.231, 7.811], 0.01)).toEqual({ min: 5.23, max: 7.82, step: 0.01 });
  });

  it('caps the upper bound at 50', () => {
    expect(returnsBounds([6, 72.4], 0.1)).toEqual({ min: 6, max: 50, step: 0.1 });
    expect(returnsBounds([60, 80], 0.1)).toEqual({ min: 50, max: 50, step: 0.1 });
  });

  it('maturity bounds are years', () => {
    expect(maturityBounds([2031, 2027, Number.NaN, 2049])).toEqual({ min: 2027, max: 2049, step: 1 });
  });

  it('property: every value up to 50 lies within the bounds, and bounds are on the step', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -5, max: 120, noNaN: true }), { minLength: 1 }),
        fc.constantFrom(0.1, 0.01),
        (values, step) => {
          const b = returnsBounds(values, step);
          expect(b.max).toBeLessThanOrEqual(50);
          for (const v of values) {
            expect(v).toBeGreaterThanOrEqual(b.min - 1e-9);
            if (v <= 50) expect(v).toBeLessThanOrEqual(b.max + 1e-9);
          }
          expect(roundToStep(b.min, step)).toBe(b.min);
          expect(roundToStep(b.max, step)).toBe(b.max);
        },
      ),
    );
  });

  it('step rounding survives float noise', () => {
    expect(floorToStep(4.6, 0.1)).toBe(4.6);
    expect(ceilToStep(4.6, 0.1)).toBe(4.6);
    expect(ceilToStep(0.1 + 0.2, 0.1)).toBe(0.3);
    expect(floorToStep(12.749999, 0.01)).toBe(12.74);
  });
});

describe("'Max' and range matching", () => {
  it('a value at or above 50 shows Max', () => {
    expect(isMaxValue(50)).toBe(true);
    expect(isMaxValue(49.9)).toBe(false);
  });

  it('a range whose max is Max has no upper limit', () => {
    expect(inReturnsRange(75, [10, 50])).toBe(true);
    expect(inReturnsRange(9.9, [10, 50])).toBe(false);
    expect(inReturnsRange(12, [10, 11.9])).toBe(false);
  });

  it('N/A never matches an active returns range', () => {
    expect(inReturnsRange(Number.NaN, [0, 50])).toBe(false);
  });

  it('maturity compares by year; perpetuals never match an active range', () => {
    expect(inMaturityRange(2030, [2030, 2030])).toBe(true);
    expect(inMaturityRange(2031, [2026, 2030])).toBe(false);
    expect(inMaturityRange(Number.NaN, [2026, 2055])).toBe(false);
  });

  it('a range covering the bounds is inactive (the default)', () => {
    expect(isRangeActive(null, bounds.maturity)).toBe(false);
    expect(isRangeActive([2026, 2055], bounds.maturity)).toBe(false);
    expect(isRangeActive([2020, 2060], bounds.maturity)).toBe(false);
    expect(isRangeActive([2027, 2055], bounds.maturity)).toBe(true);
  });

  it('normaliseRange clamps, rounds, orders and nulls full ranges', () => {
    expect(normaliseRange([2030, 2027], bounds.maturity)).toEqual([2027, 2030]);
    expect(normaliseRange([2000, 2100], bounds.maturity)).toBeNull();
    expect(normaliseRange([4.56, 7.04], bounds.yield_to_maturity)).toEqual([4.6, 7]);
  });
});

describe('returns measure (002 §4.1)', () => {
  it('choosing a measure resets the other two ranges', () => {
    const filters: MarketFilters = {
      ...defaultFilters(),
      returns: 'yield_to_maturity',
      yield_to_maturity: [5, 8],
      current_yield: [4, 6],
      coupon: [3, 4],
    };
    const next = chooseReturnsMeasure(filters, 'coupon');
    expect(next.returns).toBe('coupon');
    expect(next.coupon).toEqual([3, 4]);
    expect(next.yield_to_maturity).toBeNull();
    expect(next.current_yield).toBeNull();
  });

  it('property: after choosing, only the chosen measure may keep a range', () => {
    const range = fc.option(fc.tuple(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 20, max: 50 })), {
      nil: null,
    });
    fc.assert(
      fc.property(
        range,
        range,
        range,
        fc.constantFrom('yield_to_maturity', 'current_yield', 'coupon' as const),
        (a, b, c, measure) => {
          const next = chooseReturnsMeasure(
            {
              ...defaultFilters(),
              returns: 'yield_to_maturity',
              yield_to_maturity: a,
              current_yield: b,
              coupon: c,
            },
            measure,
          );
          expect(next.returns).toBe(measure);
          for (const m of ['yield_to_maturity', 'current_yield', 'coupon'] as const) {
            if (m !== measure && measure !== 'yield_to_maturity') expect(next[m]).toBeNull();
          }
        },
      ),
    );
  });
});

describe('normaliseFilters', () => {
  it('drops smart_interest without permission, dedupes and nulls full ranges', () => {
    const out = normaliseFilters(
      {
        ...defaultFilters(),
        category: ['smart_interest', 'retail', 'retail'],
        currency: ['GBP', 'GBP'],
        maturityDates: [2026, 2055],
        yield_to_maturity: [3, 6],
        coupon: [3, 4],
      },
      bounds,
      { canViewSmartInterest: false },
    );
    expect(out.category).toEqual(['retail']);
    expect(out.currency).toEqual(['GBP']);
    expect(out.maturityDates).toBeNull();
    expect(out.yield_to_maturity).toEqual([3, 6]);
    expect(out.coupon).toBeNull();
  });
});

describe('search (002 §5.1)', () => {
  it('applies while typing when empty or at least 2 characters', () => {
    expect(searchAppliesWhileTyping('')).toBe(true);
    expect(searchAppliesWhileTyping('a')).toBe(false);
    expect(searchAppliesWhileTyping(' a ')).toBe(false);
    expect(searchAppliesWhileTyping('ab')).toBe(true);
  });

  const haystackOf = (name: string, isin: string, isTreasury = false, underlying?: string) =>
    searchHaystack(
      makeProduct({
        product_id: 1,
        isin_code: isin,
        company: makeCompany(1, { company_name: name, is_treasury: isTreasury }),
        ...(underlying
          ? {
              adib_details: {
                underlying_company_name: underlying,
                risk_category: 3,
                risk_category_minimum_score: 1,
                product_type: 'non_complex',
              },
            }
          : {}),
      }),
    );

  it('matches company name or ISIN, case-insensitive substring', () => {
    const h = haystackOf('Acme Water PLC', 'XS1234567890');
    expect(matchesSearch(h, 'water')).toBe(true);
    expect(matchesSearch(h, 'xs1234')).toBe(true);
    expect(matchesSearch(h, 'gilt')).toBe(false);
    expect(matchesSearch(h, '')).toBe(true);
  });

  it('a sukuk matches its issuer and its underlying company', () => {
    const h = haystackOf('Falcon Crest Sukuk Company', 'XSSK20214139', false, 'Saqr Aviation Group');
    expect(matchesSearch(h, 'falcon crest')).toBe(true);
    expect(matchesSearch(h, 'saqr aviation')).toBe(true);
    expect(matchesSearch(h, 'xssk20214139')).toBe(true);
  });

  it("'gilt' matches the treasury borrower", () => {
    const h = haystackOf('HM Treasury', 'GB00B1234567', true);
    expect(matchesSearch(h, 'gilt')).toBe(true);
    expect(matchesSearch(h, 'treasury')).toBe(true);
  });

  it('property: any substring of the name or ISIN matches', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.nat(), fc.nat(), (name, a, b) => {
        const h = haystackOf(name, 'XS0000000001');
        const lower = name.toLowerCase();
        const start = a % lower.length;
        const end = start + 1 + (b % (lower.length - start));
        expect(matchesSearch(h, lower.slice(start, end))).toBe(true);
      }),
    );
  });
});

describe('category matching (002 §5.1)', () => {
  const row = {
    categoryIds: ['high_yield', 'unsecured_at1'],
    industryKey: 'banks_and_financials',
    isInterested: true,
    comingSoon: false,
  };
  it('matches category id, industry key and watchlist', () => {
    expect(rowInCategory(row, 'high_yield')).toBe(true);
    expect(rowInCategory(row, 'banks_and_financials')).toBe(true);
    expect(rowInCategory(row, 'watchlist')).toBe(true);
    expect(rowInCategory({ ...row, isInterested: false }, 'watchlist')).toBe(false);
    expect(rowInCategory(row, 'property')).toBe(false);
  });
  it('at1 and unsecured_at1 are one category', () => {
    expect(rowInCategory(row, 'at1')).toBe(true);
  });
  it('coming_soon matches package entries', () => {
    expect(rowInCategory(row, 'coming_soon')).toBe(false);
    expect(rowInCategory({ ...row, comingSoon: true }, 'coming_soon')).toBe(true);
  });
  it('any selected category matches; none selected matches all', () => {
    expect(matchesCategories(row, [])).toBe(true);
    expect(matchesCategories(row, ['property', 'high_yield'])).toBe(true);
    expect(matchesCategories(row, ['property'])).toBe(false);
  });
  it('currency and seniority match exactly', () => {
    expect(matchesExact('GBP', [])).toBe(true);
    expect(matchesExact('GBP', ['EUR'])).toBe(false);
    expect(matchesExact('GBP', ['EUR', 'GBP'])).toBe(true);
  });
});

describe("'Show bonds' and the card view (002 §2.1)", () => {
  it('Show bonds is disabled at the defaults and enabled by any difference', () => {
    const f = defaultFilters();
    expect(isShowBondsEnabled({ filters: f, sort: null }, bounds)).toBe(false);
    expect(isShowBondsEnabled({ filters: { ...f, category: ['retail'] }, sort: null }, bounds)).toBe(true);
    expect(isShowBondsEnabled({ filters: { ...f, returns: 'coupon' }, sort: null }, bounds)).toBe(true);
    expect(isShowBondsEnabled({ filters: f, sort: { value: 'coupon', order: 'asc' } }, bounds)).toBe(true);
    expect(isShowBondsEnabled({ filters: { ...f, maturityDates: [2026, 2055] }, sort: null }, bounds)).toBe(
      false,
    );
  });

  it('the card view ignores the returns measure but not its range, and needs an empty search', () => {
    const f = defaultFilters();
    expect(canShowCardView({ ...f, returns: 'coupon' }, '', bounds)).toBe(true);
    expect(canShowCardView({ ...f, returns: 'coupon', coupon: [3, 4] }, '', bounds)).toBe(false);
    expect(canShowCardView(f, 'acme', bounds)).toBe(false);
    expect(canShowCardView({ ...f, seniority: ['unsecured'] }, '', bounds)).toBe(false);
  });

  it('sameFilters ignores value order and treats full ranges as default', () => {
    const f = defaultFilters();
    expect(sameFilters({ ...f, currency: ['GBP', 'EUR'] }, { ...f, currency: ['EUR', 'GBP'] }, bounds)).toBe(
      true,
    );
    expect(sameFilters({ ...f, maturityDates: [2026, 2055] }, f, bounds)).toBe(true);
    expect(sameFilters({ ...f, maturityDates: [2027, 2055] }, f, bounds)).toBe(false);
  });
});
