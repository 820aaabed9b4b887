import {
  type CookieFetch,
  createCookieFetch,
  createSandbox,
  type FetchLike,
  PERSONA_PASSWORD,
  type Sandbox,
} from '@bondkit/sandbox';
import {
  type BondkitClient,
  createClient,
  createFakeClock,
  type FakeClock,
  fetchCsrfToken,
  login,
  type MarketProduct,
  type SessionUser,
} from '@bondkit/sdk-core';
import { type RenderResult, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BondkitProvider } from '../provider/bondkit-provider';
import type { NavigateTarget, WidgetVariant } from '../provider/types';

/** Tests pin the sandbox to a Monday, market open (the brief). */
export const NOW = '2026-11-23T10:00:00Z';

/**
 * An open GBP corporate bond a signed-in investor can buy from the ticket's first step: tradeable, not a
 * partner's sukuk or a gilt, no coming-soon packages, enough liquidity for the default amount.
 */
export function isPlainGbpBond(p: MarketProduct): boolean {
  return (
    p.currency === 'GBP' &&
    p.state === 'open' &&
    p.tradeability === 'open' &&
    p.tradeability_reason === null &&
    !p.market_blocked &&
    p.adib_details === null &&
    !p.company.is_treasury &&
    p.pending_liquidity.length === 0 &&
    Number(p.sell_liquidity) >= 2_500
  );
}

export async function startSandbox(): Promise<Sandbox> {
  return createSandbox({ now: NOW });
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
  client: BondkitClient;
  /** the session user after sign-in (null for a visitor) */
  user: SessionUser | null;
  /** makes matching requests fail from now on */
  fail: (rule: FailureRule) => void;
  /** every request sent, as 'METHOD url' */
  requests: string[];
}

function describe(input: RequestInfo | URL, init?: RequestInit): { method: string; url: string } {
  if (input instanceof Request)
    return { method: (init?.method ?? input.method).toUpperCase(), url: input.url };
  return { method: (init?.method ?? 'GET').toUpperCase(), url: input instanceof URL ? input.href : input };
}

/**
 * A fresh cookie jar and client on the in-process sandbox (no API mocks: failures are injected by wrapping
 * its fetch); signs in through the real /api/auth/login/ route when a persona is given.
 */
export async function connect(sandbox: Sandbox, persona?: string): Promise<Connection> {
  const cookieFetch: CookieFetch = createCookieFetch(sandbox.fetch);
  const rules: (FailureRule & { remaining: number })[] = [];
  const requests: string[] = [];
  const fetch: FetchLike = async (input, init) => {
    const { method, url } = describe(input, init);
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
    baseUrl: 'http://sandbox.test/api',
    fetch,
    getCsrfToken: () => cookieFetch.getCookie('csrftoken'),
  });
  let user: SessionUser | null = null;
  if (persona) {
    await fetchCsrfToken(client); // the first unsafe call needs the csrftoken cookie
    user = await login(client, { email: `${persona}@sandbox.bondkit.test`, password: PERSONA_PASSWORD });
  }
  return {
    client,
    user,
    requests,
    fail: (rule) => rules.push({ ...rule, remaining: rule.times ?? Number.POSITIVE_INFINITY }),
  };
}

export interface RenderOptions {
  connection: Connection;
  variant?: WidgetVariant;
  theme?: 'light' | 'dark';
  clock?: FakeClock;
  onNavigate?: (target: NavigateTarget) => void;
}

/** Renders `ui` inside a BondkitProvider on the connection (a fake clock unless one is given). */
export function renderWidget(ui: ReactNode, options: RenderOptions): RenderResult & { clock: FakeClock } {
  const clock = options.clock ?? createFakeClock(NOW);
  const onNavigate = options.onNavigate ?? (() => {});
  const utils = render(
    <BondkitProvider
      client={options.connection.client}
      user={options.connection.user}
      variant={options.variant ?? 'standard'}
      theme={options.theme ?? 'light'}
      clock={clock}
      onNavigate={onNavigate}
    >
      {ui}
    </BondkitProvider>,
  );
  return { ...utils, clock };
}
