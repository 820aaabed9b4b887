/**
 * `@bondkit/sandbox/testing`: what the tests and benchmarks of the other packages need to drive an in-process
 * sandbox — plain functions, no test runner. Start a sandbox at the pinned test time, connect a cookie-holding
 * sdk-core client (signed in as a persona, with a request log and injectable failures) and pick seeded
 * products.
 */
import {
  type BondkitClient,
  createClient,
  fetchCsrfToken,
  login,
  type MarketProduct,
  type SessionUser,
} from '@bondkit/sdk-core';
import { type CookieFetch, createCookieFetch, type FetchLike } from '../cookie-fetch';
import { createSandbox, SANDBOX_ORIGIN, type Sandbox, type SandboxOptions } from '../index';
import { PERSONA_PASSWORD, personaEmail } from '../seed';

/** The tests' pinned time: a Monday, market open. */
export const TEST_NOW = '2026-11-23T10:00:00Z';

/** `GET /products/`'s query as the market page asks for it (002 §7). */
export const MARKET_QUERY =
  'exclude=call_schedule&expand=annotations,user_invested,display_order,access_restrictions';

/** The base URL of the in-process sandbox's API, for sdk-core's client. */
export const API_BASE = `${SANDBOX_ORIGIN}/api`;

/** Starts an in-process sandbox with its clock at {@link TEST_NOW} (unless `now` is given). */
export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  return createSandbox({ now: TEST_NOW, ...options });
}

/** A failure injected into the real sandbox's fetch: requests matching `method` and `url` answer `status`. */
export interface FailureRule {
  method?: string;
  url: RegExp;
  status: number;
  body?: unknown;
  /** how many matching requests fail (default: all) */
  times?: number;
}

export interface Connection {
  /** an sdk-core client on the in-process sandbox */
  client: BondkitClient;
  /** the fetch under the client: the sandbox with a cookie jar, failures and a request log */
  fetch: FetchLike;
  /** the session user after sign-in (null for a visitor) */
  user: SessionUser | null;
  /** every request sent, as 'METHOD url' */
  requests: string[];
  /** makes matching requests fail from now on */
  fail: (rule: FailureRule) => void;
}

function describeRequest(input: RequestInfo | URL, init?: RequestInit): { method: string; url: string } {
  if (input instanceof Request)
    return { method: (init?.method ?? input.method).toUpperCase(), url: input.url };
  return { method: (init?.method ?? 'GET').toUpperCase(), url: input instanceof URL ? input.href : input };
}

/**
 * A fresh cookie jar and client on the in-process sandbox (no API mocks: failures are injected by wrapping
 * its fetch); signs in through the real /api/auth/login/ route when a persona is given.
 */
export async function connect(sandbox: Pick<Sandbox, 'fetch'>, persona?: string): Promise<Connection> {
  const cookieFetch: CookieFetch = createCookieFetch(sandbox.fetch);
  const rules: (FailureRule & { remaining: number })[] = [];
  const requests: string[] = [];
  const fetch: FetchLike = async (input, init) => {
    const { method, url } = describeRequest(input, init);
    requests.push(`${method} ${url}`);
    const rule = rules.find((r) => r.remaining > 0 && (!r.method || r.method === method) && r.url.test(url));
    if (rule) {
      rule.remaining -= 1;
      return new Response(rule.body === undefined ? '' : JSON.stringify(rule.body), {
        status: rule.status,
        headers: rule.body === undefined ? {} : { 'content-type': 'application/json' },
      });
    }
    return cookieFetch(input, init);
  };
  const client = createClient({
    baseUrl: API_BASE,
    fetch,
    getCsrfToken: () => cookieFetch.getCookie('csrftoken'),
  });
  const user = persona ? await signIn(client, persona) : null;
  return {
    client,
    fetch,
    user,
    requests,
    fail: (rule) => rules.push({ ...rule, remaining: rule.times ?? Number.POSITIVE_INFINITY }),
  };
}

/** Signs a persona in through /api/auth/login/ (fetching the CSRF cookie the call needs first). */
export async function signIn(client: BondkitClient, persona: string): Promise<SessionUser> {
  await fetchCsrfToken(client);
  return login(client, { email: personaEmail(persona), password: PERSONA_PASSWORD });
}

/**
 * A test for an open GBP corporate bond a signed-in investor can buy from the ticket's first step: tradeable,
 * not a partner's sukuk or a gilt, no coming-soon packages, at least `minLiquidity` to buy.
 */
export function plainGbpBond(minLiquidity: number): (p: MarketProduct) => boolean {
  return (p) =>
    p.currency === 'GBP' &&
    p.state === 'open' &&
    p.tradeability === 'open' &&
    p.tradeability_reason === null &&
    !p.market_blocked &&
    p.adib_details === null &&
    !p.company.is_treasury &&
    p.pending_liquidity.length === 0 &&
    Number(p.sell_liquidity) >= minLiquidity;
}

/** {@link plainGbpBond} with enough liquidity for the ticket's default amount (2,500). */
export const isPlainGbpBond: (p: MarketProduct) => boolean = plainGbpBond(2_500);

export type { CookieFetch, FetchLike } from '../cookie-fetch';
/** Reading back a generated PDF's pages and text (reports, documents). */
export { type PdfReadBack, type PdfString, pageText, readPdf } from '../documents';
export type { Sandbox, SandboxOptions } from '../index';
export { parseCsv } from '../market';
export { PERSONA_PASSWORD, personaEmail } from '../seed';
export { cssText, installAdoptedStyleSheets } from './adopted-style-sheets';
export { type InboxCode, type InboxFetch, inboxCodes, inboxMail, newestCode } from './inbox';
export {
  type Conservation,
  conservation,
  runMoneyStorm,
  STORM_PERSONAS,
  type StormOperation,
  type StormResult,
  stormOperations,
} from './money-storm';
