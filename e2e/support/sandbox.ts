import { newestCode } from '@bondkit/sandbox/testing';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { SANDBOX_NOW, SANDBOX_URL } from '../env';

/** Sandbox-only admin calls (not under /api: no session or CSRF needed). */
async function admin(api: APIRequestContext, path: string, data?: unknown): Promise<unknown> {
  const response = await api.post(`${SANDBOX_URL}${path}`, data === undefined ? {} : { data });
  expect(response.ok(), `POST ${path} answered ${response.status()}: ${await response.text()}`).toBe(true);
  const text = await response.text();
  return text ? JSON.parse(text) : undefined;
}

export async function setClock(api: APIRequestContext, now: string = SANDBOX_NOW): Promise<void> {
  await admin(api, '/sandbox/clock', { now });
}

export async function setMarketState(
  api: APIRequestContext,
  state: 'open' | 'closed' | 'suspended' | 'auto',
): Promise<void> {
  await admin(api, '/sandbox/market', { state });
}

/** Reseeds, pins the clock and lets the market follow its hours again. */
export async function resetSandbox(api: APIRequestContext): Promise<void> {
  await admin(api, '/sandbox/reset');
  await setClock(api);
  await setMarketState(api, 'auto');
}

/** One product of the market list as a visitor sees it (only the fields the tests use). */
export type WireProduct = {
  product_id: number;
  company: { company_name: string; is_treasury: boolean };
  adib_details: { underlying_company_name: string } | null;
  isin_code: string;
  currency: string;
  seniority: string;
  state: string;
  tradeability: string;
  tradeability_reason: string | null;
  sell_liquidity: string;
  categories: { category_id: string; label: string }[];
  pending_liquidity: unknown[];
};

/** The products list straight from the sandbox (a visitor's view; of the partner's market with `partner`). */
export async function listProducts(api: APIRequestContext, partner?: 'adib'): Promise<WireProduct[]> {
  const query = `exclude=call_schedule&expand=display_order${partner ? `&partner=${partner}` : ''}`;
  const response = await api.get(`${SANDBOX_URL}/api/products/?${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as WireProduct[];
}

export async function findProduct(
  api: APIRequestContext,
  predicate: (product: WireProduct) => boolean,
  what: string,
  partner?: 'adib',
): Promise<WireProduct> {
  const product = (await listProducts(api, partner)).find(predicate);
  if (!product) throw new Error(`the sandbox seed has no ${what}`);
  return product;
}

/** Products a buyer can act on in the list: open, tradeable, available, not coming soon, not a gilt. */
export async function openProducts(api: APIRequestContext): Promise<WireProduct[]> {
  return (await listProducts(api)).filter(
    (p) =>
      p.state === 'open' &&
      p.tradeability === 'open' &&
      Number(p.sell_liquidity) > 100 &&
      p.pending_liquidity.length === 0 &&
      !p.company.is_treasury &&
      p.adib_details === null,
  );
}

/**
 * Asks for a one-time code (`request`: e.g. clicking 'Request verification code') and answers the code the
 * sandbox sent for that very challenge. Tests side by side may be the same customer (there is one sukuk
 * persona), so the code is the newest one for the reference in the challenge call's path.
 */
export async function requestedCode(
  page: Page,
  email: string,
  request: () => Promise<void>,
): Promise<string> {
  const [challenge] = await Promise.all([
    page.waitForResponse(
      (r) => r.request().method() === 'POST' && /\/challenge\/?$/.test(new URL(r.url()).pathname),
    ),
    request(),
  ]);
  expect(challenge.ok(), 'the sandbox sent a code').toBe(true);
  // the challenged reference is the path's segment before `challenge/` (an order, an RFQ quote, a package)
  const reference = new URL(challenge.url()).pathname.split('/').filter(Boolean).at(-2);
  return newestCode((path) => fetch(`${SANDBOX_URL}${path}`), email, reference);
}
