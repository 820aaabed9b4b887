// Over 500 lines: the pipeline's example tests and its property tests against a naive reference implementation share fixtures.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../money/index';
import { seniorities } from '../enums';
import type { MarketProduct } from '../schema';
import { daysAgo, makeCompany, makeProduct, TEST_NOW } from '../test-fixtures';
import { seniorityRank } from './availability';
import { defaultFilters } from './filters';
import {
  createMarketIndex,
  isRowVisible,
  type MarketQuery,
  runMarketPipeline,
  sortOrder,
  withInterest,
} from './pipeline';
import { compareRows } from './sort';
import { type MarketFilters, type MarketUser, marketSortKeys } from './types';

const investor: MarketUser = {
  is_retail: false,
  is_read_only: false,
  permissions: ['can_view_smart_interest'],
};
const query = (over: Partial<MarketQuery> = {}): MarketQuery => ({
  filters: defaultFilters(),
  search: '',
  sort: null,
  showUnavailable: false,
  ...over,
});
const keys = (r: { rows: { key: string }[] }) => r.rows.map((x) => x.key);
const index = (
  products: MarketProduct[],
  user: MarketUser | null = investor,
  variant: 'standard' | 'sukuk' = 'standard',
) => createMarketIndex(products, { variant, user, now: TEST_NOW });

describe('default order (display order + offsets, unavailable last)', () => {
  const products = [
    makeProduct({ product_id: 1, display_order: 1, sell_liquidity: '50.00' }), // other +50000
    makeProduct({ product_id: 2, display_order: 2 }), // sellable +10000
    makeProduct({
      product_id: 3,
      display_order: 3,
      first_added_to_market: daysAgo(60),
      last_added_to_market: daysAgo(1),
    }), // +7500
    makeProduct({
      product_id: 4,
      display_order: 4,
      first_added_to_market: daysAgo(1),
      last_added_to_market: daysAgo(1),
    }), // +5000
    makeProduct({
      product_id: 5,
      display_order: 5,
      pending_liquidity: [{ package_id: 9, pending_amount: '1000.00', settlement_date: '2026-12-10' }],
    }), // package +0, product +10000
    makeProduct({ product_id: 6, display_order: 0, state: 'repaid' }), // unavailable
  ];

  it('orders coming soon, new, more added, sellable, others; unavailable last', () => {
    const result = runMarketPipeline(index(products), query({ showUnavailable: true }));
    expect(keys(result)).toEqual(['5', '4', '3', '2', '1', '6']);
  });

  it('a coming-soon product is one row carrying its packages', () => {
    const result = runMarketPipeline(index(products), query({ showUnavailable: true }));
    const entry = result.rows[0]!;
    expect(entry.comingSoon).toBe(true);
    expect(entry.packages.map((p) => p.settlement_date)).toEqual(['2026-12-10']);
    expect(entry.availableAmount).toBe(new Decimal(entry.product.sell_liquidity).plus('1000').toFixed(2));
  });

  it('unavailable products show N/A yields', () => {
    const result = runMarketPipeline(index(products), query({ showUnavailable: true }));
    const repaid = result.rows.find((r) => r.key === '6')!;
    expect(repaid.available).toBe(false);
    expect(repaid.yieldToMaturity).toBeNull();
    expect(repaid.currentYield).toBeNull();
  });
});

describe('the unavailable toggle (002 §5.1)', () => {
  const products = [
    makeProduct({ product_id: 1, sell_liquidity: '100.00' }),
    makeProduct({ product_id: 2, sell_liquidity: '100.01' }),
    makeProduct({
      product_id: 3,
      sell_liquidity: '0.00',
      categories: [{ category_id: 'smart_interest', label: 'Smart Interest' }],
    }),
    makeProduct({
      product_id: 4,
      sell_liquidity: '0.00',
      pending_liquidity: [{ package_id: 1, pending_amount: '5000.00', settlement_date: '2026-12-01' }],
    }),
  ];

  it('off: only rows with more than 100 available (smart interest and coming-soon packages kept)', () => {
    expect(keys(runMarketPipeline(index(products), query())).sort()).toEqual(['2', '3', '4']);
  });

  it('off and nothing shown: counts the hidden rows that match', () => {
    const r = runMarketPipeline(index(products), query({ search: String(products[0]!.isin_code) }));
    expect(r.rows).toHaveLength(0);
    expect(r.hiddenMatches).toBe(1);
  });

  it('on: everything', () => {
    const r = runMarketPipeline(index(products), query({ showUnavailable: true }));
    expect(r.rows).toHaveLength(4);
    expect(r.total).toBe(4);
  });

  it('smart interest rows need the permission', () => {
    const r = runMarketPipeline(
      index(products, { ...investor, permissions: [] }),
      query({ showUnavailable: true }),
    );
    expect(keys(r)).not.toContain('3');
  });
});

describe('filters in the pipeline', () => {
  const perpetual = makeProduct({ product_id: 10, maturity: null, investment_type: 'perpetual' });
  const products = [
    makeProduct({ product_id: 1, maturity: '2027-03-01', yield_to_maturity: '4.00', currency: 'EUR' }),
    makeProduct({ product_id: 2, maturity: '2035-03-01', yield_to_maturity: '8.00', seniority: 'unsecured' }),
    makeProduct({ product_id: 3, maturity: '2045-03-01', yield_to_maturity: '72.00' }),
    perpetual,
  ];
  const run = (filters: Partial<MarketFilters>, search = '') =>
    keys(runMarketPipeline(index(products), query({ filters: { ...defaultFilters(), ...filters }, search })));

  it('perpetuals are included while the maturity filter is at its full bounds, excluded otherwise', () => {
    expect(run({ maturityDates: [2027, 2045] })).toContain('10');
    expect(run({ maturityDates: [2027, 2035] })).toEqual(['1', '2']);
  });

  it('maturity compares by year', () => {
    expect(run({ maturityDates: [2035, 2035] })).toEqual(['2']);
  });

  it("a yield range up to 'Max' has no upper limit", () => {
    expect(run({ yield_to_maturity: [8, 50] })).toEqual(['2', '3']);
    expect(run({ yield_to_maturity: [4, 10] })).toEqual(['1', '2', '10']);
  });

  it('only the active measure applies', () => {
    expect(run({ returns: 'coupon', yield_to_maturity: [4, 5] })).toHaveLength(4);
  });

  it('currency and seniority', () => {
    expect(run({ currency: ['EUR'] })).toEqual(['1']);
    expect(run({ seniority: ['unsecured'] })).toEqual(['2']);
  });
});

describe('search in the pipeline', () => {
  const products = [
    makeProduct({ product_id: 1, company: makeCompany(1, { company_name: 'Acme Water' }) }),
    makeProduct({
      product_id: 2,
      company: makeCompany(2, { company_name: 'HM Treasury', is_treasury: true }),
    }),
    makeProduct({
      product_id: 3,
      company: makeCompany(3, { company_name: 'Sukuk Issuer Ltd' }),
      adib_details: {
        underlying_company_name: 'Emirates Ports',
        risk_category: 2,
        risk_category_minimum_score: 2,
        product_type: 'complex',
      },
    }),
  ];
  it("'gilt' finds the treasury borrower", () => {
    expect(keys(runMarketPipeline(index(products), query({ search: 'GILT' })))).toEqual(['2']);
  });
  it('a sukuk is found by its underlying company name in either variant (and by its issuer)', () => {
    expect(
      keys(runMarketPipeline(index(products, investor, 'sukuk'), query({ search: 'emirates' }))),
    ).toEqual(['3']);
    expect(
      keys(runMarketPipeline(index(products, investor, 'standard'), query({ search: 'emirates' }))),
    ).toEqual(['3']);
  });
  it('ISIN matches', () => {
    expect(
      keys(runMarketPipeline(index(products), query({ search: products[0]!.isin_code.toLowerCase() }))),
    ).toEqual(['1']);
  });
});

describe('sorts', () => {
  const products = [
    makeProduct({
      product_id: 1,
      company: makeCompany(1, { company_name: 'beta' }),
      seniority: 'subordinated',
      yield_to_maturity: '6.0',
    }),
    makeProduct({
      product_id: 2,
      company: makeCompany(2, { company_name: 'Alpha' }),
      seniority: 'super_senior_secured',
      yield_to_maturity: null,
    }),
    makeProduct({
      product_id: 3,
      company: makeCompany(3, { company_name: 'Gamma' }),
      seniority: 'unsecured',
      yield_to_maturity: '3.5',
      state: 'defaulted',
    }),
    makeProduct({
      product_id: 4,
      company: makeCompany(4, { company_name: 'delta' }),
      seniority: 'senior_secured',
      yield_to_maturity: '9.1',
    }),
  ];
  const sorted = (value: (typeof marketSortKeys)[number], order: 'asc' | 'desc') =>
    keys(runMarketPipeline(index(products), query({ sort: { value, order }, showUnavailable: true })));

  it('yield: N/A after numbers both ways, unavailable last', () => {
    expect(sorted('yield_to_maturity', 'asc')).toEqual(['1', '4', '2', '3']);
    expect(sorted('yield_to_maturity', 'desc')).toEqual(['4', '1', '2', '3']);
  });
  it('company, case-insensitive', () => {
    expect(sorted('company', 'asc')).toEqual(['2', '1', '4', '3']);
    expect(sorted('company', 'desc')).toEqual(['4', '1', '2', '3']);
  });
  it('seniority by rank', () => {
    expect(sorted('seniority', 'asc')).toEqual(['2', '4', '1', '3']);
  });
  it('recently added ascending puts the most recent first', () => {
    const ps = [
      makeProduct({ product_id: 1, last_added_to_market: daysAgo(30) }),
      makeProduct({ product_id: 2, last_added_to_market: daysAgo(2) }),
    ];
    expect(
      keys(runMarketPipeline(index(ps), query({ sort: { value: 'recently_added', order: 'asc' } }))),
    ).toEqual(['2', '1']);
  });
});

describe('watch toggling', () => {
  it('a watched product joins the watchlist category', () => {
    const idx = index([makeProduct({ product_id: 1 }), makeProduct({ product_id: 2 })]);
    const watch = query({ filters: { ...defaultFilters(), category: ['watchlist'] } });
    expect(keys(runMarketPipeline(idx, watch))).toEqual([]);
    const next = withInterest(idx, 2, true);
    expect(keys(runMarketPipeline(next, watch))).toEqual(['2']);
    expect(next.rows[1]!.product.annotations?.is_interested).toBe(true);
    expect(idx.rows[1]!.isInterested).toBe(false);
  });
});

// ── A reference model: the rules applied naively, row by row ───────────────────────────────────
const productArb = fc
  .record({
    id: fc.integer({ min: 1, max: 100000 }),
    state: fc.constantFrom('open', 'open', 'open', 'repaid', 'defaulted', 'suspended' as const),
    nonPerforming: fc.boolean(),
    name: fc.constantFrom('Acme', 'acme water', 'Beta', 'Gamma Gilt', 'Delta', 'Zeta'),
    treasury: fc.boolean(),
    ytm: fc.option(
      fc.integer({ min: 0, max: 700 }).map((n) => (n / 10).toFixed(1)),
      { nil: null },
    ),
    coupon: fc.integer({ min: 100, max: 1300 }).map((n) => (n / 100).toFixed(2)),
    year: fc.option(fc.integer({ min: 2026, max: 2055 }), { nil: null }),
    liquidity: fc.constantFrom('0.00', '50.00', '100.00', '100.01', '25000.00'),
    currency: fc.constantFrom('GBP', 'EUR' as const),
    seniority: fc.constantFrom(...seniorities),
    category: fc.constantFrom('high_yield', 'retail', 'smart_interest', 'property'),
    order: fc.integer({ min: 0, max: 300 }),
    firstDays: fc.integer({ min: 0, max: 30 }),
    lastDays: fc.integer({ min: 0, max: 30 }),
    pkg: fc.constantFrom('0.00', '500.00', null),
  })
  .map((r) =>
    makeProduct({
      product_id: r.id,
      state: r.state,
      company: makeCompany(r.id, {
        company_name: r.name,
        is_treasury: r.treasury,
        borrower_status: r.nonPerforming ? 'non_performing' : 'performing',
      }),
      yield_to_maturity: r.ytm,
      coupon: r.coupon,
      maturity: r.year === null ? null : `${r.year}-06-30`,
      investment_type: r.year === null ? 'perpetual' : 'bond',
      sell_liquidity: r.liquidity,
      currency: r.currency,
      seniority: r.seniority,
      categories: [{ category_id: r.category, label: r.category }],
      display_order: r.order,
      first_added_to_market: daysAgo(r.firstDays + r.lastDays),
      last_added_to_market: daysAgo(r.lastDays),
      pending_liquidity: r.pkg
        ? [{ package_id: 1, pending_amount: r.pkg, settlement_date: '2026-12-01' }]
        : [],
    }),
  );

const rangeArb = (lo: number, hi: number) =>
  fc.option(
    fc
      .tuple(fc.integer({ min: lo, max: hi }), fc.integer({ min: lo, max: hi }))
      .map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const),
    { nil: null },
  );

const queryArb = fc.record({
  filters: fc.record({
    category: fc.subarray(['high_yield', 'retail', 'watchlist', 'coming_soon', 'smart_interest']),
    currency: fc.subarray(['GBP', 'EUR'] as const),
    seniority: fc.subarray([...seniorities]),
    maturityDates: rangeArb(2026, 2055),
    returns: fc.constantFrom('yield_to_maturity', 'current_yield', 'coupon' as const),
    yield_to_maturity: rangeArb(0, 50),
    current_yield: fc.constant(null),
    coupon: rangeArb(0, 14),
  }),
  search: fc.constantFrom('', 'ac', 'acme', 'gilt', 'xs', 'zz'),
  sort: fc.option(
    fc.record({
      value: fc.constantFrom(...marketSortKeys),
      order: fc.constantFrom('asc' as const, 'desc' as const),
    }),
    { nil: null },
  ),
  showUnavailable: fc.boolean(),
});

describe('property: the pipeline equals the rules applied naively', () => {
  it('same rows, in an order consistent with the sort rules', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(productArb, { selector: (p) => p.product_id, maxLength: 40 }),
        queryArb,
        fc.boolean(),
        (products, q, retail) => {
          const user: MarketUser = {
            is_retail: retail,
            is_read_only: false,
            permissions: retail ? [] : ['can_view_smart_interest'],
          };
          const idx = index(products, user);
          const result = runMarketPipeline(idx, q);
          const b = idx.bounds;
          const needle = q.search.toLowerCase();
          const expected = idx.rows.filter((row, i) => {
            const p = row.product;
            const si = p.categories.some((c) => c.category_id === 'smart_interest');
            if (si && retail) return false;
            if (!si && !q.showUnavailable && !(Number(row.availableAmount) > 100)) return false;
            const cats = q.filters.category.filter((c) => !retail || c !== 'smart_interest');
            if (
              cats.length > 0 &&
              !cats.some(
                (c) =>
                  (c === 'watchlist' && row.isInterested) ||
                  (c === 'coming_soon' && row.comingSoon) ||
                  p.categories.some((x) => x.category_id === c) ||
                  p.company.industry?.key === c,
              )
            ) {
              return false;
            }
            if (
              q.filters.currency.length > 0 &&
              !(q.filters.currency as readonly string[]).includes(p.currency)
            )
              return false;
            if (q.filters.seniority.length > 0 && !q.filters.seniority.includes(p.seniority)) return false;
            const m = q.filters.maturityDates;
            if (m && (m[0] > b.maturity.min || m[1] < b.maturity.max)) {
              if (p.maturity === null) return false;
              const y = Number(p.maturity.slice(0, 4));
              if (y < m[0] || y > m[1]) return false;
            }
            const measure = q.filters.returns;
            const r = q.filters[measure];
            if (r && (r[0] > b[measure].min || r[1] < b[measure].max)) {
              const raw =
                measure === 'coupon'
                  ? p.coupon
                  : measure === 'yield_to_maturity'
                    ? row.yieldToMaturity
                    : row.currentYield;
              if (raw === null) return false;
              const v = Number(raw);
              if (v < r[0] || (r[1] < 50 && v > r[1])) return false;
            }
            const hay = [
              row.companyName.toLowerCase(),
              p.isin_code.toLowerCase(),
              p.company.is_treasury ? 'gilt' : '',
            ];
            if (needle && !hay.some((h) => h.includes(needle))) return false;
            return i >= 0;
          });
          expect(new Set(keys(result))).toEqual(new Set(expected.map((r) => r.key)));
          expect(result.rows).toHaveLength(expected.length);
          // unavailable rows come last
          const firstUnavailable = result.rows.findIndex((r) => !r.available);
          if (firstUnavailable >= 0)
            expect(result.rows.slice(firstUnavailable).every((r) => !r.available)).toBe(true);
          // the default order is non-decreasing display order within availability groups
          if (q.sort === null) {
            for (let k = 1; k < result.rows.length; k++) {
              const [a, c] = [result.rows[k - 1]!, result.rows[k]!];
              if (a.available === c.available) expect(a.displayOrder).toBeLessThanOrEqual(c.displayOrder);
            }
          }
          // every visible row counted in total
          let visible = 0;
          for (let i = 0; i < idx.size; i++) if (isRowVisible(idx, i, q.showUnavailable)) visible++;
          expect(result.total).toBe(visible);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('incremental search (typing more) gives the same rows as a fresh run', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(productArb, { selector: (p) => p.product_id, maxLength: 40 }),
        queryArb,
        fc.constantFrom('a', 'ac', 'g', 'x'),
        fc.constantFrom('c', 'me', 'il', 's', 't'),
        (products, q, first, more) => {
          const idx = index(products);
          const before = runMarketPipeline(idx, { ...q, search: first });
          const incremental = runMarketPipeline(idx, { ...q, search: first + more }, before);
          const fresh = runMarketPipeline(idx, { ...q, search: first + more });
          expect(keys(incremental)).toEqual(keys(fresh));
          expect(incremental.total).toBe(fresh.total);
        },
      ),
    );
  });
});

describe('property: cached sort orders follow compareRows', () => {
  it('for every key and direction', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(productArb, { selector: (p) => p.product_id, maxLength: 30 }),
        fc.option(
          fc.record({
            value: fc.constantFrom(...marketSortKeys),
            order: fc.constantFrom('asc' as const, 'desc' as const),
          }),
          { nil: null },
        ),
        (products, sort) => {
          const idx = index(products);
          const order = [...sortOrder(idx, sort)];
          const values = (i: number): number => {
            const p = idx.rows[i]!.product;
            switch (sort?.value) {
              case undefined:
                return 0;
              case 'yield_to_maturity':
                return idx.yield_to_maturity[i]!;
              case 'current_yield':
                return idx.current_yield[i]!;
              case 'coupon':
                return idx.coupon[i]!;
              case 'seniority':
                return seniorityRank(p.seniority);
              case 'maturity_date':
                return p.maturity === null ? Number.NaN : Date.parse(p.maturity);
              case 'available':
                return Number(idx.rows[i]!.availableAmount);
              case 'invested':
                return Number(p.user_invested ?? 0);
              case 'price':
              case 'buy_price':
                return Number(p.buy_price);
              case 'sell_price':
                return Number(p.sell_price);
              case 'recently_added':
                return TEST_NOW.getTime() - Date.parse(p.last_added_to_market);
              case 'company':
                return 0; // checked separately below
            }
          };
          const expected = idx.rows
            .map((r, i) => ({
              index: i,
              available: r.available,
              displayOrder: r.displayOrder,
              value: values(i),
            }))
            .sort((a, b) =>
              compareRows(a, b, sort && sort.value !== 'company' ? sort.value : null, sort?.order ?? 'asc'),
            )
            .map((f) => f.index);
          if (sort?.value === 'company') {
            const names = order.map((i) => idx.rows[i]!);
            for (let k = 1; k < names.length; k++) {
              const [a, b] = [names[k - 1]!, names[k]!];
              if (a.available !== b.available) continue;
              const cmp = a.companyName.localeCompare(b.companyName, 'en', {
                sensitivity: 'base',
                numeric: true,
              });
              expect(sort.order === 'asc' ? cmp <= 0 : cmp >= 0).toBe(true);
            }
          } else {
            expect(order).toEqual(expected);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
