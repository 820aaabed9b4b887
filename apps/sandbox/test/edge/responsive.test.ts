/**
 * No request can stall the others. While the worst request the limits allow runs — a confirmed quote of 20
 * legs in a body of almost 64 KB, every leg booked — and while over-limit ones (a 276 KB quote of 4,000 legs,
 * 21 legs) are refused, another client's `GET /api/market/` is answered meanwhile: PGlite lets the event loop
 * run between a request's queries (db/pglite.ts), the body and its items are bounded (shared/edge.ts). The test
 * asserts the interleaving (answers before the trade's), not milliseconds, which depend on the machine's load;
 * each GET's delay from when it was due is printed when it fails.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CookieFetch, createCookieFetch } from '../../src/cookie-fetch';
import { createSandbox, type Sandbox } from '../../src/index';
import { LIMITS } from '../../src/shared/limits';
import { csrfJson, signIn, TEST_NOW } from '../support/helpers';
import { tradableProducts } from '../support/trade';

/** How often the other client asks while the worst request runs. */
const EVERY_MS = 10;

let sandbox: Sandbox;
let investor: CookieFetch;
let other: CookieFetch;
let accountId: number;
let productIds: number[];

beforeAll(async () => {
  sandbox = await createSandbox({ now: TEST_NOW });
  investor = await signIn(sandbox.fetch, 'investor');
  other = createCookieFetch(sandbox.fetch);
  const accounts = (await (await investor('/api/customers/me/investment-accounts/')).json()) as {
    id: number;
  }[];
  accountId = accounts[0]?.id ?? 0;
  productIds = (
    await tradableProducts(
      sandbox.db,
      "p.currency = 'GBP' AND p.adib_product_type IS NULL AND p.sell_liquidity >= 10000",
    )
  ).map((p) => p.product_id);
  expect(productIds.length).toBeGreaterThan(5);
  // warm up the market route
  expect((await other('/api/market/')).status).toBe(200);
}, 120_000);
afterAll(() => sandbox?.close());

/** The other client's `GET /api/market/`, sent when a timer fires: milliseconds from when it was due to its answer. */
function marketAfter(delayMs: number): Promise<number> {
  const due = performance.now() + delayMs;
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      other('/api/market/')
        .then(async (response) => {
          expect(response.status).toBe(200);
          await response.json();
          resolve(performance.now() - due);
        })
        .catch(reject);
    }, delayMs);
  });
}

/**
 * Sends `body` to the quote route and, until it is answered, the other client's GET every {@link EVERY_MS};
 * answers the quote's status, how long it took, and each GET's latency.
 */
async function whileQuoting(body: string): Promise<{ status: number; ms: number; latencies: number[] }> {
  const start = performance.now();
  let answered = false;
  const quote = investor('/api/market/quote/', { method: 'POST', headers: csrfJson(investor), body }).then(
    async (response) => {
      await response.arrayBuffer();
      answered = true;
      return { status: response.status, ms: performance.now() - start };
    },
  );
  const latencies = [await marketAfter(1)];
  while (!answered) latencies.push(await marketAfter(EVERY_MS));
  return { ...(await quote), latencies };
}

/** A confirmed quote of `legs` buys of £10, padded with fields of 255 characters to about `bytes`. */
function quoteBody(legs: number, bytes = 0): string {
  const buys = Array.from({ length: legs }, (_, i) => ({
    product_id: productIds[i % productIds.length],
    type: 'gross',
    amount: '10.00',
    currency: 'GBP',
  }));
  const body: Record<string, unknown> = { investment_account_id: accountId, buys, confirm: true };
  const padding = 'p'.repeat(LIMITS.textLength);
  for (let i = 0; JSON.stringify(body).length + padding.length + 20 < bytes; i++)
    body[`padding_${i}`] = padding;
  return JSON.stringify(body);
}

describe('no request stalls the others', () => {
  it('answers another client while the largest allowed trade runs', async () => {
    const body = quoteBody(LIMITS.itemsPerArray, LIMITS.bodyBytes);
    expect(body.length).toBeGreaterThan(LIMITS.bodyBytes - 300);
    expect(body.length).toBeLessThanOrEqual(LIMITS.bodyBytes);
    const { status, ms, latencies } = await whileQuoting(body);
    expect(status).toBe(201);
    // the other client was answered, more than once, before the trade was
    expect(
      latencies.length,
      `the trade took ${ms.toFixed(0)} ms; the GETs ${JSON.stringify(latencies.map(Math.round))} ms`,
    ).toBeGreaterThanOrEqual(2);
  });

  it('refuses the over-limit ones, the other client answered meanwhile', async () => {
    const huge = quoteBody(4000);
    expect(huge.length).toBeGreaterThan(250_000);
    const tooLarge = await whileQuoting(huge);
    expect(tooLarge.status).toBe(413);
    const tooMany = await whileQuoting(quoteBody(LIMITS.itemsPerArray + 1));
    expect(tooMany.status).toBe(400);
    for (const { latencies } of [tooLarge, tooMany]) expect(latencies.length).toBeGreaterThanOrEqual(1);
  });
});
