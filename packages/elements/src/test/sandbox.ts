import {
  type CookieFetch,
  createCookieFetch,
  createSandbox,
  type FetchLike,
  PERSONA_PASSWORD,
  type Sandbox,
} from '@bondkit/sandbox';
import { type BondkitClient, createClient, fetchCsrfToken, login, type SessionUser } from '@bondkit/sdk-core';

/** Tests pin the sandbox to a Monday, market open (the brief). */
export const NOW = '2026-11-23T10:00:00Z';
export const API_BASE = 'http://sandbox.test/api';

export async function startSandbox(): Promise<Sandbox> {
  return createSandbox({ now: NOW });
}

export interface FailureRule {
  method?: string;
  url: RegExp;
  status: number;
  body?: unknown;
}

export interface Connection {
  /** a client on the in-process sandbox (give it to an element's `client` property) */
  client: BondkitClient;
  /** the fetch under the client: the sandbox with a cookie jar, failures and a request log */
  fetch: FetchLike;
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

/** A fresh cookie jar and client on the sandbox; signs in through /api/auth/login/ when a persona is given. */
export async function connect(sandbox: Sandbox, persona?: string): Promise<Connection> {
  const cookieFetch: CookieFetch = createCookieFetch(sandbox.fetch);
  const rules: FailureRule[] = [];
  const requests: string[] = [];
  const fetch: FetchLike = async (input, init) => {
    const { method, url } = describeRequest(input, init);
    requests.push(`${method} ${url}`);
    const rule = rules.find((r) => (!r.method || r.method === method) && r.url.test(url));
    if (rule) {
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
  let user: SessionUser | null = null;
  if (persona) {
    await fetchCsrfToken(client);
    user = await login(client, { email: `${persona}@sandbox.bondkit.test`, password: PERSONA_PASSWORD });
  }
  return { client, fetch, user, requests, fail: (rule) => rules.push(rule) };
}
