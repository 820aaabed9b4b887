/**
 * Test helpers of the Smart Interest, calculator and leads tests: valid wire objects and a tiny in-test API.
 *
 * @module
 */
import { type BondkitClient, createClient } from '../http/index';
import type { DynamicBond } from './holdings-schema';
import type { SmartInterestSeries, SmartInterestSettings } from './schema';

/** A request the fake API saw. */
export interface SeenRequest {
  method: string;
  url: URL;
  /** the body as text (null for GET/HEAD) */
  body: string | null;
  headers: Headers;
}

/** A tiny in-test server: records each request and answers with `respond` (which may wait). */
export function fakeApi(respond: (request: SeenRequest) => Response | Promise<Response>): {
  client: BondkitClient;
  seen: SeenRequest[];
} {
  const seen: SeenRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.text();
    const req: SeenRequest = {
      method: request.method,
      url: new URL(request.url),
      body,
      headers: request.headers,
    };
    seen.push(req);
    return respond(req);
  };
  const client = createClient({ baseUrl: 'http://api.test/api', fetch, getCsrfToken: () => 'tok' });
  return { client, seen };
}

/** A JSON response. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A GBP 5-year series, with overrides. */
export function makeSeries(overrides: Partial<SmartInterestSeries> = {}): SmartInterestSeries {
  return {
    reference: 'SI-GBP-2031',
    maturity: '2031-11-23',
    cash_rate: '7.50',
    currency: 'GBP',
    payout_type: 'term',
    ...overrides,
  };
}

/** An open GBP holding with a reinvest offer, with overrides. */
export function makeDynamicBond(overrides: Partial<DynamicBond> = {}): DynamicBond {
  return {
    id: 11,
    reference: 'DB-0011',
    holding_name: 'Smart Interest 3 year',
    category: 'smart_interest',
    investment_account_id: 1,
    currency: 'GBP',
    state: 'Open',
    maturity: '2027-01-31',
    principal: '5000.00',
    rate: '6.25',
    gross_interest: '937.50',
    sale_interest: '520.10',
    interest_paid: '0.00',
    sale_fee: '50.00',
    sell_url: '/api/customers/me/investment-accounts/1/dynamic-bonds/DB-0011/sell/',
    next_payment_amount: null,
    next_payment_date: null,
    available_offer: {
      reference: 'OFFER-1',
      bonus: '25.00',
      currency: 'GBP',
      notifications: {
        notified_about_reinvest_90_days: true,
        notified_about_reinvest_60_days: false,
        notified_about_reinvest_30_days: false,
      },
    },
    reinvest_action: null,
    ...overrides,
  };
}

/** GBP settings as the sandbox would send them, with overrides. */
export function makeSettings(overrides: Partial<SmartInterestSettings> = {}): SmartInterestSettings {
  return {
    currency: 'GBP',
    minimum_investment: '100',
    default_amount: '1000',
    days_per_year: 365,
    rate_table: [
      { years: 3, point: '6.25', annual_point: '5.75' },
      { years: 5, point: '7.50', annual_point: '6.75' },
      { years: 7, point: '9.00', annual_point: '8.00' },
    ],
    bonus: { code: 'WELCOME50', amount: '50.00', minimum_investment: '5000' },
    wise5_offer_enrolment_id: 42,
    ...overrides,
  };
}
