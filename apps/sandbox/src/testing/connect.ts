/** The in-process sandbox's client connection: a cookie jar, injectable failures, a request log, sign-in. */
import {
  type BondkitClient,
  createClient,
  fetchCsrfToken,
  isTwoFactorChallenge,
  login,
  type SessionUser,
} from '@bondkit/sdk-core';
import { type CookieFetch, createCookieFetch, type FetchLike, SANDBOX_ORIGIN } from '../cookie-fetch';
import type { Sandbox } from '../index';
import { PERSONA_PASSWORD, personaEmail } from '../seed';

/** The base URL of the in-process sandbox's API, for sdk-core's client. */
export const API_BASE = `${SANDBOX_ORIGIN}/api`;

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

/**
 * Signs a persona in through /api/auth/login/ (fetching the CSRF cookie the call needs first). The personas
 * sign in with a password alone; one that has since set up an authenticator is refused here.
 */
export async function signIn(client: BondkitClient, persona: string): Promise<SessionUser> {
  await fetchCsrfToken(client);
  const answer = await login(client, { email: personaEmail(persona), password: PERSONA_PASSWORD });
  if (isTwoFactorChallenge(answer)) throw new Error(`${persona} signs in with a code: use verifyLoginCode`);
  return answer;
}
