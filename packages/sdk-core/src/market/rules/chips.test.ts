import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seniorities } from '../enums';
import { displayChips, filterChips, removeChipFromFilters } from './chips';
import { marketCsvParams } from './csv';
import { countAppliedFilters, defaultFilters, filtersAreDefaultIgnoringMeasure } from './filters';
import type { MarketBounds, MarketFilters } from './types';

const bounds: MarketBounds = {
  maturity: { min: 2026, max: 2055, step: 1 },
  yield_to_maturity: { min: 2, max: 50, step: 0.1 },
  current_yield: { min: 3, max: 14.3, step: 0.1 },
  coupon: { min: 2.5, max: 12.75, step: 0.01 },
};

const filters: MarketFilters = {
  ...defaultFilters(),
  category: ['high_yield', 'retail'],
  currency: ['GBP'],
  seniority: ['unsecured', 'subordinated'],
  maturityDates: [2027, 2030],
  returns: 'yield_to_maturity',
  yield_to_maturity: [6, 50],
};

describe('chips (002 §2.1)', () => {
  it('one chip per applied value, in the drawer order', () => {
    expect(filterChips(filters, bounds).map((c) => c.key)).toEqual([
      'category:high_yield',
      'category:retail',
      'currency:GBP',
      'maturity',
      'returns:yield_to_maturity',
      'seniority:unsecured',
      'seniority:subordinated',
    ]);
  });

  it("the returns chip knows its max shows 'Max'", () => {
    const chip = filterChips(filters, bounds).find((c) => c.kind === 'returns');
    expect(chip).toMatchObject({ measure: 'yield_to_maturity', min: 6, max: 50, maxIsMax: true });
  });

  it("first 5 shown, the rest behind '+n filters'", () => {
    const d = displayChips(filterChips(filters, bounds));
    expect(d.visible).toHaveLength(5);
    expect(d.hiddenCount).toBe(2);
    expect(displayChips(filterChips({ ...defaultFilters(), currency: ['GBP'] }, bounds)).hiddenCount).toBe(0);
  });

  it('no chips at the defaults; full-bounds ranges have none', () => {
    expect(filterChips(defaultFilters(), bounds)).toEqual([]);
    expect(filterChips({ ...defaultFilters(), maturityDates: [2026, 2055] }, bounds)).toEqual([]);
  });

  it('removing a chip resets what it stands for', () => {
    const chips = filterChips(filters, bounds);
    const byKey = (k: string) => chips.find((c) => c.key === k)!;
    expect(removeChipFromFilters(filters, byKey('category:retail')).category).toEqual(['high_yield']);
    expect(removeChipFromFilters(filters, byKey('maturity')).maturityDates).toBeNull();
    expect(removeChipFromFilters(filters, byKey('returns:yield_to_maturity')).yield_to_maturity).toBeNull();
  });

  const filtersArb = fc.record({
    category: fc.subarray(['high_yield', 'retail', 'watchlist', 'property']),
    currency: fc.subarray(['GBP', 'EUR'] as const),
    seniority: fc.subarray([...seniorities]),
    maturityDates: fc.option(fc.constant([2027, 2030] as const), { nil: null }),
    returns: fc.constantFrom('yield_to_maturity', 'current_yield', 'coupon' as const),
    yield_to_maturity: fc.option(fc.constant([5, 9] as const), { nil: null }),
    current_yield: fc.option(fc.constant([4, 6] as const), { nil: null }),
    coupon: fc.option(fc.constant([3, 4] as const), { nil: null }),
  });

  it('property: chips count applied filters; removing every chip gives the defaults', () => {
    fc.assert(
      fc.property(filtersArb, (f) => {
        const chips = filterChips(f, bounds);
        expect(chips).toHaveLength(countAppliedFilters(f, bounds));
        expect(new Set(chips.map((c) => c.key)).size).toBe(chips.length);
        const d = displayChips(chips);
        expect(d.visible.length + d.hiddenCount).toBe(chips.length);
        const cleared = chips.reduce(removeChipFromFilters, f);
        expect(filtersAreDefaultIgnoringMeasure(cleared, bounds)).toBe(true);
        expect(filterChips(cleared, bounds)).toEqual([]);
      }),
    );
  });
});

describe('CSV request parameters (002 §7)', () => {
  it('names every filter as the export expects', () => {
    expect(marketCsvParams({ ...filters, yield_to_maturity: [6, 9.5] }, bounds)).toEqual({
      currency: ['GBP'],
      seniority: ['unsecured', 'subordinated'],
      category: ['high_yield', 'retail'],
      maturity__gte: '2027',
      maturity__lte: '2030',
      yield_to_maturity__gte: '6',
      yield_to_maturity__lte: '9.5',
    });
  });

  it("leaves out the upper limit at 'Max' and default ranges", () => {
    const params = marketCsvParams(filters, bounds);
    expect(params.yield_to_maturity__gte).toBe('6');
    expect(params).not.toHaveProperty('yield_to_maturity__lte');
    expect(marketCsvParams(defaultFilters(), bounds)).toEqual({});
  });

  it('carries what the customer sees: the applied search and the unavailable toggle', () => {
    expect(marketCsvParams(defaultFilters(), bounds, { search: '  Acme ', showUnavailable: false })).toEqual({
      search: 'acme',
      view_unavailable: 'false',
    });
    expect(marketCsvParams(defaultFilters(), bounds, { search: ' ', showUnavailable: true })).toEqual({});
  });

  it('uses the active measure', () => {
    expect(marketCsvParams({ ...defaultFilters(), returns: 'coupon', coupon: [3.25, 7.5] }, bounds)).toEqual({
      coupon__gte: '3.25',
      coupon__lte: '7.5',
    });
    expect(
      marketCsvParams({ ...defaultFilters(), returns: 'current_yield', current_yield: [4, 6] }, bounds),
    ).toEqual({
      current_yield__gte: '4',
      current_yield__lte: '6',
    });
  });
});
