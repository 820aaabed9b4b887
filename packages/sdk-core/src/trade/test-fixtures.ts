/**
 * Test helpers of the trade domain: a scripted `fetch` that answers the trade contract of `trade/README.md`
 * (until the sandbox serves it), and builders of valid wire objects. Used only by `*.test.ts`.
 *
 * @module
 */
import Big from 'big.js';
import { createClient } from '../http/index';
import type { Order, Quote, QuoteLeg, QuoteLegInput, Rfq, RfqPackage } from './schema';

/** A request the scripted server saw. */
export interface SeenRequest {
  method: string;
  /** path below `/api/`, with its query, e.g. `market/quote/` */
  path: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

type Handler = (request: SeenRequest) => Response | Promise<Response>;

interface Route {
  method: string;
  pattern: RegExp;
  handler: Handler;
  once: boolean;
}

/** JSON answer helper. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A promise resolved from outside: holds an answer back until the test releases it. */
export interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

/** Creates a {@link Deferred}. */
export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * The scripted server: routes (latest first), the requests seen, and a client wired to it. With
 * `ignoreAbort` it answers aborted requests anyway (a transport that cannot cancel), so tests can check that
 * the machine itself drops stale answers.
 */
export function createTradeServer(options: { ignoreAbort?: boolean } = {}) {
  const routes: Route[] = [];
  const requests: SeenRequest[] = [];

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const seen: SeenRequest = {
      method: request.method,
      path: url.pathname.replace(/^\/api\//, '') + url.search,
      url,
      headers: request.headers,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    requests.push(seen);
    const signal = request.signal;
    const route = routes.find(
      (r) => r.method === seen.method && r.pattern.test(url.pathname.replace(/^\/api\//, '')),
    );
    if (!route) return json({ detail: 'Not found.' }, 404);
    if (route.once) routes.splice(routes.indexOf(route), 1);
    const answer = Promise.resolve(route.handler(seen));
    if (!signal || options.ignoreAbort) return answer;
    return new Promise<Response>((resolve, reject) => {
      const onAbort = () => reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
      if (signal.aborted) onAbort();
      signal.addEventListener('abort', onAbort, { once: true });
      answer.then(resolve, reject);
    });
  };

  const client = createClient({
    baseUrl: 'http://sandbox.test/api',
    fetch,
    getCsrfToken: () => 'csrf-token',
  });

  return {
    fetch,
    client,
    requests,
    /** Answers `method path` with `handler` (routes added later win). */
    on(method: string, pattern: RegExp, handler: Handler) {
      routes.unshift({ method, pattern, handler, once: false });
    },
    /** Answers the next matching request only. */
    once(method: string, pattern: RegExp, handler: Handler) {
      routes.unshift({ method, pattern, handler, once: true });
    },
    /** Requests seen for a path (and method). */
    seen(pattern: RegExp, method = 'POST') {
      return requests.filter((r) => r.method === method && pattern.test(r.path));
    },
  };
}

/** A scripted server from {@link createTradeServer}. */
export type TradeServer = ReturnType<typeof createTradeServer>;

/** Prices a quote leg the way the sandbox will: principal × price / 100 + 1 % of face as accrued interest. */
export function priceLeg(
  leg: QuoteLegInput,
  side: 'buy' | 'sell',
  price = side === 'buy' ? '100' : '99.5',
): QuoteLeg {
  const p = new Big(leg.price ?? price);
  const principal =
    leg.type === 'principal'
      ? new Big(leg.amount)
      : new Big(leg.amount).times(100).div(p).round(2, Big.roundDown);
  const interest = principal.times('0.01').round(2, Big.roundHalfUp);
  const consideration = principal.times(p).div(100).round(2, Big.roundHalfUp);
  const total = consideration.plus(interest);
  return {
    product_id: leg.product_id,
    package_id: leg.package_id ?? null,
    type: leg.type,
    amount: leg.amount,
    currency: leg.currency,
    price: p.toFixed(2),
    principal: principal.toFixed(2),
    interest: interest.toFixed(2),
    total: total.toFixed(2),
    spread_fee_amount: principal.times('0.0025').round(2, Big.roundHalfUp).toFixed(2),
    market_maker_price: p.minus('0.25').toFixed(2),
    warnings: [],
  };
}

/** A quote answering a `market/quote/` body. */
export function quoteFor(body: unknown, overrides: Partial<Quote> = {}): Quote {
  const input = body as {
    investment_account_id: number;
    buys?: QuoteLegInput[];
    sells?: QuoteLegInput[];
    confirm?: boolean;
  };
  const buys = (input.buys ?? []).map((leg) => priceLeg(leg, 'buy'));
  const sells = (input.sells ?? []).map((leg) => priceLeg(leg, 'sell'));
  return {
    quote_reference: input.confirm ? 'Q-1' : null,
    rfq_reference: null,
    investment_account_id: input.investment_account_id,
    buys,
    sells,
    settlement_date: '2026-11-25',
    expires_at: null,
    order_reference: input.confirm ? 'ORD-1' : null,
    ...overrides,
  };
}

/** A valid order. */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    order_reference: 'ORD-1',
    order_type: 'limit_order',
    status: 'open',
    confirmation_state: 'unconfirmed',
    investment_account_reference: 'IA-0001',
    currency: 'GBP',
    expiry_type: 'expires_at_market_close',
    expiry_options: null,
    expires: '2026-11-23T16:30:00+00:00',
    notional: '1000',
    legs: [{ product_id: 1, side: 'buy', requested_price: '100.00', notional: '1000' }],
    created: '2026-11-23T10:00:00+00:00',
    settlement_date: null,
    ...overrides,
  };
}

/** A valid RFQ with one quote awaiting confirmation. */
export function makeRfq(overrides: Partial<Rfq> = {}): Rfq {
  return {
    rfq_reference: 'RFQ-1',
    state: 'awaiting_confirmation',
    product_reference: 'BND1',
    product_id: 1,
    quote_type: 'buy',
    notional_amount: '10000',
    notional_currency: 'AED',
    requested_price: null,
    investment_account_reference: 'IA-0001',
    quotes: [
      {
        quote_reference: 'RQ-1',
        state: 'awaiting_confirmation',
        price: '100.00',
        principal: '10000.00',
        interest: '100.00',
        total: '10100.00',
        spread_fee_amount: '25.00',
        market_maker_price: '99.75',
        settlement_date: '2026-11-25',
        expires_at: '2026-11-23T10:05:00+00:00',
        warnings: [],
      },
    ],
    created: '2026-11-23T10:00:00+00:00',
    ...overrides,
  };
}

/** A valid switch package. */
export function makePackage(overrides: Partial<RfqPackage> = {}): RfqPackage {
  return {
    package_reference: 'PKG-1',
    rfq_package_type: 'switch',
    state: 'awaiting_confirmation',
    investment_account_reference: 'IA-0001',
    currency: 'GBP',
    rfqs: [
      makeRfq({ quote_type: 'sell', notional_currency: 'GBP' }),
      makeRfq({ rfq_reference: 'RFQ-2', product_id: 2 }),
    ],
    to_receive: '1005.00',
    to_pay: '1000.00',
    net_cash_flow: '5.00',
    created: '2026-11-23T10:00:00+00:00',
    ...overrides,
  };
}

/** Lets in-flight promises (the scripted fetch, the schemas) settle: a few real macrotasks. */
export async function settle(rounds = 3): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    await new Promise((resolve) => {
      globalThis.setTimeout(resolve, 0);
    });
  }
}
