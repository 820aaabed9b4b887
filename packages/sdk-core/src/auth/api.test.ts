import { describe, expect, it, vi } from 'vitest';
import { ApiError, ContractError, createClient, type FetchFn } from '../http/index';
import { fetchCsrfToken, getPersonas, getSessionUser, isTwoFactorChallenge, login, logout } from './api';
import { makeSessionUser } from './test-fixtures';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A minimal stand-in for the auth routes (the real sandbox is tested against these functions elsewhere). */
function fakeAuthServer() {
  let signedIn = false;
  const calls: string[] = [];
  const fetch: FetchFn = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    calls.push(`${request.method} ${url.pathname}`);
    if (request.method !== 'GET' && request.headers.get('X-CSRFToken') !== 'tok') {
      return json({ detail: 'CSRF Failed: CSRF token missing or incorrect.' }, 403);
    }
    switch (`${request.method} ${url.pathname}`) {
      case 'POST /api/auth/login/': {
        const body = (await request.json()) as { email: string; password: string };
        if (body.password !== 'Sandbox!2026') {
          return json({ non_field_errors: ['Unable to log in with provided credentials.'] }, 400);
        }
        signedIn = true;
        return json(makeSessionUser({ email: body.email }));
      }
      case 'POST /api/auth/logout/':
        signedIn = false;
        return new Response(null, { status: 204 });
      case 'GET /api/auth/csrf/':
        return new Response(null, { status: 204 });
      case 'GET /api/customers/me/':
        return signedIn
          ? json(makeSessionUser())
          : json({ detail: 'Authentication credentials were not provided.' }, 401);
      case 'GET /sandbox/personas':
        return json([
          {
            key: 'investor',
            email: 'investor@sandbox.bondkit.test',
            label: 'Investor',
            description: 'Standard',
          },
        ]);
      default:
        return json({ detail: 'Not found.' }, 404);
    }
  };
  return { fetch, calls };
}

function setup(onUnauthorized = vi.fn()) {
  const server = fakeAuthServer();
  const client = createClient({
    baseUrl: 'http://sandbox.test/api',
    fetch: server.fetch,
    getCsrfToken: () => 'tok',
    onUnauthorized,
  });
  return { client, server, onUnauthorized };
}

describe('auth api', () => {
  it('signs in, reads the session user, and signs out', async () => {
    const { client } = setup();
    expect(await getSessionUser(client, { silent: true })).toBeNull();
    const user = await login(client, { email: 'investor@sandbox.bondkit.test', password: 'Sandbox!2026' });
    expect(isTwoFactorChallenge(user) ? null : user.email).toBe('investor@sandbox.bondkit.test');
    expect((await getSessionUser(client))?.customer_id).toBe(1001);
    await logout(client);
    expect(await getSessionUser(client, { silent: true })).toBeNull();
  });

  it('reports wrong credentials with the server message', async () => {
    const { client, onUnauthorized } = setup();
    const error = await login(client, { email: 'x@y.z', password: 'wrong' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Unable to log in with provided credentials.');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('probes the session silently, or lets onUnauthorized know', async () => {
    const { client, onUnauthorized } = setup();
    await expect(getSessionUser(client, { silent: true })).resolves.toBeNull();
    expect(onUnauthorized).not.toHaveBeenCalled();
    await expect(getSessionUser(client)).resolves.toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('rethrows failures other than 401', async () => {
    const client = createClient({
      baseUrl: 'http://sandbox.test/api',
      fetch: async () => json({ detail: 'Boom' }, 500),
    });
    await expect(getSessionUser(client)).rejects.toMatchObject({ status: 500, message: 'Boom' });
  });

  it('fails loudly when the session user does not match the contract', async () => {
    const client = createClient({
      baseUrl: 'http://sandbox.test/api',
      fetch: async () => json({ ...makeSessionUser(), account_type: 3 }),
    });
    await expect(getSessionUser(client)).rejects.toBeInstanceOf(ContractError);
  });

  it('primes the CSRF cookie', async () => {
    const { client, server } = setup();
    await fetchCsrfToken(client);
    expect(server.calls).toEqual(['GET /api/auth/csrf/']);
  });

  it('reads the personas beside /api', async () => {
    const { client, server } = setup();
    const personas = await getPersonas(client);
    expect(personas.map((p) => p.key)).toEqual(['investor']);
    expect(server.calls).toEqual(['GET /sandbox/personas']);
  });
});
