import { getMarketProducts, type MarketProduct } from '@bondkit/sdk-core';
import { within } from '@testing-library/dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BkNavigateDetail, BkReadyDetail, BkUnauthorizedDetail } from './core/events';
import { defineMarketTable } from './market-table';
import { collect, mount, received, shadow } from './test/elements';
import { connect, isPlainGbpBond, NOW, sandboxPerFile } from './test/sandbox';
import { defineTradeTicket } from './trade-ticket';

// The sign-in contract of docs (guide/partner-bank.md, "Sign-in contract"), against the in-process sandbox:
// elements in token mode (`getAccessToken` on `api-base`) share one page connection per API.

const LONG = { timeout: 10_000 };

type TokenSource = (options: { forceRefresh: boolean }) => string | null | Promise<string | null>;
type ApiElement = HTMLElement & { getAccessToken?: TokenSource; reload(): void };

const sandbox = sandboxPerFile(() => {
  defineMarketTable();
  defineTradeTicket();
});
let product: MarketProduct;
beforeAll(async () => {
  const investor = await connect(sandbox(), 'investor');
  const found = (await getMarketProducts(investor.client, { signedIn: true })).find(isPlainGbpBond);
  if (!found) throw new Error('no buyable GBP bond in the seed');
  product = found;
}, 30_000);
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await setClock({ now: NOW });
});

vi.setConfig({ testTimeout: 30_000 });

async function sandboxPost(path: string, body: unknown): Promise<Response> {
  const response = await sandbox().fetch(`http://sandbox.test${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
  return response;
}

const setClock = (body: { now: string } | { advance_seconds: number }) => sandboxPost('/sandbox/clock', body);

/** A bearer token for the investor persona (an hour of sandbox time). */
async function mintToken(): Promise<string> {
  return (
    (await (await sandboxPost('/sandbox/token', { persona: 'investor' })).json()) as { access_token: string }
  ).access_token;
}

let pages = 0;
/**
 * An API of its own for each test (the page connection is per `api-base`): `http://page-N.test/api`, answered
 * by the sandbox through the page's `fetch`; the requests sent are logged as 'METHOD path'.
 */
function pageApi(): { apiBase: string; requests: string[] } {
  pages += 1;
  const origin = `http://page-${pages}.test`;
  const requests: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== origin) throw new Error(`unexpected request to ${request.url}`);
    requests.push(`${request.method} ${url.pathname}`);
    return sandbox().fetch(new Request(`http://sandbox.test${url.pathname}${url.search}`, request));
  });
  return { apiBase: `${origin}/api`, requests };
}

/** An element given the token source first, then its API, as the partner guide says. */
function mountApi(tag: string, apiBase: string, getAccessToken: TokenSource, attributes = {}): ApiElement {
  const element = mount<ApiElement>(tag, attributes, { getAccessToken });
  element.setAttribute('api-base', apiBase);
  return element;
}

const mountMarket = (apiBase: string, getAccessToken: TokenSource, attributes = {}) =>
  mountApi('bk-market-table', apiBase, getAccessToken, { view: 'list', ...attributes });
const mountTicket = (apiBase: string, getAccessToken: TokenSource, attributes = {}) =>
  mountApi('bk-trade-ticket', apiBase, getAccessToken, {
    'product-id': String(product.product_id),
    ...attributes,
  });

const signedOutText = { standard: 'You are signed out', sukuk: 'Your session has ended' };

/** Waits for the signed-out state, and checks that nothing else shows: no spinner, no widget. */
async function expectSignedOut(element: HTMLElement, variant: keyof typeof signedOutText = 'standard') {
  const title = await shadow(element).findByText(signedOutText[variant], {}, LONG);
  expect(title.closest('[role="status"]')).not.toBeNull();
  expect(element.shadowRoot!.querySelector('.bk-spinner, .bk-market, .bk-ticket')).toBeNull();
  expect(element.shadowRoot!.textContent).not.toContain('Loading');
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('the sign-in contract (token mode)', () => {
  it('without a token: one bk-unauthorized for the page, the signed-out state in both variants, no call, no navigation', async () => {
    const { apiBase, requests } = pageApi();
    const unauthorized = collect<BkUnauthorizedDetail>('bk-unauthorized');
    const navigations = collect<BkNavigateDetail>('bk-navigate');
    const ready = collect<BkReadyDetail>('bk-ready');
    const getAccessToken = vi.fn<TokenSource>(() => null);
    const market = mountMarket(apiBase, getAccessToken);
    const ticket = mountTicket(apiBase, getAccessToken, { variant: 'sukuk' });

    await expectSignedOut(market);
    await expectSignedOut(ticket, 'sukuk');
    await settle();
    expect(unauthorized).toHaveLength(1);
    expect(unauthorized[0]!.detail.status).toBe(401);
    expect([market, ticket]).toContain(unauthorized[0]!.target);
    expect(navigations).toHaveLength(0);
    // nothing was asked of the API as a visitor: without a token no call leaves
    expect(requests).toEqual([]);
    expect(getAccessToken).toHaveBeenCalledWith({ forceRefresh: true });
    expect(ready.map((event) => event.detail.signedIn)).toEqual([false, false]);
    await expectSignedOut(market);
    await expectSignedOut(ticket, 'sukuk');
  });

  it('restores: setting a token loads every waiting element once, signed in, without a second event', async () => {
    const { apiBase, requests } = pageApi();
    const unauthorized = collect<BkUnauthorizedDetail>('bk-unauthorized');
    const ready = collect<BkReadyDetail>('bk-ready');
    let token: string | null = null;
    const getAccessToken: TokenSource = () => token;
    const market = mountMarket(apiBase, getAccessToken);
    const ticket = mountTicket(apiBase, getAccessToken);
    await expectSignedOut(market);
    await expectSignedOut(ticket);
    expect(unauthorized).toHaveLength(1);

    // the host signed the customer in again: it has a token, and says so by setting the property again
    token = await mintToken();
    market.getAccessToken = getAccessToken;
    const rows = within(await shadow(market).findByRole('table', {}, LONG)).getAllByRole('row');
    expect(rows.length).toBeGreaterThan(5);
    await shadow(ticket).findByRole(
      'heading',
      { level: 1, name: `Buy ${product.company.company_name}` },
      LONG,
    );
    await settle();
    // one session call for the page, prices of the signed-in customer
    expect(requests.filter((request) => request.endsWith('/api/customers/me/'))).toHaveLength(1);
    expect(requests.filter((request) => request === 'GET /api/products/')).toHaveLength(1);
    expect(unauthorized).toHaveLength(1);
    expect(ready.map((event) => [event.target, event.detail.signedIn])).toEqual([
      [market, false],
      [ticket, false],
      [market, true],
      [ticket, true],
    ]);
  });

  it('a lapse mid-session: one event for the page, the signed-in view kept, a re-created element signed out; a new token ends it', async () => {
    const { apiBase, requests } = pageApi();
    const unauthorized = collect<BkUnauthorizedDetail>('bk-unauthorized');
    let token = await mintToken();
    const getAccessToken = vi.fn<TokenSource>(() => token);
    const market = mountMarket(apiBase, getAccessToken);
    let ticket = mountTicket(apiBase, getAccessToken);
    const table = await shadow(market).findByRole('table', {}, LONG);
    const rowCount = within(table).getAllByRole('row').length;
    await shadow(ticket).findByRole(
      'heading',
      { level: 1, name: `Buy ${product.company.company_name}` },
      LONG,
    );
    expect(unauthorized).toHaveLength(0);

    // the token expires (an hour of sandbox time) and the host cannot renew it
    await setClock({ advance_seconds: 3601 });
    market.reload();
    const event = await received(unauthorized);
    expect(event.detail).toEqual({ status: 401, message: 'Token expired.' });
    expect(getAccessToken).toHaveBeenCalledWith({ forceRefresh: true });
    // the market keeps the customer's rows: never the visitor's
    await settle();
    expect(within(shadow(market).getByRole('table')).getAllByRole('row')).toHaveLength(rowCount);

    // the ticket re-created within the lapse: signed out, and no second event
    ticket.remove();
    ticket = mountTicket(apiBase, getAccessToken);
    await expectSignedOut(ticket);
    await settle();
    expect(unauthorized).toHaveLength(1);

    // a new token ends the lapse: the waiting ticket loads, once
    token = await mintToken();
    const sessionCalls = requests.filter((request) => request.endsWith('/api/customers/me/')).length;
    ticket.getAccessToken = getAccessToken;
    await shadow(ticket).findByRole(
      'heading',
      { level: 1, name: `Buy ${product.company.company_name}` },
      LONG,
    );
    await settle();
    expect(requests.filter((request) => request.endsWith('/api/customers/me/'))).toHaveLength(
      sessionCalls + 1,
    );
    expect(unauthorized).toHaveLength(1);

    // the next lapse is a new one: one more event
    await setClock({ advance_seconds: 3601 });
    market.reload();
    await received(unauthorized, 2);
    await settle();
    expect(unauthorized).toHaveLength(2);
  });
});
