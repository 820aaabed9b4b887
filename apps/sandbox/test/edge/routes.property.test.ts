/**
 * Every route the app registers (`app.routes`, so a new route is walked without touching this file), sent bad
 * input by fast-check as a signed-in persona with a valid CSRF token: path parameters (the seed's real
 * references, or huge, negative, non-integer, NUL- and control-character-laden, very long strings), query
 * strings of the same, and bodies — a plausible body of every route at once with some fields made bad (1e300,
 * "100.001", "100000000000000000000", NaN-ish strings, wrong types, nested arrays and objects, 30 legs), any
 * JSON, or raw text (malformed JSON, 1e400, 70 KB). No answer may be a 5xx and the app may report no unexpected
 * error.
 *
 * `EDGE_PROPERTY_RUNS` runs per route (default 20), `EDGE_PROPERTY_SEED` the seed (default fixed).
 */
import fc from 'fast-check';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { CookieFetch } from '../../src/cookie-fetch';
import { createSandbox } from '../../src/index';
import { SANDBOX_PARTNER_KEY } from '../../src/partners';
import { personaEmail } from '../../src/seed';
import { badRequests } from '../support/edge';
import { signIn, TEST_NOW } from '../support/helpers';

const RUNS = Number(process.env.EDGE_PROPERTY_RUNS ?? 20);
const SEED = Number(process.env.EDGE_PROPERTY_SEED ?? 20_261_123);
/** Routes whose every call costs much more (a reseed): fewer runs. */
const RUNS_OF: Readonly<Record<string, number>> = { 'POST /sandbox/reset': 2 };

const serverErrors: unknown[] = [];
const sandbox = await createSandbox({ now: TEST_NOW, onError: (error) => serverErrors.push(error) });
afterAll(() => sandbox.close());

/** The routes to walk: every method and path the app answers (middlewares, registered as ALL, aside). */
const routes = [
  ...new Map(
    sandbox.app.routes
      .filter((route) => route.method !== 'ALL')
      .map((route) => [`${route.method} ${route.path}`, { method: route.method, path: route.path }]),
  ).values(),
];

// ── What the seed holds (path parameters that reach past the lookup) ─────────────────────────────────────

const persona = 'investor';
let browser: CookieFetch = await signIn(sandbox.fetch, persona);
const db = sandbox.db;
const column = async (sql: string) =>
  (await db.query<{ v: string | number }>(sql)).map((row) => String(row.v)).slice(0, 6);
const [account] = await db.query<{ id: number; reference: string; customer_id: number }>(
  `SELECT a.id, a.reference, a.customer_id FROM investment_accounts a JOIN users u USING (customer_id)
    WHERE u.email = $1 ORDER BY a.position LIMIT 1`,
  [personaEmail(persona)],
);
if (!account) throw new Error('the persona has no account');
const [product] = await db.query<{ product_id: number; reference: string }>(
  `SELECT product_id, reference FROM products WHERE currency = 'GBP' AND state = 'open' AND adib_product_type IS NULL
    ORDER BY product_id LIMIT 1`,
);
if (!product) throw new Error('no open GBP product');
const seriesReferences = await column('SELECT reference AS v FROM smart_interest_series ORDER BY position');

/** Calls made at the start so the persona has one of each thing a path can name. */
const setupHeaders = () => ({
  'content-type': 'application/json',
  'x-csrftoken': browser.getCookie('csrftoken') ?? '',
});
const rfqOf = (side: 'buy' | 'sell') => ({
  notional_amount: '1000.00',
  notional_currency: 'GBP',
  quote_type: side,
  product_reference: product.reference,
  requested_price: null,
  expiry_type: null,
  allow_partial_fulfilment: false,
  transient: false,
});
const [held] = await db.query<{ reference: string }>(
  `SELECT p.reference FROM positions s JOIN products p USING (product_id)
    WHERE s.account_id = $1 AND s.principal >= 1000 AND p.currency = 'GBP' AND p.state = 'open'
      AND p.adib_product_type IS NULL AND p.product_id <> $2
    ORDER BY p.product_id LIMIT 1`,
  [account.id, product.product_id],
);
for (const [url, body] of [
  [
    '/api/rfq-packages/',
    {
      rfq_package_type: 'switch',
      investment_account_reference: account.reference,
      rfqs: [{ ...rfqOf('sell'), product_reference: held?.reference ?? product.reference }, rfqOf('buy')],
    },
  ],
  ['/api/rfqs/', { investment_account_reference: account.reference, ...rfqOf('buy') }],
  [
    '/api/fx-quotes/',
    {
      investment_account_reference: account.reference,
      sell_currency: 'GBP',
      buy_currency: 'EUR',
      sell_amount: '100.00',
      transient: false,
    },
  ],
  [
    `/api/customers/me/investment-accounts/${account.id}/GBP/fund/`,
    {
      method: 'debit_card',
      amount: '100.00',
      success_url: 'https://example.com/ok',
      error_url: 'https://example.com/failed',
    },
  ],
  [
    '/api/pdfgen/reports',
    {
      data: JSON.stringify({
        report_name: 'portfolio_report',
        report_type: 'csv',
        investment_account_id: account.id,
        currency: 'GBP',
      }),
    },
  ],
  [
    '/api/guides/investor-guide/',
    {
      email: 'ada@example.com',
      first_name: 'Ada',
      last_name: 'Lovelace',
      contact_number: '+447911123456',
      receive_newsletter: false,
    },
  ],
] as const) {
  await browser(url, { method: 'POST', headers: setupHeaders(), body: JSON.stringify(body) });
}

/** The persona's own records, by the resource the path names before the parameter (`orders/:reference`). */
const own = `(SELECT id FROM investment_accounts WHERE customer_id = (SELECT customer_id FROM users WHERE email = '${personaEmail(persona)}'))`;
const POOLS: Record<string, string[]> = {
  products: [
    ...(await column(`SELECT product_id AS v FROM products ORDER BY product_id`)),
    ...(await column(`SELECT reference AS v FROM products ORDER BY product_id`)),
  ],
  companies: await column('SELECT reference AS v FROM companies ORDER BY company_id'),
  documents: await column(
    'SELECT d.reference AS v FROM company_documents d JOIN companies c USING (company_id) ORDER BY c.company_id, d.reference',
  ),
  orders: await column(
    `SELECT order_reference AS v FROM orders WHERE account_id IN ${own} ORDER BY order_id`,
  ),
  'buy-orders': await column(
    `SELECT l.leg_id AS v FROM order_legs l JOIN orders o USING (order_id)
      WHERE o.account_id IN ${own} AND l.side = 'buy' ORDER BY l.leg_id`,
  ),
  'sell-orders': await column(
    `SELECT l.leg_id AS v FROM order_legs l JOIN orders o USING (order_id)
      WHERE o.account_id IN ${own} AND l.side = 'sell' ORDER BY l.leg_id`,
  ),
  rfqs: await column(`SELECT rfq_reference AS v FROM rfqs WHERE account_id IN ${own} ORDER BY rfq_id`),
  quotes: await column(
    `SELECT q.quote_reference AS v FROM rfq_quotes q JOIN rfqs r USING (rfq_id) WHERE r.account_id IN ${own} ORDER BY q.quote_id`,
  ),
  'rfq-packages': await column(
    `SELECT package_reference AS v FROM rfq_packages WHERE account_id IN ${own} ORDER BY package_id`,
  ),
  'fx-quotes': await column(
    `SELECT reference AS v FROM fx_quotes WHERE account_id IN ${own} ORDER BY fx_quote_id`,
  ),
  'dynamic-bonds': await column(
    `SELECT reference AS v FROM dynamic_bonds WHERE account_id IN ${own} ORDER BY id`,
  ),
  'investment-accounts': [
    ...(await column(`SELECT id AS v FROM investment_accounts WHERE id IN ${own}`)),
    'all',
  ],
  series: seriesReferences,
  download: await column('SELECT key AS v FROM guide_requests'),
  'consent-to-email': ['yes', 'no'],
};
// parameters named alike wherever they appear
POOLS[':file'] = ['bondkit-investor-guide.pdf', 'bondkit-fixed-rate-saving-guide.pdf'];
POOLS[':currency'] = ['GBP', 'EUR', 'USD', 'AED'];
POOLS[':account'] = POOLS['investment-accounts']?.filter((id) => id !== 'all') ?? [];
POOLS['card-provider'] = await column(
  `SELECT reference AS v FROM fundings WHERE account_id IN ${own} ORDER BY reference`,
);
POOLS.reports = await column(
  `SELECT report_id AS v FROM reports WHERE customer_id = ${account.customer_id} ORDER BY report_id`,
);

// ── Plausible bodies ──────────────────────────────────────────────────────────────────────────────────────

/** A leg of a quote, an order and an RFQ at once (the schemas take their fields and ignore the others). */
const leg = {
  product_id: product.product_id,
  type: 'gross',
  amount: '100.00',
  currency: 'GBP',
  price: null,
  side: 'buy',
  requested_price: '90.00',
  notional: '100.00',
  package_id: null,
};
const rfq = {
  notional_amount: '100.00',
  notional_currency: 'GBP',
  quote_type: 'sell',
  product_reference: product.reference,
  requested_price: null,
  expiry_type: null,
  allow_partial_fulfilment: false,
  transient: true,
};
/** A plausible body of every route at once: the fields each route reads, valid, so a bad one gets through. */
const PLAUSIBLE: Record<string, unknown> = {
  ...rfq,
  investment_account_id: account.id,
  investment_account_reference: account.reference,
  investment_account: account.reference,
  customer_id: account.customer_id,
  buys: [leg],
  sells: [],
  confirm: false,
  order_type: 'limit_order',
  expiry_type: 'good_until_canceled',
  expiry_options: { expires_at: '2026-12-01T10:00:00Z', timedelta_seconds: 3600 },
  legs: [leg],
  rfq_package_type: 'switch',
  rfqs: [rfq, { ...rfq, quote_type: 'buy' }],
  sell_currency: 'GBP',
  buy_currency: 'EUR',
  sell_amount: '100.00',
  verification_code: '123456',
  otp_token: '123456',
  has_accepted_investor_agreement: true,
  has_accepted_fractional_bonds_agreement: true,
  action: 'cancel',
  is_interested: true,
  whatIf: true,
  iaId: account.id,
  amount: '1000.00',
  currency: 'GBP',
  annualPayout: false,
  daysToMaturity: 1460,
  rate: '6.875',
  bonusCode: null,
  wise5OfferEnrolmentId: null,
  offer: null,
  series: seriesReferences[0] ?? 'S1',
  reinvest_coupon: false,
  email: 'nobody@sandbox.bondkit.test',
  password: 'not-the-password',
  first_name: 'Ada',
  last_name: 'Lovelace',
  contact_number: '+447911123456',
  receive_newsletter: false,
  persona: 'nobody',
  state: 'auto',
  product_id: product.product_id,
  buy_price: '101.00',
  sell_price: '100.00',
  delta: '0.5',
  advance_seconds: 60,
  // payments: a funding, a transfer between accounts, the registered bank account, the IFISA declaration
  method: 'bank_transfer',
  route_to: 'manual',
  card_type: 'visa',
  token: 'tok_sandbox',
  success_url: 'https://example.com/ok',
  error_url: 'https://example.com/failed',
  from_investment_account_id: account.id,
  to_investment_account_id: account.id,
  account_name: 'Ada Lovelace',
  account_number: '12345678',
  sort_code: '112233',
  text_agreed_to: 'I declare this is my only Innovative Finance ISA this tax year.',
  // portfolio: a withdrawal confirmation, the lifetime preference
  id: account.id,
  show_lifetime_returns: true,
  // reports: the request as a JSON string (its values checked as a body's)
  data: JSON.stringify({
    report_name: 'account_statement',
    report_type: 'pdf',
    investment_account_id: account.id,
    currency: 'GBP',
    from_date: '2026-01-01',
    to_date: '2026-11-01',
  }),
  // partners and the sandbox's controls
  customer_email: 'nobody@sandbox.bondkit.test',
  access_token: 'not-a-token',
  now: '2026-11-23T10:00:00Z',
};

/**
 * The fields of {@link PLAUSIBLE} each route that takes a body reads (none: it reads no body). A route added
 * without a line here fails the first test below: name what its body holds, so the walk sends it valid and bad.
 */
const BODY_FIELDS: Readonly<Record<string, readonly string[]>> = {
  'POST /api/auth/login/': ['email', 'password'],
  'POST /api/auth/login/two-factor/': ['token', 'otp_token'],
  'POST /api/auth/two-factor/totp/': [],
  'POST /api/auth/two-factor/totp/confirm/': ['otp_token'],
  'POST /api/auth/two-factor/totp/disable/': ['otp_token'],
  'POST /api/auth/logout/': [],
  'POST /api/auth/token/': ['email', 'password'],
  'POST /api/buy-orders/:id/action/': ['action'],
  'POST /api/sell-orders/:id/action/': ['action'],
  'POST /api/companies/:companyReference/documents/email/': [],
  'POST /api/customers/me/account-funds-transfer/': [
    'amount',
    'currency',
    'from_investment_account_id',
    'to_investment_account_id',
  ],
  'POST /api/customers/me/has-registered-account-details/': ['currency'],
  'POST /api/customers/me/ifisa-agreement/': ['text_agreed_to'],
  'POST /api/customers/me/investment-accounts/:account/dynamic-bonds/:reference/book-repayment-action/': [
    'offer',
    'series',
    'reinvest_coupon',
  ],
  'POST /api/customers/me/investment-accounts/:account/dynamic-bonds/:reference/quote-repayment-action/': [
    'offer',
    'series',
    'reinvest_coupon',
  ],
  'POST /api/customers/me/investment-accounts/:account/dynamic-bonds/:reference/sell/': [],
  'POST /api/customers/me/investment-accounts/:id/:currency/fund/': [
    'method',
    'amount',
    'route_to',
    'card_type',
    'token',
    'success_url',
    'error_url',
  ],
  'POST /api/customers/me/investment-accounts/:id/:currency/withdraw/': ['amount'],
  'POST /api/customers/me/registered-account-details/': ['currency'],
  'POST /api/customers/me/set-registered-account-details/': [
    'currency',
    'account_name',
    'account_number',
    'sort_code',
  ],
  'PATCH /api/customers/me/site-preferences/': ['show_lifetime_returns'],
  'POST /api/customers/me/site-preferences/': ['show_lifetime_returns'],
  'POST /api/fx-quotes/': [
    'investment_account_reference',
    'sell_currency',
    'buy_currency',
    'sell_amount',
    'transient',
  ],
  'POST /api/fx-quotes/:reference/confirm/': [],
  'POST /api/guides/investor-guide/': [
    'email',
    'first_name',
    'last_name',
    'contact_number',
    'receive_newsletter',
  ],
  'POST /api/guides/second-guide/': [
    'email',
    'first_name',
    'last_name',
    'contact_number',
    'receive_newsletter',
  ],
  'POST /api/market/quote/': ['customer_id', 'investment_account_id', 'buys', 'sells', 'confirm'],
  'POST /api/orders/': [
    'investment_account_reference',
    'order_type',
    'expiry_type',
    'expiry_options',
    'legs',
    'has_accepted_investor_agreement',
    'has_accepted_fractional_bonds_agreement',
  ],
  'POST /api/orders/:reference/cancel/': [],
  'POST /api/orders/:reference/challenge/': [],
  'POST /api/orders/:reference/confirm/': ['verification_code'],
  'POST /api/pdfgen/reports': ['data'],
  'PATCH /api/products/:productId/annotations/': ['is_interested'],
  'POST /api/rfq-packages/': ['rfq_package_type', 'investment_account_reference', 'rfqs'],
  'POST /api/rfq-packages/:reference/challenge/': [],
  'POST /api/rfq-packages/:reference/confirm/': ['verification_code'],
  'POST /api/rfqs/': [
    'investment_account_reference',
    'notional_amount',
    'notional_currency',
    'quote_type',
    'product_reference',
    'requested_price',
    'expiry_type',
    'allow_partial_fulfilment',
    'transient',
  ],
  'POST /api/rfqs/:reference/quotes/:quote/challenge/': [],
  'POST /api/rfqs/:reference/quotes/:quote/confirm/': ['verification_code'],
  'POST /api/smart-interest/orders/': [
    'whatIf',
    'iaId',
    'amount',
    'currency',
    'annualPayout',
    'daysToMaturity',
    'rate',
    'bonusCode',
    'wise5OfferEnrolmentId',
  ],
  'POST /api/smart-interest/series/:reference/quote/': ['investment_account', 'amount'],
  'POST /api/smart-interest/series/:reference/subscribe/': ['investment_account', 'amount'],
  'POST /api/withdrawal-confirmations/confirm/': ['id'],
  'POST /partner/sessions': ['customer_id', 'customer_email'],
  'POST /partner/sessions/': ['customer_id', 'customer_email'],
  'POST /partner/sessions/end': ['access_token'],
  'POST /partner/sessions/end/': ['access_token'],
  'POST /profiles/consent-to-email/:answer': [],
  'POST /profiles/consent-to-email/:answer/': [],
  'POST /sandbox/card-provider/:reference': [],
  'POST /sandbox/clock': ['now', 'advance_seconds'],
  'POST /sandbox/market': ['state'],
  'POST /sandbox/orders/match': [],
  'POST /sandbox/prices': ['product_id', 'buy_price', 'sell_price', 'delta'],
  'POST /sandbox/reset': [],
  'POST /sandbox/token': ['persona'],
};
/** What a route's body holds beside {@link PLAUSIBLE} for its fields to be read (a real order, not a what-if). */
const BODY_OF: Readonly<Record<string, Record<string, unknown>>> = {
  'POST /api/smart-interest/orders/': { whatIf: false },
};
const { requestOf, knownPath } = badRequests({ pools: POOLS, plausible: PLAUSIBLE, leg });

// ── The walk ─────────────────────────────────────────────────────────────────────────────────────────────────

/** Puts the sandbox back where the walk expects it: the persona signed in, the clock at TEST_NOW, the market on its hours. */
async function restore(): Promise<void> {
  sandbox.clock.set(TEST_NOW);
  await sandbox.fetch('/sandbox/market', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ state: 'auto' }),
  });
  if ((await browser('/api/customers/me/')).status !== 200) browser = await signIn(sandbox.fetch, persona);
}

describe('every route under bad input', () => {
  afterEach(restore);

  it("finds the app's routes", () => {
    expect(routes.length).toBeGreaterThanOrEqual(60);
    expect(routes).toContainEqual({ method: 'POST', path: '/api/market/quote/' });
  });

  it('knows what the body of every route that takes one holds, and sends each of those fields', () => {
    const withBodies = routes
      .filter((route) => route.method !== 'GET' && route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.path}`);
    expect(withBodies.filter((route) => !(route in BODY_FIELDS))).toEqual([]);
    const fields = Object.values(BODY_FIELDS).flat();
    expect(fields.filter((field) => !(field in PLAUSIBLE))).toEqual([]);
  });

  /** A value of the wrong type for a field: text where an object goes, an object anywhere else. */
  const wrongType = (value: unknown) =>
    typeof value === 'object' && value !== null && !Array.isArray(value) ? 'not an object' : { wrong: [1] };
  it.each(
    Object.entries(BODY_FIELDS).flatMap(([route, fields]) => {
      const [method = '', path = ''] = route.split(' ');
      return fields.map((field) => ({ method, path, field }));
    }),
  )('$method $path: $field of the wrong type answers 400 on $field', async ({ method, path, field }) => {
    const target = knownPath(path);
    const response = await browser(target, {
      method,
      headers: {
        'content-type': 'application/json',
        'x-csrftoken': browser.getCookie('csrftoken') ?? '',
        'x-partner-key': SANDBOX_PARTNER_KEY,
      },
      body: JSON.stringify({
        ...PLAUSIBLE,
        ...BODY_OF[`${method} ${path}`],
        [field]: wrongType(PLAUSIBLE[field]),
      }),
    });
    const answer = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    expect(serverErrors.splice(0)).toEqual([]);
    expect(response.status, `${method} ${target}: ${JSON.stringify(answer)}`).toBe(400);
    expect(
      Object.keys(answer ?? {}).filter((key) => key === field || key.startsWith(`${field}.`)),
      `${method} ${target}: ${JSON.stringify(answer)}`,
    ).not.toEqual([]);
  });

  it.each(routes.map((route, index) => ({ ...route, index })))(
    '$method $path: never a 5xx',
    async ({ method, path, index }) => {
      const sends = method !== 'GET' && method !== 'HEAD';
      await fc.assert(
        fc.asyncProperty(requestOf(path, sends), async ({ segments, search, body, key }) => {
          let i = 0;
          const target = path.replace(/:[^/]+/g, () => segments[i++] ?? '') + search;
          const headers: Record<string, string> = {
            'content-type': 'application/json',
            'x-csrftoken': browser.getCookie('csrftoken') ?? '',
            'x-partner-key': SANDBOX_PARTNER_KEY,
          };
          if (key !== undefined) headers['idempotency-key'] = key;
          const response = await browser(target, {
            method,
            headers,
            ...(body === null ? {} : { body }),
          });
          await response.arrayBuffer();
          const reported = serverErrors.splice(0);
          expect(reported, `${method} ${target}`).toEqual([]);
          expect(response.status, `${method} ${target}: ${body?.slice(0, 300)}`).toBeLessThan(500);
        }),
        { numRuns: RUNS_OF[`${method} ${path}`] ?? RUNS, seed: SEED + index },
      );
    },
  );
});
