import { describe, expect, it } from 'vitest';
import { makeCompany, makeProduct, TEST_NOW } from '../test-fixtures';
import { marketCardRows, marketCategories } from './cards';
import { defaultFilters } from './filters';
import { createMarketIndex, runMarketPipeline } from './pipeline';
import type { MarketUser } from './types';

const user: MarketUser = { is_retail: false, is_read_only: false, permissions: [] };
const products = [
  makeProduct({
    product_id: 1,
    categories: [{ category_id: 'high_yield', label: 'High yield' }],
    company: makeCompany(1, { industry: { key: 'property', label: 'Property' } }),
    annotations: { is_interested: true },
  }),
  makeProduct({
    product_id: 2,
    categories: [
      { category_id: 'high_yield', label: 'High yield' },
      { category_id: 'green_bonds', label: 'Green bonds' },
    ],
    pending_liquidity: [{ package_id: 3, pending_amount: '900.00', settlement_date: '2026-12-01' }],
  }),
  makeProduct({ product_id: 3, categories: [{ category_id: 'smart_interest', label: 'Smart Interest' }] }),
];

function rowsFor(u: MarketUser | null) {
  const index = createMarketIndex(products, { variant: 'standard', user: u, now: TEST_NOW });
  return runMarketPipeline(index, {
    filters: defaultFilters(),
    search: '',
    sort: null,
    showUnavailable: true,
  }).rows;
}

describe('market categories', () => {
  it('known categories in their order, then others by label; watchlist for signed-in users only', () => {
    expect(marketCategories(rowsFor(user), user).map((c) => c.id)).toEqual([
      'watchlist',
      'coming_soon',
      'high_yield',
      'retail',
      'property',
      'green_bonds',
    ]);
    expect(marketCategories(rowsFor(null), null).map((c) => c.id)).not.toContain('watchlist');
  });

  it('smart_interest only with the permission', () => {
    const permitted = { ...user, permissions: ['can_view_smart_interest'] };
    expect(marketCategories(rowsFor(permitted), permitted).map((c) => c.id)).toContain('smart_interest');
    expect(marketCategories(rowsFor(user), user).map((c) => c.id)).not.toContain('smart_interest');
  });

  it('labels come from the products', () => {
    const cats = marketCategories(rowsFor(user), user);
    expect(cats.find((c) => c.id === 'green_bonds')?.label).toBe('Green bonds');
    expect(cats.find((c) => c.id === 'watchlist')?.label).toBeNull();
  });
});

describe('card rows', () => {
  it('one row per non-empty category with its count for View all (n)', () => {
    const rows = rowsFor(user);
    const cards = marketCardRows(rows, marketCategories(rows, user));
    expect(cards.map((c) => [c.category, c.count])).toEqual([
      ['watchlist', 1],
      ['coming_soon', 1],
      ['high_yield', 2],
      ['retail', 1],
      ['property', 1],
      ['green_bonds', 1],
    ]);
    expect(cards[1]!.rows[0]!.key).toBe('2');
  });
});
