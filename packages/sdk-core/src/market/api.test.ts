import { describe, expect, it } from 'vitest';
import { ApiError, createClient } from '../http/index';
import { getMarketProducts, setProductInterest } from './api';
import { getMarketProductsCsv } from './csv-api';
import { getCompanyDocuments, getProductDetail } from './detail-api';
import { defaultFilters } from './rules/filters';
import type { MarketBounds } from './rules/types';
import { getMarketStatus, getMarkets } from './status-api';
import { makeProduct } from './test-fixtures';

interface Seen {
  method: string;
  url: URL;
  body: string | null;
  headers: Headers;
}

/** A tiny in-test server: records each request and answers with `respond`. */
function fakeApi(respond: (req: Seen) => Response) {
  const seen: Seen[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const req: Seen = {
      method: request.method,
      url: new URL(request.url),
      body: request.method === 'GET' ? null : await request.text(),
      headers: request.headers,
    };
    seen.push(req);
    return respond(req);
  };
  const client = createClient({ baseUrl: 'http://api.test/api', fetch, getCsrfToken: () => 'tok' });
  return { client, seen };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('getMarketProducts', () => {
  it('asks for the products with the exact query of §7, for_user=me when signed in', async () => {
    const { client, seen } = fakeApi(() => json([makeProduct({ product_id: 1 })]));
    const products = await getMarketProducts(client, { signedIn: true });
    expect(products).toHaveLength(1);
    expect(seen[0]!.url.pathname).toBe('/api/products/');
    expect(seen[0]!.url.searchParams.get('exclude')).toBe('call_schedule');
    expect(seen[0]!.url.searchParams.get('expand')).toBe(
      'annotations,user_invested,display_order,access_restrictions',
    );
    expect(seen[0]!.url.searchParams.get('for_user')).toBe('me');
  });

  it('leaves out for_user for visitors', async () => {
    const { client, seen } = fakeApi(() => json([]));
    await getMarketProducts(client, { signedIn: false });
    expect(seen[0]!.url.searchParams.has('for_user')).toBe(false);
  });

  it("asks for the partner's market in the sukuk variant only", async () => {
    const { client, seen } = fakeApi(() => json([]));
    await getMarketProducts(client, { signedIn: false, variant: 'sukuk' });
    await getMarketProducts(client, { signedIn: false, variant: 'standard' });
    expect(seen[0]!.url.searchParams.get('partner')).toBe('adib');
    expect(seen[1]!.url.searchParams.has('partner')).toBe(false);
  });

  it('a failure is an ApiError with the market fallback message', async () => {
    const { client } = fakeApi(() => new Response('oops', { status: 500 }));
    const error = await getMarketProducts(client, { signedIn: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Market data failed to load');
  });
});

describe('getMarketProductsCsv', () => {
  const bounds: MarketBounds = {
    maturity: { min: 2026, max: 2055, step: 1 },
    yield_to_maturity: { min: 2, max: 50, step: 0.1 },
    current_yield: { min: 2, max: 20, step: 0.1 },
    coupon: { min: 2, max: 12, step: 0.01 },
  };

  it('sends format=csv and the filters, and names the file from Content-Disposition', async () => {
    const { client, seen } = fakeApi(
      () =>
        new Response('isin,company\nXS1,Acme\n', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="bondkit_market_20261123.csv"',
          },
        }),
    );
    const file = await getMarketProductsCsv(
      client,
      {
        ...defaultFilters(),
        category: ['high_yield', 'retail'],
        currency: ['GBP'],
        maturityDates: [2027, 2030],
        yield_to_maturity: [5, 50],
      },
      bounds,
    );
    expect(file.fileName).toBe('bondkit_market_20261123.csv');
    expect(await file.blob.text()).toBe('isin,company\nXS1,Acme\n');
    const params = seen[0]!.url.searchParams;
    expect(params.get('format')).toBe('csv');
    expect(params.getAll('category')).toEqual(['high_yield', 'retail']);
    expect(params.get('currency')).toBe('GBP');
    expect(params.get('maturity__gte')).toBe('2027');
    expect(params.get('maturity__lte')).toBe('2030');
    expect(params.get('yield_to_maturity__gte')).toBe('5');
    expect(params.has('yield_to_maturity__lte')).toBe(false);
  });
});

describe('product detail, watch, market state, documents', () => {
  const detail = {
    ...makeProduct({ product_id: 42 }),
    description_html: '<p>x</p>',
    bond_information: [],
    company_information: { description_html: '', website: null, country: 'GB', founded: null },
    capital_structure: [],
    key_financials: [],
    news: [],
  };

  it('getProductDetail expands user_invested, adib_details, company__important_updates for a visitor', async () => {
    const { client, seen } = fakeApi(() => json(detail));
    const out = await getProductDetail(client, 42, { variant: 'sukuk' });
    expect(out.product_id).toBe(42);
    expect(seen[0]!.url.pathname).toBe('/api/products/42/');
    expect(seen[0]!.url.searchParams.get('expand')).toBe(
      'user_invested,adib_details,company__important_updates',
    );
    expect(seen[0]!.url.searchParams.has('for_user')).toBe(false);
    // the sukuk variant asks within the partner's market, as the list does
    expect(seen[0]!.url.searchParams.get('partner')).toBe('adib');
  });

  it('getProductDetail also asks for the annotations, for_user=me, when signed in', async () => {
    const { client, seen } = fakeApi(() => json({ ...detail, annotations: { is_interested: true } }));
    const out = await getProductDetail(client, 42, { signedIn: true });
    expect(out.annotations).toEqual({ is_interested: true });
    expect(seen[0]!.url.searchParams.get('expand')).toBe(
      'annotations,user_invested,adib_details,company__important_updates',
    );
    expect(seen[0]!.url.searchParams.get('for_user')).toBe('me');
    expect(seen[0]!.url.searchParams.has('partner')).toBe(false);
  });

  it('setProductInterest PATCHes the annotations with the CSRF header', async () => {
    const { client, seen } = fakeApi(() => json({ is_interested: true }));
    expect(await setProductInterest(client, 7, true)).toEqual({ is_interested: true });
    expect(seen[0]!.method).toBe('PATCH');
    expect(seen[0]!.url.pathname).toBe('/api/products/7/annotations/');
    expect(JSON.parse(seen[0]!.body!)).toEqual({ is_interested: true });
    expect(seen[0]!.headers.get('x-csrftoken')).toBe('tok');
  });

  it('setProductInterest surfaces the read-only refusal', async () => {
    const { client } = fakeApi(() => json({ detail: 'Read-only users cannot change their watchlist.' }, 403));
    await expect(setProductInterest(client, 7, true)).rejects.toMatchObject({
      status: 403,
      message: 'Read-only users cannot change their watchlist.',
    });
  });

  it('getMarketStatus and getMarkets', async () => {
    const status = {
      state: 'closed',
      state_now: 'closed',
      opens_at: '2026-11-24T08:00:00+00:00',
      are_limit_orders_allowed: true,
    };
    const { client, seen } = fakeApi((req) =>
      req.url.pathname.endsWith('/markets/') ? json([{ ...status, currency: 'GBP' }]) : json(status),
    );
    expect((await getMarketStatus(client)).state).toBe('closed');
    expect((await getMarkets(client))[0]!.currency).toBe('GBP');
    expect(seen.map((s) => s.url.pathname)).toEqual(['/api/market/', '/api/markets/']);
  });

  it('getCompanyDocuments', async () => {
    const docs = [
      {
        reference: 'D1',
        description: 'Key Facts Statement',
        document_type: 'key_facts',
        link: '/api/companies/C1/documents/D1/download/',
      },
    ];
    const { client, seen } = fakeApi(() => json(docs));
    expect(await getCompanyDocuments(client, 'C1')).toEqual(docs);
    expect(seen[0]!.url.pathname).toBe('/api/companies/C1/documents/');
  });

  it('getCompanyDocuments fails with the documents fallback message', async () => {
    const { client } = fakeApi(() => new Response('', { status: 502 }));
    await expect(getCompanyDocuments(client, 'C1')).rejects.toMatchObject({
      message: 'Unable to fetch company documents. Please, try later',
    });
  });
});
