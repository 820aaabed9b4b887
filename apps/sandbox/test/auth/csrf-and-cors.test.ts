/**
 * The csrftoken rotated at sign-in and sign-out (a token known before sign-in is worth nothing to the
 * session), `Vary: Origin` on every answer of the CORS-guarded paths, and the client address the sign-in
 * limits count by.
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress, IN_PROCESS_ADDRESS } from '../../src/auth';
import { PERSONA_PASSWORD, personaEmail } from '../../src/seed';
import type { SandboxEnv } from '../../src/state';
import { anonymous, csrfJson, postJson } from '../support/helpers';
import { sandboxOn, testStores } from '../support/stores';

const CSRF_FAILED = { detail: 'CSRF Failed: CSRF token missing or incorrect.' };
const PARTNER_ORIGIN = 'http://127.0.0.1:5190';

for (const store of testStores('csrf_and_cors')) {
  describe(`CSRF rotation and CORS answers (${store.label})`, () => {
    const sandbox = sandboxOn(store);

    /** An unsafe call with explicit cookies and X-CSRFToken (what a page holding an old token would send). */
    function watch(cookies: Record<string, string>, token: string) {
      return sandbox().fetch('/api/products/1/annotations/', {
        method: 'PATCH',
        headers: {
          'content-type': 'application/json',
          cookie: Object.entries(cookies)
            .map(([name, value]) => `${name}=${value}`)
            .join('; '),
          'x-csrftoken': token,
        },
        body: JSON.stringify({ is_interested: true }),
      });
    }

    it('issues a new csrftoken at sign-in: the token from before sign-in stops working', async () => {
      const client = await anonymous(sandbox().fetch);
      const before = client.getCookie('csrftoken') ?? '';
      expect(before).not.toBe('');
      const login = await postJson(
        client,
        '/api/auth/login/',
        { email: personaEmail('investor'), password: PERSONA_PASSWORD },
        csrfJson(client),
      );
      expect(login.status).toBe(200);
      const issued = login.headers.getSetCookie().filter((c) => c.startsWith('csrftoken='));
      expect(issued).toHaveLength(1);
      expect(issued[0]).toMatch(/Path=\//);
      const after = client.getCookie('csrftoken') ?? '';
      expect(after).not.toBe('');
      expect(after).not.toBe(before);
      const session = client.getCookie('sessionid') ?? '';

      // the pre-login token, even sent as both cookie and header, no longer passes with the session
      const stale = await watch({ sessionid: session, csrftoken: before }, before);
      expect(stale.status).toBe(403);
      expect(await stale.json()).toEqual(CSRF_FAILED);
      const fresh = await watch({ sessionid: session, csrftoken: after }, after);
      expect(fresh.status).toBe(200);
      // the session's token from another browser's cookie jar does not help a forged request either
      const mismatched = await watch({ sessionid: session, csrftoken: after }, before);
      expect(mismatched.status).toBe(403);
    });

    it('issues a new csrftoken at sign-out, and a fresh one at every sign-in', async () => {
      const client = await anonymous(sandbox().fetch);
      const tokens = [client.getCookie('csrftoken')];
      for (let round = 0; round < 2; round++) {
        const login = await postJson(
          client,
          '/api/auth/login/',
          { email: personaEmail('corporate'), password: PERSONA_PASSWORD },
          csrfJson(client),
        );
        expect(login.status).toBe(200);
        tokens.push(client.getCookie('csrftoken'));
        const logout = await client('/api/auth/logout/', { method: 'POST', headers: csrfJson(client) });
        expect(logout.status).toBe(204);
        expect(client.getCookie('sessionid')).toBeUndefined();
        tokens.push(client.getCookie('csrftoken'));
      }
      expect(new Set(tokens).size).toBe(tokens.length);
      // signed out, the new token works as a visitor's (double submit)
      const visitor = await postJson(client, '/api/auth/logout/', {}, csrfJson(client));
      expect(visitor.status).toBe(204);
    });

    it('varies every /api and /profiles answer by Origin: lists, preflights, refusals and errors', async () => {
      const preflight = (origin: string) => ({
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
      const cases: [string, RequestInit, number][] = [
        // the market list sets a Vary of its own (Accept-Encoding)
        ['/api/products/?view_closed=false', { headers: { origin: PARTNER_ORIGIN } }, 200],
        ['/api/products/?view_closed=false', {}, 200],
        ['/api/products/?view_closed=false', { headers: { origin: 'https://evil.example' } }, 200],
        ['/api/market/', { headers: { origin: PARTNER_ORIGIN } }, 200],
        ['/api/products/', preflight(PARTNER_ORIGIN), 204],
        ['/api/products/', preflight('https://evil.example'), 403],
        ['/api/customers/me/', { headers: { origin: PARTNER_ORIGIN } }, 401],
        ['/api/no-such-route/', { headers: { origin: PARTNER_ORIGIN } }, 404],
        ['/api/auth/logout/', { method: 'POST', headers: { origin: PARTNER_ORIGIN, cookie: 'x=1' } }, 403],
        ['/api/customers/me/', { headers: { authorization: 'Bearer nope' } }, 401],
        ['/profiles/email-consent/', preflight(PARTNER_ORIGIN), 204],
      ];
      for (const [path, init, status] of cases) {
        const response = await sandbox().fetch(path, init);
        const what = `${init.method ?? 'GET'} ${path} ${JSON.stringify(init.headers ?? {})}`;
        expect(response.status, what).toBe(status);
        const vary = (response.headers.get('vary') ?? '').split(',').map((v) => v.trim().toLowerCase());
        expect(vary, what).toContain('origin');
        expect(
          vary.filter((v) => v === 'origin'),
          what,
        ).toHaveLength(1);
      }
      const list = await sandbox().fetch('/api/products/?view_closed=false', {
        headers: { origin: PARTNER_ORIGIN, 'accept-encoding': 'gzip' },
      });
      expect(list.headers.get('vary')).toMatch(/Accept-Encoding/);
      expect(list.headers.get('access-control-allow-origin')).toBe(PARTNER_ORIGIN);
      // a partner page can read how long a sign-in block lasts
      expect(list.headers.get('access-control-expose-headers')).toMatch(/\bRetry-After\b/);
    });
  });
}

describe('the client address', () => {
  function appWith(trustProxy: boolean) {
    const app = new Hono<SandboxEnv>();
    app.use('*', clientAddress({ trustProxy }));
    app.get('/', (c) => c.text(c.get('clientAddress')));
    return app;
  }
  const connection = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

  it("is the connection's peer, whatever X-Forwarded-For says, unless the proxy is trusted", async () => {
    const app = appWith(false);
    const forged = { headers: { 'x-forwarded-for': '10.9.9.9' } };
    expect(await (await app.request('/', forged, connection('203.0.113.5'))).text()).toBe('203.0.113.5');
    expect(await (await app.request('/', forged)).text()).toBe(IN_PROCESS_ADDRESS);
  });

  it("behind a trusted proxy, is the right-most X-Forwarded-For entry (the proxy's own)", async () => {
    const app = appWith(true);
    const forwarded = { headers: { 'x-forwarded-for': '10.9.9.9, 198.51.100.4' } };
    expect(await (await app.request('/', forwarded, connection('127.0.0.1'))).text()).toBe('198.51.100.4');
    expect(await (await app.request('/', {}, connection('127.0.0.1'))).text()).toBe('127.0.0.1');
    const junk = { headers: { 'x-forwarded-for': 'not an address' } };
    expect(await (await app.request('/', junk, connection('127.0.0.1'))).text()).toBe('127.0.0.1');
  });
});
