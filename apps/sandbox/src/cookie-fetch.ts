/**
 * A `fetch` wrapper with a cookie jar, for tests and scripts that talk to the sandbox (in-process or over
 * HTTP) like a browser would: cookies from `Set-Cookie` are stored and sent back on later requests.
 * Host-only, path-aware enough for the sandbox (every cookie it sets has `Path=/`); `Max-Age=0` or a past
 * `Expires` deletes.
 */
export type FetchLike = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

export interface CookieFetch extends FetchLike {
  getCookie(name: string): string | undefined;
  setCookie(name: string, value: string): void;
  /** every cookie as name → value */
  cookies(): Record<string, string>;
  clearCookies(): void;
}

function parseSetCookie(header: string): { name: string; value: string; expired: boolean } | null {
  const [pair, ...attributes] = header.split(';');
  const eq = pair?.indexOf('=') ?? -1;
  if (!pair || eq <= 0) return null;
  const name = pair.slice(0, eq).trim();
  const value = pair.slice(eq + 1).trim();
  let expired = false;
  for (const attribute of attributes) {
    const [key = '', val = ''] = attribute.split('=').map((s) => s.trim());
    if (key.toLowerCase() === 'max-age' && Number(val) <= 0) expired = true;
    if (key.toLowerCase() === 'expires' && Date.parse(val) <= Date.now()) expired = true;
  }
  return { name, value: decodeURIComponent(value), expired };
}

export function createCookieFetch(fetchImpl: FetchLike): CookieFetch {
  const jar = new Map<string, string>();
  const wrapped = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const sent = [...jar].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
    const withCookies = (headers: Headers) => {
      if (!sent) return headers;
      const own = headers.get('cookie');
      headers.set('cookie', own ? `${own}; ${sent}` : sent);
      return headers;
    };
    // relative URLs pass through untouched (the in-process sandbox fetch resolves them)
    const request =
      input instanceof Request
        ? new Request(input, { ...init, headers: withCookies(new Headers(init?.headers ?? input.headers)) })
        : null;
    const response = request
      ? await fetchImpl(request)
      : await fetchImpl(input as string | URL, { ...init, headers: withCookies(new Headers(init?.headers)) });
    for (const header of response.headers.getSetCookie()) {
      const cookie = parseSetCookie(header);
      if (!cookie) continue;
      if (cookie.expired) jar.delete(cookie.name);
      else jar.set(cookie.name, cookie.value);
    }
    return response;
  }) as CookieFetch;
  wrapped.getCookie = (name) => jar.get(name);
  wrapped.setCookie = (name, value) => {
    jar.set(name, value);
  };
  wrapped.cookies = () => Object.fromEntries(jar);
  wrapped.clearCookies = () => jar.clear();
  return wrapped;
}

/** The origin relative URLs are resolved against by the in-process `fetch`. */
export const SANDBOX_ORIGIN = 'http://sandbox.test';

/**
 * A `fetch` that follows redirects like a browser's (up to five hops): the in-process sandbox answers a 302
 * (e.g. a guide's download key) and leaves the following to the caller. Relative URLs resolve against
 * {@link SANDBOX_ORIGIN}.
 */
export function followRedirects(fetch: FetchLike): FetchLike {
  return async (input, init) => {
    let response = await fetch(input, init);
    for (let hops = 0; hops < 5 && response.status >= 300 && response.status < 400; hops++) {
      const location = response.headers.get('location');
      if (!location) break;
      const from = input instanceof Request ? input.url : String(input);
      response = await fetch(new URL(location, new URL(from, SANDBOX_ORIGIN)).toString());
    }
    return response;
  };
}
