import { type ApiError, createClient, getSessionUser, type SessionUser } from '@bondkit/sdk-core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../src/app';
import { createSandbox, type Sandbox } from '../../src/index';
import {
  PARTNER_ORIGINS_ENV,
  parseOrigins,
  SANDBOX_PARTNER_DEFAULT_ORIGINS,
  SANDBOX_PARTNER_KEY,
} from '../../src/partners';
import { personaEmail } from '../../src/seed';
import { PARTNER_DETAIL } from '../../src/shared/refusals';
import type { SandboxState } from '../../src/state';
import { anonymous, csrfJson, signIn, TEST_NOW } from '../support/helpers';

const PARTNER_ORIGIN = 'http://127.0.0.1:5190';
const OTHER_ORIGIN = 'https://evil.example';
const FIFTEEN_MINUTES = 15 * 60;

interface PartnerSession {
  access_token: string;
  token_type: string;
  expires_at: string;
  expires_in: number;
  customer_id: number;
}

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await createSandbox({ now: TEST_NOW, onError: () => undefined });
}, 120_000);

afterAll(async () => {
  await sandbox?.close();
});

afterEach(() => {
  sandbox.clock.set(TEST_NOW);
  vi.unstubAllEnvs();
});

/** The partner back end's call: `POST /partner/sessions` with the key. */
function openSession(
  body: unknown,
  headers: Record<string, string> = { authorization: `Partner ${SANDBOX_PARTNER_KEY}` },
  path = '/partner/sessions',
): Promise<Response> {
  return sandbox.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

async function sukukToken(): Promise<PartnerSession> {
  const response = await openSession({ email: personaEmail('sukuk') });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as PartnerSession;
}

const bearer = (token: string, extra: Record<string, string> = {}) => ({
  authorization: `Bearer ${token}`,
  ...extra,
});

describe('POST /partner/sessions/end', () => {
  it('ends every session the partner opened for the customer: their tokens answer 401 at once, a new one works', async () => {
    const first = await sukukToken();
    const second = await sukukToken();
    const ended = await openSession({ email: personaEmail('sukuk') }, undefined, '/partner/sessions/end');
    expect(ended.status, await ended.clone().text()).toBe(200);
    expect(await ended.json()).toMatchObject({ sessions_ended: 2 });
    for (const session of [first, second]) {
      const me = await sandbox.fetch('/api/customers/me/', { headers: bearer(session.access_token) });
      expect(me.status).toBe(401);
    }
    // a new session works again
    const again = await sukukToken();
    const me = await sandbox.fetch('/api/customers/me/', { headers: bearer(again.access_token) });
    expect(me.status).toBe(200);
  });

  it('with {access_token}, ends that session only', async () => {
    const ending = await sukukToken();
    const staying = await sukukToken();
    const ended = await openSession(
      { access_token: ending.access_token },
      undefined,
      '/partner/sessions/end',
    );
    expect(await ended.json()).toEqual({ sessions_ended: 1 });
    const gone = await sandbox.fetch('/api/customers/me/', { headers: bearer(ending.access_token) });
    expect(gone.status).toBe(401);
    const kept = await sandbox.fetch('/api/customers/me/', { headers: bearer(staying.access_token) });
    expect(kept.status).toBe(200);
    // ending it again ends nothing
    const again = await openSession(
      { access_token: ending.access_token },
      undefined,
      '/partner/sessions/end',
    );
    expect(await again.json()).toEqual({ sessions_ended: 0 });
  });

  it('needs the partner key and one of its customers', async () => {
    const noKey = await openSession({ email: personaEmail('sukuk') }, {}, '/partner/sessions/end');
    expect(noKey.status).toBe(401);
    const stranger = await openSession(
      { email: personaEmail('investor') },
      undefined,
      '/partner/sessions/end',
    );
    expect(stranger.status).toBe(400);
    expect(await stranger.json()).toEqual({ email: [PARTNER_DETAIL.unknownCustomer] });
  });
});

describe('POST /partner/sessions', () => {
  it("mints a 15-minute customer token for the partner's customer, which the API accepts as a bearer", async () => {
    const session = await sukukToken();
    expect(session.token_type).toBe('Bearer');
    expect(session.expires_in).toBe(FIFTEEN_MINUTES);
    const expiresAt = new Date(session.expires_at).getTime();
    const now = sandbox.clock.now().getTime();
    expect(expiresAt - now).toBeGreaterThan((FIFTEEN_MINUTES - 5) * 1000);
    expect(expiresAt - now).toBeLessThanOrEqual(FIFTEEN_MINUTES * 1000);

    const me = await sandbox.fetch('/api/customers/me/', { headers: bearer(session.access_token) });
    expect(me.status).toBe(200);
    const user = (await me.json()) as SessionUser;
    expect(user.email).toBe(personaEmail('sukuk'));
    expect(user.partner).toBe('adib');
    expect(session.customer_id).toBe(user.customer_id);

    // unsafe calls with the bearer need no CSRF cookie or header
    const product = (await (
      await sandbox.fetch('/api/products/?partner=adib', { headers: bearer(session.access_token) })
    ).json()) as { product_id: number }[];
    const watch = await sandbox.fetch(`/api/products/${product[0]!.product_id}/annotations/`, {
      method: 'PATCH',
      headers: bearer(session.access_token, { 'content-type': 'application/json' }),
      body: JSON.stringify({ is_interested: true }),
    });
    expect(watch.status).toBe(200);
  });

  it('takes the key in X-Partner-Key and the customer by id, with or without the trailing slash', async () => {
    const first = await sukukToken();
    const byId = await openSession(
      { customer_id: first.customer_id },
      { 'x-partner-key': SANDBOX_PARTNER_KEY },
      '/partner/sessions/',
    );
    expect(byId.status).toBe(201);
    const session = (await byId.json()) as PartnerSession;
    expect(session.customer_id).toBe(first.customer_id);
    expect(session.access_token).not.toBe(first.access_token);
    const me = await sandbox.fetch('/api/customers/me/', { headers: bearer(session.access_token) });
    expect(((await me.json()) as SessionUser).email).toBe(personaEmail('sukuk'));
  });

  it('refuses a missing or wrong key, and customers that are not the partner’s', async () => {
    const none = await openSession({ email: personaEmail('sukuk') }, {});
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ detail: 'Authentication credentials were not provided.' });

    const wrong = await openSession({ email: personaEmail('sukuk') }, { authorization: 'Partner nope' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ detail: PARTNER_DETAIL.invalidKey });

    // the standard site's investor is not a customer of the partner bank
    const notOurs = await openSession({ email: personaEmail('investor') });
    expect(notOurs.status).toBe(400);
    expect(await notOurs.json()).toEqual({ email: [PARTNER_DETAIL.unknownCustomer] });

    const unknownId = await openSession({ customer_id: 999_999 });
    expect(unknownId.status).toBe(400);
    expect(await unknownId.json()).toEqual({ customer_id: [PARTNER_DETAIL.unknownCustomer] });

    const nobody = await openSession({});
    expect(nobody.status).toBe(400);
    expect(await nobody.json()).toEqual({ non_field_errors: [PARTNER_DETAIL.customerRequired] });
  });

  it('is not reachable from a browser on another origin (server to server only)', async () => {
    const preflight = await sandbox.fetch('/partner/sessions', {
      method: 'OPTIONS',
      headers: { origin: PARTNER_ORIGIN, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const call = await openSession(
      { email: personaEmail('sukuk') },
      { authorization: `Partner ${SANDBOX_PARTNER_KEY}`, origin: PARTNER_ORIGIN },
    );
    expect(call.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('survives a reset of the sandbox (partners are not seed data); the tokens do not', async () => {
    const before = await sukukToken();
    await sandbox.reset();
    const gone = await sandbox.fetch('/api/customers/me/', { headers: bearer(before.access_token) });
    expect(gone.status).toBe(401);
    const after = await sukukToken();
    const me = await sandbox.fetch('/api/customers/me/', { headers: bearer(after.access_token) });
    expect(me.status).toBe(200);
  });
});

describe('partner tokens expire on the sandbox clock', () => {
  it('answers 401 "Token expired." once the clock passes expires_at, and a new session works', async () => {
    const session = await sukukToken();
    sandbox.clock.advance(FIFTEEN_MINUTES - 10);
    const stillValid = await sandbox.fetch('/api/customers/me/', { headers: bearer(session.access_token) });
    expect(stillValid.status).toBe(200);

    sandbox.clock.advance(11);
    const expired = await sandbox.fetch('/api/customers/me/', {
      headers: bearer(session.access_token, { origin: PARTNER_ORIGIN }),
    });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({ detail: 'Token expired.' });
    // readable by the partner page, which then asks its back end for a new token
    expect(expired.headers.get('access-control-allow-origin')).toBe(PARTNER_ORIGIN);

    const unknown = await sandbox.fetch('/api/customers/me/', { headers: bearer('not-a-token') });
    expect(await unknown.json()).toEqual({ detail: 'Invalid token.' });

    const renewed = await sukukToken();
    const me = await sandbox.fetch('/api/customers/me/', { headers: bearer(renewed.access_token) });
    expect(me.status).toBe(200);
  });

  it('the sdk-core client gets a new token once on expiry and carries on; a failed refresh is unauthorized', async () => {
    let current = (await sukukToken()).access_token;
    const asked: boolean[] = [];
    let refreshWorks = true;
    const unauthorized: ApiError[] = [];
    const client = createClient({
      baseUrl: 'http://sandbox.test/api',
      fetch: sandbox.fetch,
      getAccessToken: async ({ forceRefresh }) => {
        asked.push(forceRefresh);
        if (!forceRefresh) return current;
        if (!refreshWorks) return null;
        current = (await sukukToken()).access_token;
        return current;
      },
      onUnauthorized: (error) => unauthorized.push(error),
    });

    expect((await getSessionUser(client))?.email).toBe(personaEmail('sukuk'));
    expect(asked).toEqual([false]);

    sandbox.clock.advance(FIFTEEN_MINUTES + 1);
    expect((await getSessionUser(client))?.email).toBe(personaEmail('sukuk'));
    expect(asked).toEqual([false, false, true]);
    expect(unauthorized).toEqual([]);

    sandbox.clock.advance(FIFTEEN_MINUTES + 1);
    refreshWorks = false;
    // getSessionUser reads a 401 as "nobody signed in"; onUnauthorized has fired
    expect(await getSessionUser(client)).toBeNull();
    expect(asked).toEqual([false, false, true, false, true]);
    expect(unauthorized.map((error) => error.message)).toEqual(['Token expired.']);
  });
});

describe('CORS on /api', () => {
  const call = (path: string, headers: Record<string, string>, method = 'GET') =>
    sandbox.fetch(path, { method, headers });

  it("answers the partner's allowed origins: echoed, varying by Origin, without credentials", async () => {
    for (const origin of SANDBOX_PARTNER_DEFAULT_ORIGINS) {
      const response = await call('/api/market/', { origin });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      expect(response.headers.get('vary')).toMatch(/\bOrigin\b/);
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
      expect(response.headers.get('access-control-expose-headers')).toContain('Content-Disposition');
    }
    const preflight = await call(
      '/api/orders/',
      {
        origin: PARTNER_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type, idempotency-key',
      },
      'OPTIONS',
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(PARTNER_ORIGIN);
    const allowed = (preflight.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const header of ['authorization', 'content-type', 'x-csrftoken', 'idempotency-key']) {
      expect(allowed).toContain(header);
    }
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PATCH');
  });

  it('refuses every other origin: no CORS headers, and its preflight is refused', async () => {
    const response = await call('/api/market/', { origin: OTHER_ORIGIN });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('vary')).toMatch(/\bOrigin\b/);
    const preflight = await call(
      '/api/products/',
      { origin: OTHER_ORIGIN, 'access-control-request-method': 'GET' },
      'OPTIONS',
    );
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-headers')).toBeNull();
    // a lookalike of an allowed origin is another origin
    const lookalike = await call('/api/market/', { origin: 'http://127.0.0.1:51900' });
    expect(lookalike.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('leaves first-party use alone: same origin, or a proxy forwarding another Origin, keeps cookies and CSRF', async () => {
    const sameOrigin = await call('/api/market/', { origin: 'http://sandbox.test' });
    expect(sameOrigin.status).toBe(200);
    // the demo host's proxy forwards its own page origin; the answer has no CORS headers but works as before
    const browser = await anonymous(sandbox.fetch);
    const login = await browser('/api/auth/login/', {
      method: 'POST',
      headers: { ...csrfJson(browser), origin: 'http://127.0.0.1:5183' },
      body: JSON.stringify({ email: personaEmail('investor'), password: 'Sandbox!2026' }),
    });
    expect(login.status).toBe(200);
    expect(login.headers.get('access-control-allow-origin')).toBeNull();
    const me = await browser('/api/customers/me/', { headers: { origin: 'http://127.0.0.1:5183' } });
    expect(me.status).toBe(200);
    // CSRF still guards cookie sessions whatever the origin
    const signedIn = await signIn(sandbox.fetch, 'investor');
    const noCsrf = await signedIn('/api/products/1/annotations/', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', origin: PARTNER_ORIGIN },
      body: JSON.stringify({ is_interested: true }),
    });
    expect(noCsrf.status).toBe(403);
  });

  it('takes a visitor’s cookie-less form from an allowed origin without CSRF, but not from any other origin', async () => {
    const lead = (origin: string) =>
      sandbox.fetch('/api/guides/investor-guide/', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({
          email: `visitor-${origin.length}@example.com`,
          first_name: 'Vera',
          last_name: 'Visitor',
          contact_number: '+447911123456',
          receive_newsletter: false,
        }),
      });
    const fromPartner = await lead(PARTNER_ORIGIN);
    expect(fromPartner.status).toBe(201);
    expect(fromPartner.headers.get('access-control-allow-origin')).toBe(PARTNER_ORIGIN);
    expect((await lead(OTHER_ORIGIN)).status).toBe(403);
  });

  it('answers the consent route of the partner pages with the same rules', async () => {
    const allowed = await call('/profiles/consent-to-email/yes/', { origin: PARTNER_ORIGIN });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(PARTNER_ORIGIN);
    const refused = await call('/profiles/consent-to-email/yes/', { origin: OTHER_ORIGIN });
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });

  describe('allowed origins are configurable', () => {
    const appState = (): SandboxState => ({
      db: sandbox.db,
      clock: sandbox.clock,
      market: { forced: 'auto', perCurrency: {} },
      dataVersion: 0,
      reset: () => sandbox.reset(),
      signedIn: async () => {},
    });
    const origin = async (app: ReturnType<typeof createApp>, from: string) =>
      (
        await app.fetch(new Request('http://sandbox.test/api/market/', { headers: { origin: from } }))
      ).headers.get('access-control-allow-origin');

    it(`from ${PARTNER_ORIGINS_ENV}, replacing the defaults`, async () => {
      vi.stubEnv(PARTNER_ORIGINS_ENV, 'https://bank.example, http://localhost:6000/');
      const app = createApp(appState());
      expect(await origin(app, 'https://bank.example')).toBe('https://bank.example');
      expect(await origin(app, 'http://localhost:6000')).toBe('http://localhost:6000');
      expect(await origin(app, PARTNER_ORIGIN)).toBeNull();
    });

    it('from the app option, over the environment', async () => {
      vi.stubEnv(PARTNER_ORIGINS_ENV, 'https://bank.example');
      const app = createApp(appState(), { partnerOrigins: ['https://other-bank.example'] });
      expect(await origin(app, 'https://other-bank.example')).toBe('https://other-bank.example');
      expect(await origin(app, 'https://bank.example')).toBeNull();
    });

    it('parses comma or space separated origins and rejects what is not one', () => {
      expect(parseOrigins(undefined)).toBeUndefined();
      expect(parseOrigins('  ')).toBeUndefined();
      expect(parseOrigins('http://a.example:8080/path, https://b.example http://c.example')).toEqual([
        'http://a.example:8080',
        'https://b.example',
        'http://c.example',
      ]);
      expect(() => parseOrigins('not an origin')).toThrow(PARTNER_ORIGINS_ENV);
    });
  });
});
