/**
 * The penetration test's probes, each answered 400 with a field error (or 404 for an address that names no
 * record, 413 for a body beyond the limit) — never a 500 — and the sub-penny amounts it booked refused with
 * nothing booked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CookieFetch } from '../../src/cookie-fetch';
import { createSandbox, type Sandbox } from '../../src/index';
import { SANDBOX_PARTNER_KEY } from '../../src/partners';
import { csrfJson, postJson, signIn, TEST_NOW } from '../support/helpers';
import { tradableProducts } from '../support/trade';

const MONEY_DECIMALS = 'Ensure that there are no more than 2 decimal places.';
const CONTROL = 'Control characters are not allowed.';
const INT_MAX = 'Ensure this value is less than or equal to 2147483647.';

let sandbox: Sandbox;
let investor: CookieFetch;
const serverErrors: unknown[] = [];
let account: { id: number; reference: string };
let product: { product_id: number; reference: string };

beforeAll(async () => {
  sandbox = await createSandbox({ now: TEST_NOW, onError: (error) => serverErrors.push(error) });
  investor = await signIn(sandbox.fetch, 'investor');
  const accounts = (await (await investor('/api/customers/me/investment-accounts/')).json()) as {
    id: number;
    reference: string;
  }[];
  account = accounts[0] ?? { id: 0, reference: '' };
  const [open] = await tradableProducts(
    sandbox.db,
    "p.currency = 'GBP' AND p.adib_product_type IS NULL AND p.sell_liquidity >= 10000",
  );
  if (!open) throw new Error('no open GBP product');
  product = open;
}, 120_000);
afterAll(async () => {
  expect(serverErrors).toEqual([]);
  await sandbox?.close();
});

/** POSTs `body` as the signed-in investor (CSRF header from the cookie); answers the status and the JSON body. */
async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await investor(url, {
    method: 'POST',
    headers: { ...csrfJson(investor), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function get(url: string) {
  const response = await investor(url);
  return { status: response.status, body: (await response.json()) as unknown };
}

const refused = (body: unknown) => ({ status: 400, body });

/** The rows of a table (what a refusal must leave as it was). */
const count = async (table: string) =>
  Number((await sandbox.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n);

const quoteLeg = (overrides: Record<string, unknown> = {}) => ({
  product_id: product.product_id,
  type: 'gross',
  amount: '100.00',
  currency: 'GBP',
  ...overrides,
});

const orderOf = (leg: Record<string, unknown>) => ({
  investment_account_reference: account.reference,
  order_type: 'limit_order',
  expiry_type: 'good_until_canceled',
  legs: [
    { product_id: product.product_id, side: 'buy', requested_price: '90.00', notional: '100.00', ...leg },
  ],
  has_accepted_investor_agreement: true,
  has_accepted_fractional_bonds_agreement: true,
});

const rfqOf = (overrides: Record<string, unknown> = {}) => ({
  investment_account_reference: account.reference,
  notional_amount: '1000.00',
  notional_currency: 'GBP',
  quote_type: 'buy',
  product_reference: product.reference,
  requested_price: null,
  expiry_type: null,
  allow_partial_fulfilment: false,
  transient: true,
  ...overrides,
});

describe("the penetration test's probes answer 400 with a field error", () => {
  it('integers beyond the database range', async () => {
    expect(
      await post('/api/market/quote/', {
        investment_account_id: account.id,
        buys: [quoteLeg({ product_id: 9_007_199_254_740_991 })],
      }),
    ).toEqual(refused({ 'buys.0.product_id': [INT_MAX] }));
    expect(await post('/api/orders/', orderOf({ product_id: 2_147_483_648 }))).toEqual(
      refused({ 'legs.0.product_id': [INT_MAX] }),
    );
    expect(await get('/api/customers/me/positions/?product_id=9007199254740991')).toEqual(
      refused({ product_id: [INT_MAX] }),
    );
    expect(await get('/api/products/?product_id=9007199254740991')).toEqual(refused({ id: [INT_MAX] }));
    expect(
      await post(
        '/partner/sessions',
        { customer_id: '9007199254740991' },
        { 'x-partner-key': SANDBOX_PARTNER_KEY },
      ),
    ).toEqual(refused({ customer_id: [INT_MAX] }));
    expect(
      await post('/api/smart-interest/orders/', {
        whatIf: true,
        amount: '1000.00',
        currency: 'GBP',
        annualPayout: false,
        daysToMaturity: 1460,
        wise5OfferEnrolmentId: 9_007_199_254_740_991,
      }),
    ).toEqual(refused({ wise5OfferEnrolmentId: [INT_MAX] }));
    // inside a report request's data (the request as a JSON string)
    const report = (fields: Record<string, unknown>) =>
      post('/api/pdfgen/reports', { data: JSON.stringify({ report_type: 'pdf', ...fields }) });
    expect(
      await report({
        report_name: 'summary_report',
        investment_account_id: 2_147_483_648,
        from_date: '2026-01-01',
      }),
    ).toEqual(refused({ investment_account_id: [INT_MAX] }));
    expect(await report({ report_name: 'final_terms', loan_id: 9_007_199_254_740_991 })).toEqual(
      refused({ loan_id: [INT_MAX] }),
    );
    // an address naming no record is not found
    expect((await get('/api/products/9007199254740991/')).status).toBe(404);
    expect((await post('/api/buy-orders/9007199254740991/action/', { action: 'cancel' })).status).toBe(404);
  });

  it('NUL and control characters in references, query strings and bodies', async () => {
    expect(await get('/api/orders/ORD%00/')).toEqual(refused({ reference: [CONTROL] }));
    expect(await post('/api/orders/ORD%00/confirm/', {})).toEqual(refused({ reference: [CONTROL] }));
    expect(await post('/api/fx-quotes/FXQ%0A/confirm/', {})).toEqual(refused({ reference: [CONTROL] }));
    expect(await get('/api/orders/?status=open%00')).toEqual(refused({ status: [CONTROL] }));
    expect(await get('/api/products/?search=bond%1F')).toEqual(refused({ search: [CONTROL] }));
    expect(await post('/api/orders/', { ...orderOf({}), investment_account_reference: 'IA\u0000' })).toEqual(
      refused({ investment_account_reference: [CONTROL] }),
    );
    expect(await post('/api/rfqs/', rfqOf({ product_reference: `${product.reference}\u0000` }))).toEqual(
      refused({ product_reference: [CONTROL] }),
    );
    expect(
      await post('/api/auth/login/', { email: 'investor@sandbox.bondkit.test\u0000', password: 'x' }),
    ).toEqual(refused({ email: [CONTROL] }));
    expect(
      await post('/partner/sessions', { email: 'sukuk\u0000' }, { 'x-partner-key': SANDBOX_PARTNER_KEY }),
    ).toEqual(refused({ email: [CONTROL] }));
    expect(await post('/api/smart-interest/series/SI-GBP-5Y-TERM%00/quote/', { amount: '1000.00' })).toEqual(
      refused({ reference: [CONTROL] }),
    );
    expect(await post('/sandbox/token', { persona: 'investor\u0000' })).toEqual(
      refused({ persona: [CONTROL] }),
    );
  });

  it('amounts beyond the maximum', async () => {
    const tooMuch = 'Ensure this value is less than or equal to 10000000.00.';
    expect(
      await post('/api/market/quote/', {
        investment_account_id: account.id,
        buys: [quoteLeg({ amount: '100000000000000000000' })],
      }),
    ).toEqual(refused({ 'buys.0.amount': [tooMuch] }));
    expect(await post('/api/orders/', orderOf({ notional: '100000000000000000000' }))).toEqual(
      refused({ 'legs.0.notional': [tooMuch] }),
    );
    expect(await post('/api/rfqs/', rfqOf({ notional_amount: '10000000.01' }))).toEqual(
      refused({ notional_amount: [tooMuch] }),
    );
    expect(
      await post('/api/rfq-packages/', {
        rfq_package_type: 'switch',
        investment_account_reference: account.reference,
        rfqs: [rfqOf({ quote_type: 'sell', notional_amount: '100000000000000000000' }), rfqOf()],
      }),
    ).toEqual(refused({ 'rfqs.0.notional_amount': [tooMuch] }));
    expect(
      await post('/api/fx-quotes/', {
        investment_account_reference: account.reference,
        sell_currency: 'GBP',
        buy_currency: 'EUR',
        buy_amount: '100000000000000000000',
        transient: true,
      }),
    ).toEqual(refused({ buy_amount: [tooMuch] }));
    expect(
      await post('/api/smart-interest/series/SI-GBP-5Y-TERM/subscribe/', {
        investment_account: account.reference,
        amount: '100000000000000000000',
      }),
    ).toEqual(refused({ amount: [tooMuch] }));
  });

  it('the sandbox clock: advance_seconds 1e300 and dates beyond its years', async () => {
    expect(await post('/sandbox/clock', { advance_seconds: 1e300 })).toEqual(
      refused({ advance_seconds: [INT_MAX] }),
    );
    const outside = 'Ensure this date-time is from 2000-01-01T00:00:00Z and before 2100-01-01T00:00:00Z.';
    expect(await post('/sandbox/clock', { advance_seconds: -2_147_483_648 })).toEqual(
      refused({ advance_seconds: [outside] }),
    );
    expect(await post('/sandbox/clock', { now: '+275760-09-13T00:00:00Z' })).toEqual(
      refused({ now: [outside] }),
    );
    expect(await post('/sandbox/clock', '{"advance_seconds": 1e400}')).toEqual(
      refused({ advance_seconds: [INT_MAX] }),
    );
    expect(sandbox.clock.now().getUTCFullYear()).toBe(2026);
    sandbox.clock.set(TEST_NOW);
    expect(
      await post(
        '/api/orders/',
        {
          ...orderOf({}),
          expiry_type: 'expires_on_exact_datetime',
          expiry_options: { expires_at: '9999-12-31T23:59:59-23:59' },
        },
        { 'idempotency-key': 'far-future' },
      ),
    ).toEqual(refused({ 'expiry_options.expires_at': [outside] }));
  });
});

describe('sub-penny amounts are refused, never rounded into another trade', () => {
  const cash = async () =>
    (
      await sandbox.db.query<{ amount: string }>(
        "SELECT amount::text AS amount FROM account_balances WHERE account_id = $1 AND currency = 'GBP'",
        [account.id],
      )
    )[0]?.amount;

  it('amount "100.001" on a confirmed quote books nothing', async () => {
    const before = { cash: await cash(), orders: await count('orders') };
    expect(
      await post('/api/market/quote/', {
        investment_account_id: account.id,
        buys: [quoteLeg({ amount: '100.001' })],
        confirm: true,
        has_accepted_investor_agreement: true,
        has_accepted_fractional_bonds_agreement: true,
      }),
    ).toEqual(refused({ 'buys.0.amount': [MONEY_DECIMALS] }));
    expect({ cash: await cash(), orders: await count('orders') }).toEqual(before);
    // the same quote in pennies executes
    const booked = await post('/api/market/quote/', {
      investment_account_id: account.id,
      buys: [quoteLeg({ amount: '100.00' })],
      confirm: true,
    });
    expect(booked.status).toBe(201);
  });

  it('an order with requested_price "0.001" (or a notional of 0.001) is not created', async () => {
    const before = await count('orders');
    expect(await post('/api/orders/', orderOf({ requested_price: '0.001' }))).toEqual(
      refused({ 'legs.0.requested_price': [MONEY_DECIMALS] }),
    );
    expect(await post('/api/orders/', orderOf({ notional: '0.001' }))).toEqual(
      refused({ 'legs.0.notional': [MONEY_DECIMALS] }),
    );
    expect(await post('/api/orders/', orderOf({ requested_price: '0' }))).toEqual(
      refused({ 'legs.0.requested_price': ['Ensure this value is greater than or equal to 0.01.'] }),
    );
    expect(await post('/api/rfqs/', rfqOf({ requested_price: '99.999' }))).toEqual(
      refused({ requested_price: [MONEY_DECIMALS] }),
    );
    expect(await count('orders')).toBe(before);
  });

  it('an FX quote for sell_amount "0.001" is not created', async () => {
    const before = await count('fx_quotes');
    expect(
      await post('/api/fx-quotes/', {
        investment_account_reference: account.reference,
        sell_currency: 'GBP',
        buy_currency: 'EUR',
        sell_amount: '0.001',
        transient: false,
      }),
    ).toEqual(refused({ sell_amount: [MONEY_DECIMALS] }));
    expect(await count('fx_quotes')).toBe(before);
  });
});

describe('an empty account reference names no account', () => {
  it('is refused on its field, never read as the first account (FX quote, order, RFQ, switch)', async () => {
    const before = { fx: await count('fx_quotes'), orders: await count('orders') };
    const empty = refused({ investment_account_reference: ['Invalid length: Expected >=1 but received 0'] });
    expect(
      await post('/api/fx-quotes/', {
        investment_account_reference: '',
        sell_currency: 'GBP',
        buy_currency: 'EUR',
        sell_amount: '100.00',
        transient: false,
      }),
    ).toEqual(empty);
    expect(await post('/api/orders/', { ...orderOf({}), investment_account_reference: '' })).toEqual(empty);
    expect(await post('/api/rfqs/', rfqOf({ investment_account_reference: '' }))).toEqual(empty);
    const { investment_account_reference: _leg, ...leg } = rfqOf();
    expect(
      await post('/api/rfq-packages/', {
        rfq_package_type: 'switch',
        investment_account_reference: '',
        rfqs: [
          { ...leg, quote_type: 'sell' },
          { ...leg, quote_type: 'buy' },
        ],
      }),
    ).toEqual(empty);
    expect({ fx: await count('fx_quotes'), orders: await count('orders') }).toEqual(before);
  });
});

describe('what a report covers is bounded', () => {
  it('refuses a period longer than ten years on its end date, before any work', async () => {
    const before = await count('reports');
    const tooLong = refused({ to_date: ['Choose dates at most ten years apart.'] });
    const statement = (from_date: string, to_date: string) =>
      post('/api/pdfgen/reports', {
        data: JSON.stringify({
          report_name: 'account_statement',
          report_type: 'pdf',
          investment_account_id: account.id,
          from_date,
          to_date,
        }),
      });
    expect(await statement('1926-11-23', '2026-11-23')).toEqual(tooLong);
    expect(await statement('2016-11-22', '2026-11-23')).toEqual(tooLong);
    expect(
      await get(
        `/api/reports/data/?report=account_statement&investment_account_id=${account.id}&start=1926-11-23&end=2026-11-23`,
      ),
    ).toEqual(tooLong);
    expect(await count('reports')).toBe(before);
    // ten years to the day is allowed
    expect((await statement('2016-11-23', '2026-11-23')).status).toBe(201);
  });
});

describe('bodies and items per request are bounded', () => {
  it('answers a body beyond 64 KB 413, and more than 20 legs 400, before any work', async () => {
    const legs = Array.from({ length: 4000 }, () => quoteLeg());
    const huge = JSON.stringify({ investment_account_id: account.id, buys: legs, confirm: true });
    expect(huge.length).toBeGreaterThan(64 * 1024);
    expect(await post('/api/market/quote/', huge)).toEqual({
      status: 413,
      body: { detail: 'Request body too large: at most 65536 bytes.' },
    });
    expect(
      await post('/api/market/quote/', { investment_account_id: account.id, buys: legs.slice(0, 21) }),
    ).toEqual(refused({ buys: ['Ensure this field has no more than 20 elements.'] }));
    expect(
      await post('/api/market/quote/', {
        investment_account_id: account.id,
        buys: legs.slice(0, 11),
        sells: legs.slice(0, 10),
      }),
    ).toEqual(refused({ non_field_errors: ['Ensure this request has no more than 20 legs.'] }));
    expect(await post('/api/orders/', { ...orderOf({}), legs: Array(21).fill(orderOf({}).legs[0]) })).toEqual(
      refused({ legs: ['Ensure this field has no more than 20 elements.'] }),
    );
  });

  it('keeps the csrftoken cookie and JSON shape on a refusal', async () => {
    const response = await postJson(sandbox.fetch, '/sandbox/clock', { advance_seconds: 1e300 });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('set-cookie')).toContain('csrftoken=');
  });
});
