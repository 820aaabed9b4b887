import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../auth/index';
import { createClient } from '../http/index';
import { createFakeClock } from '../time/index';
import { parseMarketHash, writeMarketHash } from './address';
import { createMarketStore, type MarketStoreDeps, selectMarketAddress } from './machine';
import type { MarketUser } from './rules/types';
import type { MarketProduct } from './schema';
import { selectMarketCardRows, selectMarketCategories } from './selectors';
import { makeCompany, makeProduct, TEST_NOW } from './test-fixtures';

const investor: MarketUser = { is_retail: false, is_read_only: false, permissions: [] };

const products: MarketProduct[] = [
  makeProduct({
    product_id: 1,
    company: makeCompany(1, { company_name: 'Acme Water' }),
    yield_to_maturity: '6.10',
    currency: 'GBP',
    categories: [{ category_id: 'high_yield', label: 'High yield' }],
    annotations: { is_interested: false },
    maturity: '2031-01-01',
  }),
  makeProduct({
    product_id: 2,
    company: makeCompany(2, { company_name: 'Beta Energy' }),
    yield_to_maturity: '4.20',
    currency: 'EUR',
    seniority: 'unsecured',
    annotations: { is_interested: false },
    maturity: '2045-01-01',
  }),
  makeProduct({
    product_id: 3,
    company: makeCompany(3, { company_name: 'Closed Co' }),
    sell_liquidity: '0.00',
    annotations: { is_interested: false },
  }),
];

interface Call {
  method: string;
  url: URL;
  body: string | null;
}

function setup(
  options: Partial<MarketStoreDeps> & {
    failProducts?: number;
    failProductsFrom?: number;
    failWatch?: boolean;
  } = {},
) {
  const calls: Call[] = [];
  let productFailures = options.failProducts ?? 0;
  let productCalls = 0;
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    calls.push({ method: request.method, url, body: request.method === 'GET' ? null : await request.text() });
    if (url.pathname === '/api/products/') {
      productCalls++;
      if (productFailures > 0 || productCalls >= (options.failProductsFrom ?? Number.POSITIVE_INFINITY)) {
        productFailures--;
        return new Response('{"detail":"boom"}', {
          status: 500,
          headers: { 'content-type': 'application/json' },
        });
      }
      return Response.json(products);
    }
    if (url.pathname.endsWith('/annotations/')) {
      if (options.failWatch)
        return new Response('{}', { status: 500, headers: { 'content-type': 'application/json' } });
      return Response.json(JSON.parse((calls.at(-1)?.body as string) ?? '{}'));
    }
    return new Response('not found', { status: 404 });
  };
  const clock = createFakeClock(TEST_NOW);
  const client = createClient({ baseUrl: 'http://api.test/api', fetch, getCsrfToken: () => 'tok' });
  const store = createMarketStore({ client, clock, variant: 'standard', user: investor, ...options });
  return { store, clock, calls };
}

const keys = (s: ReturnType<typeof setup>['store']) => s.getState().results.rows.map((r) => r.key);

describe('loading', () => {
  it('idle → fetching → loaded, asking for_user=me when signed in', async () => {
    const { store, calls } = setup();
    expect(store.getState().status).toBe('idle');
    const done = store.getState().load();
    expect(store.getState().status).toBe('fetching');
    await done;
    expect(store.getState().status).toBe('loaded');
    expect(calls[0]!.url.searchParams.get('for_user')).toBe('me');
    // product 3 has no liquidity: hidden while 'show unavailable' is off
    expect(keys(store)).toEqual(['1', '2']);
    expect(store.getState().results.total).toBe(2);
    expect(store.getState().results.bounds.maturity).toEqual({ min: 2030, max: 2045, step: 1 });
  });

  it('a failure shows failed; retry loads', async () => {
    const { store } = setup({ failProducts: 1 });
    await store.getState().load();
    expect(store.getState().status).toBe('failed');
    expect(store.getState().results.isEmpty).toBe(false);
    await store.getState().retry();
    expect(store.getState().status).toBe('loaded');
  });

  it('refresh loads the loaded products again quietly, and keeps them when that load fails', async () => {
    const { store, calls } = setup({ failProductsFrom: 3 });
    await store.getState().refresh();
    expect(calls).toHaveLength(0); // nothing loaded yet: nothing to refresh
    await store.getState().load();
    const refreshing = store.getState().refresh();
    expect(store.getState().results.rows).toHaveLength(2); // the list stays while it loads
    await refreshing;
    expect(calls.filter((call) => call.url.pathname === '/api/products/')).toHaveLength(2);
    expect(store.getState().status).toBe('loaded');
    // the third products call fails: the refresh leaves the list as it was
    await store.getState().refresh();
    expect(calls.filter((call) => call.url.pathname === '/api/products/')).toHaveLength(3);
    expect(store.getState().status).toBe('loaded');
    expect(keys(store)).toEqual(['1', '2']);
  });

  it('visitors do not send for_user', async () => {
    const { store, calls } = setup({ user: null });
    await store.getState().load();
    expect(calls[0]!.url.searchParams.has('for_user')).toBe(false);
  });
});

describe('search', () => {
  it('applies after 250 ms from 2 characters, not at 1', async () => {
    const { store, clock } = setup();
    await store.getState().load();
    store.getState().setSearch('a');
    clock.advance(1000);
    expect(store.getState().appliedSearch).toBe('');
    store.getState().setSearch('ac');
    clock.advance(249);
    expect(store.getState().appliedSearch).toBe('');
    clock.advance(1);
    expect(store.getState().appliedSearch).toBe('ac');
    expect(keys(store)).toEqual(['1']);
  });

  it('the search button applies any length at once', async () => {
    const { store } = setup();
    await store.getState().load();
    store.getState().setSearch('b');
    store.getState().submitSearch();
    expect(keys(store)).toEqual(['2']);
  });

  it('emptying the field clears at once', async () => {
    const { store } = setup();
    await store.getState().load();
    store.getState().setSearch('beta');
    store.getState().submitSearch();
    store.getState().setSearch('');
    expect(keys(store)).toEqual(['1', '2']);
  });

  it('each filter run shows the 500 ms loading state and bumps runId', async () => {
    const { store, clock } = setup();
    await store.getState().load();
    store.getState().setSearch('acme');
    clock.advance(250);
    expect(store.getState().loading).toBe(true);
    expect(store.getState().runId).toBe(1);
    clock.advance(499);
    expect(store.getState().loading).toBe(true);
    clock.advance(1);
    expect(store.getState().loading).toBe(false);
  });

  it('typing one character leaves the derived results untouched (same object)', async () => {
    const { store } = setup();
    await store.getState().load();
    const before = store.getState().results;
    store.getState().setSearch('x');
    expect(store.getState().results).toBe(before);
  });
});

describe('sort', () => {
  it('a new key starts ascending; the same key toggles', async () => {
    const { store } = setup();
    await store.getState().load();
    store.getState().toggleSort('yield_to_maturity');
    expect(store.getState().sort).toEqual({ value: 'yield_to_maturity', order: 'asc' });
    expect(keys(store)).toEqual(['2', '1']);
    store.getState().toggleSort('yield_to_maturity');
    expect(store.getState().sort?.order).toBe('desc');
    expect(keys(store)).toEqual(['1', '2']);
  });
});

describe('drawer, chips and reset', () => {
  it("'Show bonds' is enabled only when the draft differs from default, and applies it", async () => {
    const { store } = setup();
    await store.getState().load();
    store.getState().openDrawer();
    expect(store.getState().results.showBondsEnabled).toBe(false);
    store.getState().toggleDraftValue('currency', 'EUR');
    expect(store.getState().results.showBondsEnabled).toBe(true);
    expect(keys(store)).toEqual(['1', '2']); // not applied yet
    store.getState().applyDraft();
    expect(keys(store)).toEqual(['2']);
    expect(store.getState().results.chips.visible.map((c) => c.key)).toEqual(['currency:EUR']);
  });

  it('choosing a returns measure resets the other ranges; a full-bounds range is the default', async () => {
    const { store } = setup();
    await store.getState().load();
    // bounds come from the available products: yields 4.2–6.1
    expect(store.getState().results.bounds.yield_to_maturity).toEqual({ min: 4.2, max: 6.1, step: 0.1 });
    store.getState().setDraftRange('yield_to_maturity', [5, 7]);
    expect(store.getState().draft.filters.yield_to_maturity).toEqual([5, 6.1]);
    store.getState().setDraftReturns('coupon');
    expect(store.getState().draft.filters.yield_to_maturity).toBeNull();
    expect(store.getState().draft.filters.returns).toBe('coupon');
    store.getState().setDraftRange('maturity', [2030, 2045]);
    expect(store.getState().draft.filters.maturityDates).toBeNull();
  });

  it('removing a chip resets that filter; Clear all clears filters and search', async () => {
    const { store } = setup();
    await store.getState().load();
    store.getState().setDraftRange('maturity', [2030, 2035]);
    store.getState().toggleDraftValue('currency', 'GBP');
    store.getState().applyDraft();
    expect(keys(store)).toEqual(['1']);
    const maturity = store.getState().results.chips.all.find((c) => c.kind === 'maturity')!;
    store.getState().removeChip(maturity);
    expect(store.getState().filters.maturityDates).toBeNull();
    expect(store.getState().filters.currency).toEqual(['GBP']);
    store.getState().setSearch('zz');
    store.getState().submitSearch();
    expect(store.getState().results.isEmpty).toBe(true);
    store.getState().clearAll();
    expect(keys(store)).toEqual(['1', '2']);
    expect(store.getState().searchText).toBe('');
  });

  it("'Reset all' clears filters, sort and search", async () => {
    const { store } = setup();
    await store.getState().load();
    store.getState().toggleSort('company');
    store.getState().toggleDraftValue('category', 'high_yield');
    store.getState().applyDraft();
    store.getState().setSearch('acme');
    store.getState().submitSearch();
    store.getState().resetAll();
    const s = store.getState();
    expect(s.sort).toBeNull();
    expect(s.filters.category).toEqual([]);
    expect(s.appliedSearch).toBe('');
    expect(s.results.showBondsEnabled).toBe(false);
  });
});

describe('views and the unavailable toggle', () => {
  it('list by default for standard, card for sukuk; card only with default filters and no search', async () => {
    expect(setup().store.getState().view).toBe('list');
    const { store } = setup({ variant: 'sukuk' });
    await store.getState().load();
    expect(store.getState().results.effectiveView).toBe('card');
    expect(selectMarketCardRows(store.getState()).map((r) => [r.category, r.count])).toEqual([
      ['high_yield', 1],
      ['retail', 2],
    ]);
    // the same answer while the rows and categories are the same
    expect(selectMarketCardRows(store.getState())).toBe(selectMarketCardRows(store.getState()));
    expect(selectMarketCategories(store.getState())).toBe(selectMarketCategories(store.getState()));
    store.getState().setSearch('acme');
    store.getState().submitSearch();
    expect(store.getState().results.effectiveView).toBe('list');
    expect(selectMarketCardRows(store.getState())).toEqual([]);
    expect(store.getState().view).toBe('card');
  });

  it("'show unavailable' reveals rows without liquidity", async () => {
    const { store } = setup();
    await store.getState().load();
    store.getState().setShowUnavailable(true);
    expect(keys(store)).toContain('3');
  });
});

describe('watch', () => {
  it('updates optimistically and keeps the change on success', async () => {
    const { store, calls } = setup();
    await store.getState().load();
    const done = store.getState().toggleWatch(2);
    expect(store.getState().results.rows.find((r) => r.key === '2')?.isInterested).toBe(true);
    await done;
    expect(store.getState().products.find((p) => p.product_id === 2)?.annotations?.is_interested).toBe(true);
    expect(calls.at(-1)).toMatchObject({ method: 'PATCH' });
    expect(store.getState().notices).toEqual([]);
  });

  it("reverts on failure with 'market.watchReverted' naming the company", async () => {
    const { store } = setup({ failWatch: true });
    await store.getState().load();
    await store.getState().toggleWatch(1);
    expect(store.getState().results.rows.find((r) => r.key === '1')?.isInterested).toBe(false);
    const [notice] = store.getState().notices;
    expect(notice).toMatchObject({ code: 'market.watchReverted', values: { company: 'Acme Water' } });
    store.getState().dismissNotice(notice!.id);
    expect(store.getState().notices).toEqual([]);
  });

  it('is ignored for read-only users and visitors', async () => {
    for (const user of [{ ...investor, is_read_only: true }, null]) {
      const { store, calls } = setup({ user });
      await store.getState().load();
      await store.getState().toggleWatch(1);
      expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
    }
  });
});

describe('session and address', () => {
  it('accepts a SessionUser as the user (type-level)', () => {
    const asMarketUser = (u: SessionUser): MarketUser => u;
    expect(typeof asMarketUser).toBe('function');
  });

  it('signing in reloads with for_user=me', async () => {
    const { store, calls } = setup({ user: null });
    await store.getState().load();
    store.getState().setUser(investor);
    await new Promise((r) => setTimeout(r, 0));
    await new Promise((r) => setTimeout(r, 0));
    expect(calls.filter((c) => c.url.searchParams.get('for_user') === 'me')).toHaveLength(1);
  });

  it('restores from the hash and writes it back; the hash is empty with no filter', async () => {
    const { store } = setup();
    await store.getState().load();
    store.getState().applyAddress(parseMarketHash('#currency=EUR&sort=company&sort_order=DESC'));
    expect(keys(store)).toEqual(['2']);
    expect(writeMarketHash(selectMarketAddress(store.getState()))).toBe(
      'sort=company&sort_order=DESC&currency=EUR',
    );
    store.getState().resetAll();
    expect(writeMarketHash(selectMarketAddress(store.getState()))).toBe('');
  });

  it('an initial address is normalised once the data arrives', async () => {
    const { store } = setup({ address: parseMarketHash('maturityDates=2000,2100&yield_to_maturity=5,9') });
    await store.getState().load();
    expect(store.getState().filters.maturityDates).toBeNull();
    // clamped into the data's bounds (4.2–6.1)
    expect(store.getState().filters.yield_to_maturity).toEqual([5, 6.1]);
    expect(keys(store)).toEqual(['1']);
  });
});
