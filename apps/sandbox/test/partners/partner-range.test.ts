/**
 * A partner customer sees and trades the partner's sukuk only (issue 17): the market lists sukuk whatever the
 * query asks, a conventional product's detail is not found, a trade in one and every Smart Interest call are
 * refused with 403 and the catalogue's text.
 */
import { en, formatMessage, getCatalogue, type MarketProduct } from '@bondkit/sdk-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../src/index';
import { csrfJson, MARKET_QUERY, signIn, TEST_NOW } from '../support/helpers';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await createSandbox({ now: TEST_NOW, onError: () => undefined });
}, 120_000);

afterAll(async () => {
  await sandbox?.close();
});

const isSukuk = (p: MarketProduct) => p.adib_details !== null;

async function list(client: (url: string) => Promise<Response>, query: string): Promise<MarketProduct[]> {
  const response = await client(`/api/products/?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as MarketProduct[];
}

describe('a partner customer', () => {
  let conventional: MarketProduct;

  beforeAll(async () => {
    const investor = await signIn(sandbox.fetch, 'investor');
    const products = await list(investor, MARKET_QUERY);
    const found = products.find((p) => !isSukuk(p) && p.currency === 'GBP' && p.state === 'open');
    if (!found) throw new Error('no conventional product in the seed');
    conventional = found;
  });

  it('lists sukuk only, whatever partner or ids the query names', async () => {
    const sukuk = await signIn(sandbox.fetch, 'sukuk');
    for (const query of [MARKET_QUERY, `${MARKET_QUERY}&partner=other`, `ids=${conventional.product_id}`]) {
      const products = await list(sukuk, query);
      expect(products.every(isSukuk), query).toBe(true);
    }
    expect((await list(sukuk, MARKET_QUERY)).length).toBeGreaterThan(0);
  });

  it('does not find a conventional product, and finds a sukuk', async () => {
    const sukuk = await signIn(sandbox.fetch, 'sukuk');
    const response = await sukuk(`/api/products/${conventional.product_id}/`);
    expect(response.status).toBe(404);
    const [first] = await list(sukuk, MARKET_QUERY);
    expect((await sukuk(`/api/products/${first?.product_id}/`)).status).toBe(200);
  });

  it('is refused a quote in a conventional product (403, the catalogue text)', async () => {
    const sukuk = await signIn(sandbox.fetch, 'sukuk');
    const me = (await (await sukuk('/api/customers/me/')).json()) as {
      investment_accounts: { id: number }[];
    };
    const response = await sukuk('/api/market/quote/', {
      method: 'POST',
      headers: csrfJson(sukuk),
      body: JSON.stringify({
        investment_account_id: me.investment_accounts[0]?.id,
        buys: [{ product_id: conventional.product_id, type: 'gross', amount: '1000.00', currency: 'GBP' }],
      }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ detail: formatMessage(en, 'trade.error.partnerProductsOnly') });
  });

  it('is refused every Smart Interest call (403, the partner wording of the catalogue)', async () => {
    const sukuk = await signIn(sandbox.fetch, 'sukuk');
    const detail = { detail: formatMessage(getCatalogue('sukuk'), 'smartInterest.error.partnerRefused') };
    const me = (await (await sukuk('/api/customers/me/')).json()) as {
      investment_accounts: { reference: string }[];
    };
    const holdings = `/api/customers/me/investment-accounts/${me.investment_accounts[0]?.reference}/dynamic-bonds/`;
    for (const url of ['/api/smart-interest/settings/?currency=GBP', holdings]) {
      const response = await sukuk(url);
      expect(response.status, url).toBe(403);
      expect(await response.json()).toEqual(detail);
    }
    const order = await sukuk('/api/smart-interest/orders/', {
      method: 'POST',
      headers: csrfJson(sukuk),
      body: JSON.stringify({ whatIf: true, currency: 'GBP', amount: '1000.00', daysToMaturity: 1825 }),
    });
    expect(order.status).toBe(403);
  });

  it('leaves a standard customer’s Smart Interest and market as they were', async () => {
    const investor = await signIn(sandbox.fetch, 'investor');
    expect((await investor('/api/smart-interest/settings/?currency=GBP')).status).toBe(200);
    expect((await investor(`/api/products/${conventional.product_id}/`)).status).toBe(200);
  });
});
