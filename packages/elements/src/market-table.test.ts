import type { Sandbox } from '@bondkit/sandbox';
import { getMarketProducts, type MarketAddress } from '@bondkit/sdk-core';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BkErrorDetail, BkNavigateDetail, BkReadyDetail, BkUnauthorizedDetail } from './core/events';
import { defineMarketTable } from './market-table';
import { collect, mount, received, shadow, WAIT } from './test/elements';
import { API_BASE, type Connection, connect, startSandbox } from './test/sandbox';

const TAG = 'bk-market-table';

let sandbox: Sandbox;
beforeAll(async () => {
  defineMarketTable();
  sandbox = await startSandbox();
}, 30_000);
afterAll(async () => {
  await sandbox.close();
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

async function table(element: HTMLElement): Promise<HTMLElement> {
  return shadow(element).findByRole('table', {}, WAIT);
}

function bodyRows(tableElement: HTMLElement): HTMLElement[] {
  return within(tableElement).getAllByRole('row').slice(1);
}

function mountTable(connection: Connection, attributes: Record<string, string> = {}, properties = {}) {
  return mount(TAG, { view: 'list', ...attributes }, { client: connection.client, ...properties });
}

// PGlite answers in-process, but a market of ~180 bonds takes a while to render twice on 2 cores
vi.setConfig({ testTimeout: 20_000 });

describe('<bk-market-table>', () => {
  it('renders the sandbox market for the signed-in user of the client property', async () => {
    const connection = await connect(sandbox, 'investor');
    const ready = collect<BkReadyDetail>('bk-ready');
    const element = mountTable(connection);
    const rows = bodyRows(await table(element));
    expect(rows.length).toBeGreaterThan(5);
    const products = await getMarketProducts(connection.client, { signedIn: true });
    const first = products.find((p) => p.product_id === Number(rows[0]!.dataset.productId));
    expect(first).toBeDefined();
    expect(within(rows[0]!).getByText(first!.buy_price)).toBeTruthy(); // prices are not blurred
    expect((await received(ready)).detail).toEqual({ tagName: TAG, signedIn: true });
    expect(connection.requests.some((request) => request.endsWith('/api/customers/me/'))).toBe(true);
    // rich properties are never written into attributes
    expect(element.getAttributeNames().sort()).toEqual(['view']);
  });

  it('takes the user property instead of asking the API', async () => {
    const connection = await connect(sandbox);
    const ready = collect<BkReadyDetail>('bk-ready');
    const element = mountTable(connection, {}, { user: null });
    await table(element);
    expect((await received(ready)).detail.signedIn).toBe(false);
    expect(connection.requests.some((request) => request.includes('/customers/me/'))).toBe(false);
  });

  it('re-renders when an attribute changes: the sukuk variant and the dark theme', async () => {
    const connection = await connect(sandbox, 'sukuk');
    const element = mountTable(connection);
    await table(element);
    expect(shadow(element).getByRole('searchbox', { name: 'Search bonds' })).toBeTruthy();
    element.setAttribute('variant', 'sukuk');
    element.setAttribute('theme', 'dark');
    await shadow(element).findByRole('searchbox', { name: 'Search sukuk' }, WAIT);
    expect(element.shadowRoot!.querySelector('.bk-market')?.getAttribute('data-bk-variant')).toBe('sukuk');
    expect(element.shadowRoot!.querySelector('.bk-market')?.getAttribute('data-bk-theme')).toBe('dark');
    element.removeAttribute('variant');
    await shadow(element).findByRole('searchbox', { name: 'Search bonds' }, WAIT);
  });

  it('runs two tables with different categories on one page independently', async () => {
    const connection = await connect(sandbox, 'investor');
    const products = await getMarketProducts(connection.client, { signedIn: true });
    const inCategory = (id: number, category: string) =>
      products.find((p) => p.product_id === id)?.categories.some((c) => c.category_id === category) ?? false;
    const counts = new Map<string, number>();
    for (const p of products)
      for (const c of p.categories) counts.set(c.category_id, (counts.get(c.category_id) ?? 0) + 1);
    const categories = [...counts.keys()].sort((x, y) => (counts.get(y) ?? 0) - (counts.get(x) ?? 0));
    expect(categories.length).toBeGreaterThan(1);
    const [a, b] = categories as [string, string];
    const one = mountTable(connection, { category: a, label: 'First market' });
    const two = mountTable(connection, { category: b, label: 'Second market' });
    const idsOf = async (element: HTMLElement) =>
      bodyRows(await table(element)).map((row) => Number(row.dataset.productId));
    await waitFor(async () => {
      const inA = await idsOf(one);
      const inB = await idsOf(two);
      expect(inA.length).toBeGreaterThan(0);
      expect(inB.length).toBeGreaterThan(0);
      expect(inA.every((id) => inCategory(id, a))).toBe(true);
      expect(inB.every((id) => inCategory(id, b))).toBe(true);
      expect(inA).not.toEqual(inB);
    }, WAIT);
    // each names its landmarks after its label, so the two stay distinguishable
    for (const [element, label] of [
      [one, 'First market'],
      [two, 'Second market'],
    ] as const) {
      expect(shadow(element).getByRole('search', { name: `Search ${label}` })).toBeTruthy();
      expect(shadow(element).getByRole('region', { name: `${label} notifications` })).toBeTruthy();
    }
    // a search in one leaves the other alone and is reported by its own element
    const changes = collect<MarketAddress>('bk-filters-changed');
    const search = shadow(one).getByRole('searchbox', { name: 'Search bonds' });
    fireEvent.input(search, { target: { value: 'zzqxv' } });
    fireEvent.submit(search.closest('form')!);
    const change = await received(changes);
    expect(change.target).toBe(one);
    expect(change.detail.search).toBe('zzqxv');
    expect((await idsOf(two)).length).toBeGreaterThan(0);
    expect(changes).toHaveLength(1);
  });

  it('gives focus back to Options when its menu closes with Escape (refs reach the button on preact too)', async () => {
    const connection = await connect(sandbox);
    const element = mountTable(connection, {}, { user: null });
    await table(element);
    const options = shadow(element).getByRole('button', { name: 'Options' });
    fireEvent.click(options);
    const menu = await shadow(element).findByRole('menu', {}, WAIT);
    await waitFor(() => expect(element.shadowRoot!.activeElement?.getAttribute('role')).toMatch(/^menuitem/));
    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(shadow(element).queryByRole('menu')).toBeNull());
    expect(element.shadowRoot!.activeElement).toBe(options);
  });

  it('sends bk-navigate for a bond link, and follows its URL template unless cancelled', async () => {
    const connection = await connect(sandbox, 'investor');
    const element = mountTable(connection, { 'bond-url': '#bond-{productId}' });
    const rows = bodyRows(await table(element));
    const productId = Number(rows[0]!.dataset.productId);
    const link = rows[0]!.querySelector<HTMLAnchorElement>('.bk-bond__name a')!;
    expect(link.getAttribute('href')).toBe(`#bond-${productId}`);

    const navigations = collect<BkNavigateDetail>('bk-navigate');
    const cancel = (event: Event) => event.preventDefault();
    document.addEventListener('bk-navigate', cancel);
    fireEvent.click(link);
    const cancelled = await received(navigations);
    expect(cancelled.target).toBe(element);
    expect(cancelled.bubbles && cancelled.composed && cancelled.cancelable).toBe(true);
    expect(cancelled.detail).toEqual({
      target: expect.objectContaining({ to: 'bond-detail', productId }),
      href: `#bond-${productId}`,
    });
    expect(window.location.hash).toBe('');

    document.removeEventListener('bk-navigate', cancel);
    fireEvent.click(link);
    await received(navigations, 2);
    expect(window.location.hash).toBe(`#bond-${productId}`);
  });

  it("sends bk-error when the API fails and shows the catalogue's message", async () => {
    const connection = await connect(sandbox, 'investor');
    connection.fail({ method: 'GET', url: /\/api\/products\/\?/, status: 500 });
    const errors = collect<BkErrorDetail>('bk-error');
    const element = mountTable(connection);
    const error = await received(errors);
    expect(error.target).toBe(element);
    expect(error.detail).toMatchObject({
      source: 'api',
      status: 500,
      path: 'products/',
      message: 'Market data failed to load',
    });
    await shadow(element).findByText('Market data failed to load', {}, WAIT);
  });
});

describe('<bk-market-table> on api-base', () => {
  it('builds a bearer client from api-base and getAccessToken; a refused token: one refresh, one bk-unauthorized, the signed-out state', async () => {
    const connection = await connect(sandbox);
    const seen: { url: string; authorization: string | null }[] = [];
    // the API refuses the token (a session that ended)
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      seen.push({ url: request.url, authorization: request.headers.get('authorization') });
      if (request.headers.get('authorization')) {
        return new Response(JSON.stringify({ detail: 'Invalid token.' }), {
          status: 401,
          headers: { 'content-type': 'application/json' },
        });
      }
      return connection.fetch(request);
    });
    const getAccessToken = vi.fn(({ forceRefresh }: { forceRefresh: boolean }) =>
      forceRefresh ? 'token-2' : 'token-1',
    );
    const unauthorized = collect<BkUnauthorizedDetail>('bk-unauthorized');
    const errors = collect<BkErrorDetail>('bk-error');
    // an API of its own: the page connection (and its lapse) is per api-base
    const apiBase = `${API_BASE}/`;
    const element = mount(TAG, { 'api-base': apiBase, view: 'list' }, { getAccessToken });
    const event = await received(unauthorized);
    expect(event.target).toBe(element);
    expect(event.detail).toEqual({ status: 401, message: 'Invalid token.' });
    // token mode needs a session: the element says it is signed out, it never shows the visitor's market
    await shadow(element).findByText('You are signed out', {}, WAIT);
    expect(element.shadowRoot!.querySelector('.bk-market')).toBeNull();
    // the session call went with the token, then once more with the refreshed one; nothing else was asked
    expect(seen).toEqual([
      { url: `${API_BASE}/customers/me/`, authorization: 'Bearer token-1' },
      { url: `${API_BASE}/customers/me/`, authorization: 'Bearer token-2' },
    ]);
    expect(getAccessToken).toHaveBeenCalledWith({ forceRefresh: true });
    expect(unauthorized).toHaveLength(1);
    expect(errors).toHaveLength(0);
    expect(element.getAttributeNames().sort()).toEqual(['api-base', 'view']);
  });

  it('renders nothing until it has an api-base or a client', async () => {
    const connection = await connect(sandbox);
    const element = mount(TAG, { view: 'list' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(element.shadowRoot!.querySelector('.bk-market')).toBeNull();
    (element as HTMLElement & { client?: unknown }).client = connection.client;
    await table(element);
  });
});
