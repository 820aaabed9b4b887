// Over 500 lines: every client behaviour (requests, CSRF, bearer tokens and 401, errors, raw calls, downloads, no retries, the server clock) on fake fetches.
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { createFakeClock } from '../time/index';
import { apiAssetUrl, createClient, type FetchFn } from './client';
import { downloadFile } from './download';
import { ApiError, ContractError } from './errors';

const BASE = 'http://platform.test/api';

type Handler = (request: Request) => Response | Promise<Response>;

/** A tiny fake server: records every request and answers with `handler`. */
function fakeFetch(handler: Handler) {
  const requests: Request[] = [];
  const fetch: FetchFn = async (input, init) => {
    const request = new Request(input, init);
    requests.push(request.clone());
    return handler(request);
  };
  return { fetch, requests };
}

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

const userSchema = z.object({ id: z.number(), name: z.string() });

describe('createClient: requests', () => {
  it('joins the path to the base URL and parses the answer with the schema', async () => {
    const server = fakeFetch(() => json({ id: 7, name: 'Ada' }));
    const client = createClient({ baseUrl: BASE, fetch: server.fetch });
    await expect(client.get('customers/me/', userSchema)).resolves.toEqual({ id: 7, name: 'Ada' });
    expect(server.requests[0]?.url).toBe('http://platform.test/api/customers/me/');
    expect(server.requests[0]?.method).toBe('GET');
  });

  it('turns arrays into repeated query keys and leaves undefined values out', async () => {
    const server = fakeFetch(() => json([]));
    const client = createClient({ baseUrl: BASE, fetch: server.fetch });
    await client.get('products/', z.array(z.unknown()), {
      searchParams: {
        format: 'csv',
        category: ['high_yield', 'perpetuals'],
        maturity__gte: 2030,
        for_user: undefined,
        exclude: null,
        flag: false,
      },
    });
    const url = new URL(server.requests[0]?.url ?? '');
    expect(url.searchParams.getAll('category')).toEqual(['high_yield', 'perpetuals']);
    expect(url.searchParams.get('maturity__gte')).toBe('2030');
    expect(url.searchParams.get('flag')).toBe('false');
    expect(url.searchParams.has('for_user')).toBe(false);
    expect(url.searchParams.has('exclude')).toBe(false);
    expect(url.search).toBe(
      '?format=csv&category=high_yield&category=perpetuals&maturity__gte=2030&flag=false',
    );
  });

  it('accepts URLSearchParams as they are', async () => {
    const server = fakeFetch(() => json([]));
    const client = createClient({ baseUrl: BASE, fetch: server.fetch });
    await client.get('products/', z.array(z.unknown()), {
      searchParams: new URLSearchParams([
        ['currency', 'GBP'],
        ['currency', 'EUR'],
      ]),
    });
    expect(new URL(server.requests[0]?.url ?? '').searchParams.getAll('currency')).toEqual(['GBP', 'EUR']);
  });

  it('sends JSON bodies on POST/PATCH/PUT', async () => {
    const server = fakeFetch(async (request) => json(await request.json()));
    const client = createClient({ baseUrl: BASE, fetch: server.fetch });
    const answer = await client.patch('products/5/annotations/', z.object({ is_interested: z.boolean() }), {
      json: { is_interested: true },
    });
    expect(answer).toEqual({ is_interested: true });
    expect(server.requests[0]?.method).toBe('PATCH');
    expect(server.requests[0]?.headers.get('content-type')).toContain('application/json');
  });

  it('parses a 204 answer as undefined', async () => {
    const server = fakeFetch(() => new Response(null, { status: 204 }));
    const client = createClient({ baseUrl: BASE, fetch: server.fetch, getCsrfToken: () => 't' });
    await expect(client.post('auth/logout/', z.undefined())).resolves.toBeUndefined();
    await expect(client.delete('things/1/')).resolves.toBeUndefined();
  });

  it('resolves a path with a leading slash against the origin of the base URL', async () => {
    const server = fakeFetch(() => json([]));
    const client = createClient({ baseUrl: BASE, fetch: server.fetch });
    await client.get('/sandbox/personas', z.array(z.unknown()));
    expect(server.requests[0]?.url).toBe('http://platform.test/sandbox/personas');
  });

  it('sends cookies (credentials include) for first-party use and not for bearer use', async () => {
    const server = fakeFetch(() => json({ id: 1, name: 'x' }));
    await createClient({ baseUrl: BASE, fetch: server.fetch }).get('a/', userSchema);
    await createClient({ baseUrl: BASE, fetch: server.fetch, getAccessToken: () => 'tok' }).get(
      'a/',
      userSchema,
    );
    expect(server.requests[0]?.credentials).toBe('include');
    expect(server.requests[1]?.credentials).toBe('same-origin');
  });
});

describe('createClient: request details', () => {
  it('joins paths to a base URL with or without its trailing slash', async () => {
    const server = fakeFetch(() => json([]));
    await createClient({ baseUrl: `${BASE}/`, fetch: server.fetch }).get('products/', z.array(z.unknown()));
    await createClient({ baseUrl: BASE, fetch: server.fetch }).get('products/5/', z.array(z.unknown()));
    expect(server.requests.map((r) => r.url)).toEqual([
      'http://platform.test/api/products/',
      'http://platform.test/api/products/5/',
    ]);
  });

  it('sends client-wide headers, overridden by the call’s, and keeps a given content type', async () => {
    const server = fakeFetch(() => json({ id: 1, name: 'x' }));
    const client = createClient({
      baseUrl: BASE,
      fetch: server.fetch,
      headers: { 'Accept-Language': 'en-GB', 'X-Client': 'a' },
    });
    await client.post('a/', userSchema, {
      json: { x: 1 },
      headers: { 'X-Client': 'b', 'Content-Type': 'application/merge-patch+json', 'Idempotency-Key': 'k1' },
    });
    const headers = server.requests[0]?.headers;
    expect(headers?.get('accept-language')).toBe('en-GB');
    expect(headers?.get('x-client')).toBe('b');
    expect(headers?.get('idempotency-key')).toBe('k1');
    expect(headers?.get('content-type')).toBe('application/merge-patch+json');
    expect(await server.requests[0]?.text()).toBe('{"x":1}');
  });

  it('sends other bodies (FormData) as they are, and json wins over body', async () => {
    const server = fakeFetch(async (request) =>
      json({ id: 1, name: (await request.formData()).get('name') }),
    );
    const client = createClient({ baseUrl: BASE, fetch: server.fetch });
    const form = new FormData();
    form.set('name', 'doc.pdf');
    await expect(client.post('documents/', userSchema, { body: form })).resolves.toEqual({
      id: 1,
      name: 'doc.pdf',
    });
    expect(server.requests[0]?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);

    const echo = fakeFetch(async (request) => json({ id: 2, name: await request.text() }));
    await createClient({ baseUrl: BASE, fetch: echo.fetch }).post('a/', userSchema, { json: 'j', body: 'b' });
    expect(await echo.requests[0]?.text()).toBe('"j"');
  });

  it('replaces a query the path carries when searchParams are given', async () => {
    const server = fakeFetch(() => json([]));
    const client = createClient({ baseUrl: BASE, fetch: server.fetch });
    await client.get('products/?a=1', z.array(z.unknown()));
    await client.get('products/?a=1', z.array(z.unknown()), { searchParams: { b: 2 } });
    expect(server.requests.map((r) => r.url)).toEqual([
      'http://platform.test/api/products/?a=1',
      'http://platform.test/api/products/?b=2',
    ]);
  });

  it('uses globalThis.fetch at call time when no fetch is given', async () => {
    const server = fakeFetch(() => json({ id: 3, name: 'global' }));
    const client = createClient({ baseUrl: BASE });
    vi.stubGlobal('fetch', server.fetch);
    try {
      await expect(client.get('a/', userSchema)).resolves.toEqual({ id: 3, name: 'global' });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('lets the bearer token win over a header of the same name', async () => {
    const server = fakeFetch(() => json({ id: 1, name: 'x' }));
    const client = createClient({ baseUrl: BASE, fetch: server.fetch, getAccessToken: () => 'tok' });
    await client.get('a/', userSchema, { headers: { Authorization: 'Basic abc' } });
    expect(server.requests[0]?.headers.get('authorization')).toBe('Bearer tok');
  });
});

describe('createClient: CSRF', () => {
  it('copies the CSRF token into X-CSRFToken on unsafe methods only', async () => {
    const server = fakeFetch(() => json({ id: 1, name: 'x' }));
    const client = createClient({ baseUrl: BASE, fetch: server.fetch, getCsrfToken: () => 'csrf-123' });
    await client.get('a/', userSchema);
    await client.post('a/', userSchema, { json: {} });
    await client.put('a/', userSchema, { json: {} });
    await client.patch('a/', userSchema, { json: {} });
    await client.delete('a/');
    const headers = server.requests.map((r) => [r.method, r.headers.get('X-CSRFToken')]);
    expect(headers).toEqual([
      ['GET', null],
      ['POST', 'csrf-123'],
      ['PUT', 'csrf-123'],
      ['PATCH', 'csrf-123'],
      ['DELETE', 'csrf-123'],
    ]);
  });

  it('reads the token at request time, so a cookie set after creating the client is used', async () => {
    const server = fakeFetch(() => json({ id: 1, name: 'x' }));
    let cookie: string | undefined;
    const client = createClient({ baseUrl: BASE, fetch: server.fetch, getCsrfToken: () => cookie });
    await client.post('a/', userSchema);
    cookie = 'later';
    await client.post('a/', userSchema);
    expect(server.requests.map((r) => r.headers.get('X-CSRFToken'))).toEqual([null, 'later']);
  });

  it('reads the csrftoken cookie from document.cookie by default', async () => {
    const server = fakeFetch(() => json({ id: 1, name: 'x' }));
    vi.stubGlobal('document', { cookie: 'sessionid=abc; csrftoken=from%20cookie; other=1' });
    try {
      await createClient({ baseUrl: BASE, fetch: server.fetch }).post('a/', userSchema);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(server.requests[0]?.headers.get('X-CSRFToken')).toBe('from cookie');
  });
});

describe('createClient: bearer tokens and 401', () => {
  it('sends the bearer token and does not call onUnauthorized on success', async () => {
    const server = fakeFetch(() => json({ id: 1, name: 'x' }));
    const onUnauthorized = vi.fn();
    const client = createClient({
      baseUrl: BASE,
      fetch: server.fetch,
      getAccessToken: () => 'token-1',
      onUnauthorized,
    });
    await client.get('a/', userSchema);
    expect(server.requests[0]?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('on 401 asks for a fresh token once and retries once with it', async () => {
    const server = fakeFetch((request) =>
      request.headers.get('Authorization') === 'Bearer fresh'
        ? json({ id: 1, name: 'x' })
        : json({ detail: 'Token expired.' }, 401),
    );
    const getAccessToken = vi.fn(({ forceRefresh }: { forceRefresh: boolean }) =>
      forceRefresh ? 'fresh' : 'stale',
    );
    const onUnauthorized = vi.fn();
    const client = createClient({ baseUrl: BASE, fetch: server.fetch, getAccessToken, onUnauthorized });
    await expect(client.post('a/', userSchema, { json: { x: 1 } })).resolves.toEqual({ id: 1, name: 'x' });
    expect(getAccessToken.mock.calls).toEqual([[{ forceRefresh: false }], [{ forceRefresh: true }]]);
    expect(server.requests.map((r) => r.headers.get('Authorization'))).toEqual([
      'Bearer stale',
      'Bearer fresh',
    ]);
    // the retried request still carries its body
    expect(await server.requests[1]?.json()).toEqual({ x: 1 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('calls onUnauthorized and throws when the retry is still 401', async () => {
    const server = fakeFetch(() => json({ detail: 'Invalid token.' }, 401));
    const getAccessToken = vi.fn(async () => 'never-good');
    const onUnauthorized = vi.fn();
    const client = createClient({ baseUrl: BASE, fetch: server.fetch, getAccessToken, onUnauthorized });
    const error = await client.get('a/', userSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).message).toBe('Invalid token.');
    expect(server.requests).toHaveLength(2);
    expect(getAccessToken).toHaveBeenCalledTimes(2);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith(error);
  });

  it('does not retry when the refresh yields no token', async () => {
    const server = fakeFetch(() => json({ detail: 'Authentication credentials were not provided.' }, 401));
    const onUnauthorized = vi.fn();
    const client = createClient({
      baseUrl: BASE,
      fetch: server.fetch,
      getAccessToken: ({ forceRefresh }) => (forceRefresh ? null : 'old'),
      onUnauthorized,
    });
    await expect(client.get('a/', userSchema)).rejects.toMatchObject({ status: 401 });
    expect(server.requests).toHaveLength(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('treats a refresh that throws as no token: the 401 stands and onUnauthorized fires', async () => {
    const server = fakeFetch(() => json({ detail: 'Token expired.' }, 401));
    const onUnauthorized = vi.fn();
    const client = createClient({
      baseUrl: BASE,
      fetch: server.fetch,
      getAccessToken: ({ forceRefresh }) => {
        if (forceRefresh) throw new Error('token endpoint unavailable');
        return 'old';
      },
      onUnauthorized,
    });
    await expect(client.get('a/', userSchema)).rejects.toMatchObject({
      status: 401,
      message: 'Token expired.',
    });
    expect(server.requests).toHaveLength(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('shares one refresh between concurrent 401s', async () => {
    let valid = 'v1';
    const server = fakeFetch((request) =>
      request.headers.get('Authorization') === `Bearer ${valid}`
        ? json({ id: 1, name: 'x' })
        : json({ detail: 'expired' }, 401),
    );
    let refreshes = 0;
    valid = 'v2';
    const client = createClient({
      baseUrl: BASE,
      fetch: server.fetch,
      getAccessToken: async ({ forceRefresh }) => {
        if (!forceRefresh) return 'v1';
        refreshes += 1;
        return 'v2';
      },
    });
    await Promise.all([
      client.get('a/', userSchema),
      client.get('b/', userSchema),
      client.get('c/', userSchema),
    ]);
    expect(refreshes).toBe(1);
  });

  it('answers a late 401 (sent before another call’s refresh finished) with that refresh, not a new one', async () => {
    // b/ is refused only after a/ has been refused, refreshed and retried
    let releaseB: () => void = () => undefined;
    const bHeld = new Promise<void>((resolve) => {
      releaseB = resolve;
    });
    const server = fakeFetch(async (request) => {
      const fresh = request.headers.get('Authorization') === 'Bearer v2';
      if (new URL(request.url).pathname.endsWith('/b/') && !fresh) await bHeld;
      return fresh ? json({ id: 1, name: 'x' }) : json({ detail: 'Token expired.' }, 401);
    });
    const getAccessToken = vi.fn(async ({ forceRefresh }: { forceRefresh: boolean }) =>
      forceRefresh ? 'v2' : 'v1',
    );
    const client = createClient({ baseUrl: BASE, fetch: server.fetch, getAccessToken });
    const b = client.get('b/', userSchema);
    await expect(client.get('a/', userSchema)).resolves.toEqual({ id: 1, name: 'x' });
    releaseB();
    await expect(b).resolves.toEqual({ id: 1, name: 'x' });
    expect(getAccessToken.mock.calls.filter(([options]) => options.forceRefresh)).toHaveLength(1);
    // a call sent after the refresh may refresh again
    getAccessToken.mockImplementation(async ({ forceRefresh }) => (forceRefresh ? 'v2' : 'v1'));
    await client.get('c/', userSchema);
    expect(getAccessToken.mock.calls.filter(([options]) => options.forceRefresh)).toHaveLength(2);
  });

  it('calls onUnauthorized on a first-party 401 (no token source) without retrying', async () => {
    const server = fakeFetch(() => json({ detail: 'Authentication credentials were not provided.' }, 401));
    const onUnauthorized = vi.fn();
    const client = createClient({ baseUrl: BASE, fetch: server.fetch, onUnauthorized });
    await expect(client.get('customers/me/', userSchema)).rejects.toMatchObject({
      status: 401,
      message: 'Authentication credentials were not provided.',
    });
    expect(server.requests).toHaveLength(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('keeps quiet about a 401 when the call asks for silentUnauthorized', async () => {
    const server = fakeFetch(() => json({ detail: 'nope' }, 401));
    const onUnauthorized = vi.fn();
    const client = createClient({ baseUrl: BASE, fetch: server.fetch, onUnauthorized });
    await expect(
      client.get('customers/me/', userSchema, { silentUnauthorized: true }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not call onUnauthorized for 403', async () => {
    const server = fakeFetch(() => json({ detail: 'CSRF Failed: CSRF token missing or incorrect.' }, 403));
    const onUnauthorized = vi.fn();
    const client = createClient({ baseUrl: BASE, fetch: server.fetch, onUnauthorized });
    await expect(client.post('a/', userSchema)).rejects.toMatchObject({
      status: 403,
      message: 'CSRF Failed: CSRF token missing or incorrect.',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('createClient: errors', () => {
  const cases: [string, unknown, string][] = [
    ['detail first', { detail: 'D', message: 'M', non_field_errors: ['N'] }, 'D'],
    ['then message', { message: 'M', non_field_errors: ['N'], displayMessage: 'X' }, 'M'],
    ['then non_field_errors[0]', { non_field_errors: ['N1', 'N2'], displayMessage: 'X' }, 'N1'],
    ['then displayMessage', { displayMessage: 'X', errors: { __all__: [{ message: 'A' }] } }, 'X'],
    ['then errors.__all__[0].message', { errors: { __all__: [{ message: 'A' }] } }, 'A'],
    ['else the fallback', { email: ['Enter a valid email address.'] }, 'Could not save'],
  ];
  it.each(cases)('picks the message: %s', async (_name, body, expected) => {
    const server = fakeFetch(() => json(body, 400));
    const client = createClient({ baseUrl: BASE, fetch: server.fetch });
    await expect(client.post('a/', userSchema, { fallbackMessage: 'Could not save' })).rejects.toMatchObject({
      status: 400,
      message: expected,
    });
  });

  it('maps field errors and non-field errors', async () => {
    const server = fakeFetch(() =>
      json(
        {
          email: ['Enter a valid email address.'],
          password: 'Too short.',
          bank_details: { GBP: { sort_code: ['Invalid sort code or SWIFT/BIC'] } },
          non_field_errors: ['Unable to log in with provided credentials.'],
        },
        400,
      ),
    );
    const client = createClient({ baseUrl: BASE, fetch: server.fetch });
    const error = (await client.post('auth/login/', userSchema).catch((e: unknown) => e)) as ApiError;
    expect(error.fieldErrors).toEqual({
      email: ['Enter a valid email address.'],
      password: ['Too short.'],
      'bank_details.GBP.sort_code': ['Invalid sort code or SWIFT/BIC'],
    });
    expect(error.nonFieldErrors).toEqual(['Unable to log in with provided credentials.']);
    expect(error.message).toBe('Unable to log in with provided credentials.');
    expect(error.hasServerMessage).toBe(true);
  });

  it('uses the client-wide fallback for a 500 with an HTML body', async () => {
    const server = fakeFetch(() => new Response('<h1>Server Error</h1>', { status: 500 }));
    const client = createClient({ baseUrl: BASE, fetch: server.fetch, fallbackMessage: 'Server error' });
    const error = (await client.get('a/', userSchema).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(500);
    expect(error.message).toBe('Server error');
    expect(error.hasServerMessage).toBe(false);
  });

  it('turns a network failure into status 0 with the fallback message', async () => {
    const client = createClient({
      baseUrl: BASE,
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    await expect(
      client.get('a/', userSchema, { fallbackMessage: 'Market data failed to load' }),
    ).rejects.toMatchObject({ status: 0, reason: 'network', message: 'Market data failed to load' });
  });

  it('times out after timeoutMs with status 0', async () => {
    const client = createClient({
      baseUrl: BASE,
      timeoutMs: 20,
      fetch: () => new Promise<Response>(() => {}),
    });
    const error = (await client
      .get('a/', userSchema, { fallbackMessage: 'Too slow' })
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.reason).toBe('timeout');
    expect(error.message).toBe('Too slow');
  });

  it('aborts the request when it times out', async () => {
    let seen: AbortSignal | undefined;
    const client = createClient({
      baseUrl: BASE,
      timeoutMs: 20,
      fetch: (input) =>
        new Promise<Response>((_resolve, reject) => {
          seen = (input as Request).signal;
          seen.addEventListener('abort', () => reject(seen?.reason));
        }),
    });
    await expect(client.get('a/', userSchema)).rejects.toMatchObject({ status: 0, reason: 'timeout' });
    expect(seen?.aborted).toBe(true);
  });

  it("rethrows the caller's abort rather than an ApiError", async () => {
    const controller = new AbortController();
    const client = createClient({
      baseUrl: BASE,
      fetch: (_input, init) =>
        new Promise<Response>((_resolve, reject) => {
          const signal = init?.signal ?? (_input instanceof Request ? _input.signal : undefined);
          if (signal?.aborted) reject(signal.reason);
          signal?.addEventListener('abort', () => reject(signal.reason));
        }),
    });
    const pending = client.get('a/', userSchema, { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('throws a ContractError (not an ApiError) when the answer does not match the schema', async () => {
    const server = fakeFetch(() => json({ id: 'seven', name: 'Ada' }));
    const client = createClient({ baseUrl: BASE, fetch: server.fetch });
    const error = await client
      .get('customers/me/', userSchema, { fallbackMessage: 'Oops' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractError);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as ContractError).message).toBe('Oops');
    expect((error as ContractError).request).toBe('GET customers/me/');
    expect(JSON.stringify((error as ContractError).issues)).toContain('id');
  });

  it('throws a ContractError when a 200 answer is not JSON', async () => {
    const server = fakeFetch(() => new Response('not json', { status: 200 }));
    const client = createClient({ baseUrl: BASE, fetch: server.fetch });
    await expect(client.get('a/', userSchema)).rejects.toBeInstanceOf(ContractError);
  });
});

describe('createClient: fetchRaw', () => {
  it('returns the unread response of a file download', async () => {
    const server = fakeFetch(
      () =>
        new Response('a,b\n1,2\n', {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="bondkit_market_20261123.csv"',
          },
        }),
    );
    const client = createClient({ baseUrl: BASE, fetch: server.fetch });
    const response = await client.fetchRaw('products/', {
      searchParams: { format: 'csv', currency: ['GBP'] },
    });
    expect(await response.text()).toBe('a,b\n1,2\n');
    expect(server.requests[0]?.url).toBe('http://platform.test/api/products/?format=csv&currency=GBP');
  });

  it('throws ApiError for a failed download', async () => {
    const server = fakeFetch(() => json({ detail: 'Not found.' }, 404));
    const client = createClient({ baseUrl: BASE, fetch: server.fetch });
    await expect(client.fetchRaw('companies/x/documents/y/download/')).rejects.toMatchObject({
      status: 404,
      message: 'Not found.',
    });
  });
});

describe('downloadFile', () => {
  it('names the file by Content-Disposition, else by the fallback', async () => {
    let disposition: string | null = 'attachment; filename="bondkit_market_20261123.csv"';
    const server = fakeFetch(() => {
      const headers: Record<string, string> = { 'Content-Type': 'text/csv' };
      if (disposition) headers['Content-Disposition'] = disposition;
      return new Response('a,b\n', { headers });
    });
    const client = createClient({ baseUrl: BASE, fetch: server.fetch });
    const named = await downloadFile(client, 'products/', { fallbackName: 'market.csv' });
    expect(named.fileName).toBe('bondkit_market_20261123.csv');
    expect(await named.blob.text()).toBe('a,b\n');
    disposition = null;
    const unnamed = await downloadFile(client, 'products/', { fallbackName: 'market.csv' });
    expect(unnamed.fileName).toBe('market.csv');
  });
});

describe('createClient: no retries', () => {
  it.each(['GET', 'PUT', 'DELETE'] as const)(
    'sends a failed %s once: a 503 and a network failure',
    async (method) => {
      let calls = 0;
      let fail: 'status' | 'network' = 'status';
      const client = createClient({
        baseUrl: BASE,
        fetch: async () => {
          calls++;
          if (fail === 'network') throw new TypeError('Failed to fetch');
          return json({ detail: 'Unavailable.' }, 503, { 'Retry-After': '0' });
        },
      });
      const send = () => client.fetchRaw('a/', { method });
      await expect(send()).rejects.toMatchObject({ status: 503 });
      expect(calls).toBe(1);
      fail = 'network';
      await expect(send()).rejects.toMatchObject({ status: 0, reason: 'network' });
      expect(calls).toBe(2);
    },
  );
});

describe('apiAssetUrl', () => {
  it('resolves root-relative API addresses against an absolute base URL (partner pages)', () => {
    expect(apiAssetUrl('https://api.example.test/api', '/api/companies/acme/logo.svg')).toBe(
      'https://api.example.test/api/companies/acme/logo.svg',
    );
  });

  it('leaves addresses alone on the same origin and absolute addresses everywhere', () => {
    expect(apiAssetUrl('/api', '/api/companies/acme/logo.svg')).toBe('/api/companies/acme/logo.svg');
    expect(apiAssetUrl('https://api.example.test/api', 'https://cdn.example.test/a.svg')).toBe(
      'https://cdn.example.test/a.svg',
    );
  });
});

describe("createClient: the server's time", () => {
  it("learns the server's time from the Date header of every answer, failures included", async () => {
    const local = createFakeClock('2026-11-25T19:00:00Z');
    let date = 'Mon, 23 Nov 2026 10:00:00 GMT';
    const server = fakeFetch(() => json({ detail: 'No.' }, 404, { Date: date }));
    const client = createClient({ baseUrl: BASE, fetch: server.fetch, localClock: local });
    expect(client.clock.now().toISOString()).toBe('2026-11-25T19:00:00.000Z');
    await expect(client.get('products/1/', userSchema)).rejects.toBeInstanceOf(ApiError);
    expect(client.clock.now().toISOString()).toBe('2026-11-23T10:00:00.000Z');
    local.advance(60_000);
    expect(client.clock.now().toISOString()).toBe('2026-11-23T10:01:00.000Z');
    date = 'Tue, 24 Nov 2026 10:01:00 GMT';
    await expect(client.get('products/1/', userSchema)).rejects.toBeInstanceOf(ApiError);
    expect(client.clock.now().toISOString()).toBe('2026-11-24T10:01:00.000Z');
  });
});
