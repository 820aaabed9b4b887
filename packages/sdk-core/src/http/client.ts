import ky, { type KyInstance, type Options as KyOptions, TimeoutError } from 'ky';
import { type Clock, createServerClock, type ServerClock } from '../time/index';
import { readCsrfTokenFromDocument } from './cookies';
import { ApiError, DEFAULT_FALLBACK_MESSAGE, parseErrorBody } from './errors';
import { type Infer, parseResponse, type ResponseSchema, readJson } from './parse';
import { type SearchParamsInput, toSearchParams } from './search-params';

export type { Infer, ResponseSchema } from './parse';

/** A standard `fetch` (the browser's, Node's, or the in-process sandbox's). */
export type FetchFn = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** What the client passes to {@link ClientOptions.getAccessToken}. */
export interface GetAccessTokenOptions {
  /** True after the server answered 401 with the previous token: the host must fetch a new one. */
  forceRefresh: boolean;
}

/** The partner host's token source; `null`/`undefined` means "no token" (no `Authorization` header). */
export type GetAccessToken = (
  options: GetAccessTokenOptions,
) => string | null | undefined | Promise<string | null | undefined>;

/** Options of {@link createClient}. */
export interface ClientOptions {
  /** Base URL of the platform API, e.g. `/api` (same origin) or `https://api.example.com/api`. */
  baseUrl: string;
  /** The `fetch` to use; defaults to `globalThis.fetch`. Tests inject the in-process sandbox here. */
  fetch?: FetchFn;
  /**
   * Partner embedding (cross origin): returns the bearer token sent as `Authorization: Bearer <token>`.
   * On a 401 it is called once more with `{ forceRefresh: true }` and the call is retried once.
   */
  getAccessToken?: GetAccessToken;
  /**
   * Called on a 401 that survives the token refresh (or any 401 without `getAccessToken`): e.g. go to
   * sign-in.
   */
  onUnauthorized?: (error: ApiError) => void;
  /**
   * Request timeout; the specs' 20 seconds by default. A timeout throws `ApiError` with status 0 and reason
   * `'timeout'`. Nothing is ever retried (on any method), so a call that timed out may still have happened on
   * the server: money-moving calls carry an idempotency key instead.
   */
  timeoutMs?: number;
  /** Source of the CSRF token for unsafe methods; defaults to the `csrftoken` cookie of `document.cookie`. */
  getCsrfToken?: () => string | null | undefined;
  /** The message used when neither the server nor the call gives one (pass the catalogue's text). */
  fallbackMessage?: string;
  /**
   * `credentials` of every request. Defaults to `'include'` for first-party use (session cookie) and to
   * `'same-origin'` when `getAccessToken` is given (bearer tokens need no cross-origin cookies).
   */
  credentials?: RequestCredentials;
  /** Headers added to every request (e.g. `Accept-Language`). */
  headers?: Record<string, string>;
  /** The local clock {@link BondkitClient.clock} runs on (tests pass a fake clock); the real one by default. */
  localClock?: Clock;
}

/** Options of every JSON call. */
export interface RequestOptions {
  /** Query parameters; arrays become repeated keys, `undefined` values are left out. */
  searchParams?: SearchParamsInput;
  /** JSON body (serialised, `Content-Type: application/json`). */
  json?: unknown;
  /** Any other body, e.g. `FormData` for document uploads. Ignored when `json` is set. */
  body?: BodyInit;
  /** Shown when the server sends no message (a catalogue text, e.g. 'Market data failed to load'). */
  fallbackMessage?: string;
  /** Aborting rejects with the signal's reason (an `AbortError`), not with an `ApiError`. */
  signal?: AbortSignal;
  /** A 401 still throws, but `onUnauthorized` is not called (probing the session, signing in). */
  silentUnauthorized?: boolean;
  /** Extra headers for this call. */
  headers?: Record<string, string>;
}

/** Options of {@link BondkitClient.fetchRaw}. */
export interface RawRequestOptions extends RequestOptions {
  /** HTTP method, `GET` by default. */
  method?: string;
}

/**
 * The client every sdk-core API function takes as its first argument.
 *
 * `path` is relative to `baseUrl` without a leading slash (`'products/'`). A path with a leading slash
 * (`'/sandbox/personas'`) or an absolute URL is resolved against the origin of `baseUrl` instead.
 * Every JSON answer is parsed with the given contract schema: a mismatch throws `ContractError`.
 * Failures throw {@link ApiError}.
 */
export interface BondkitClient {
  /** The `baseUrl` the client was created with. */
  readonly baseUrl: string;
  /**
   * The server's time, learnt from every answer's `Date` header: judge the windows the server defines
   * (holds, series openings, expiries) by it, never by the device's date.
   */
  readonly clock: ServerClock;
  /** GET, parsed with `schema`. */
  get<S extends ResponseSchema>(path: string, schema: S, options?: RequestOptions): Promise<Infer<S>>;
  /** POST, parsed with `schema` (a 204 parses `undefined`). */
  post<S extends ResponseSchema>(path: string, schema: S, options?: RequestOptions): Promise<Infer<S>>;
  /** PUT, parsed with `schema`. */
  put<S extends ResponseSchema>(path: string, schema: S, options?: RequestOptions): Promise<Infer<S>>;
  /** PATCH, parsed with `schema`. */
  patch<S extends ResponseSchema>(path: string, schema: S, options?: RequestOptions): Promise<Infer<S>>;
  /** DELETE; without a schema the answer's body is ignored. */
  delete(path: string, schema?: undefined, options?: RequestOptions): Promise<void>;
  /** DELETE, parsed with `schema`. */
  delete<S extends ResponseSchema>(path: string, schema: S, options?: RequestOptions): Promise<Infer<S>>;
  /**
   * The raw `Response` of a successful call, for files (CSV, PDF). Failures throw `ApiError` like the others;
   * the body of a successful answer is left unread. A file to save goes through `downloadFile`.
   */
  fetchRaw(path: string, options?: RawRequestOptions): Promise<Response>;
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function isAbsoluteUrl(value: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(value);
}

/**
 * An address the API sent (a logo, a document link) made usable from the page the widget runs on: a
 * root-relative path (`/api/companies/x/logo.svg`) is resolved against the origin of an absolute `baseUrl`
 * (a partner page on another origin); with a relative `baseUrl` (same origin) or an absolute address it is
 * returned as it is.
 *
 * @example
 * apiAssetUrl('https://sandbox.example/api', '/api/companies/acme/logo.svg');
 * // → 'https://sandbox.example/api/companies/acme/logo.svg'
 */
export function apiAssetUrl(baseUrl: string, address: string): string {
  if (isAbsoluteUrl(address) || !isAbsoluteUrl(baseUrl) || !address.startsWith('/')) return address;
  return new URL(address, baseUrl).toString();
}

/** The longest delay `setTimeout` honours (about 24.8 days); longer timeouts are capped to it. */
const MAX_TIMEOUT_MS = 2_147_483_647;

/** What one call tells the ky hooks (ky's per-request `context`). */
interface CallContext {
  /** the bearer token to send (`undefined`: none) */
  token: string | null | undefined;
  /** how many token refreshes had finished when the call was sent */
  sentAfter: number;
  /** this is the retry after a refresh: a second 401 stands */
  retried: boolean;
}

function callContext(options: KyOptions): CallContext {
  return (options.context as { call: CallContext }).call;
}

/**
 * Creates the HTTP client, built on ky: base URL, injectable `fetch`, 20 s timeout, **no retries on any
 * method**, `X-CSRFToken` from the `csrftoken` cookie on unsafe methods, a bearer token from
 * `getAccessToken()` refreshed once (single flight) on 401 before `onUnauthorized`, the server's time from
 * every answer's `Date` header, and errors as {@link ApiError}.
 *
 * @example
 * const client = createClient({ baseUrl: '/api' });
 * const products = await client.get('products/', marketProductListSchema, {
 *   searchParams: { exclude: 'call_schedule', expand: 'annotations,user_invested' },
 *   fallbackMessage: 'Market data failed to load',
 * });
 */
export function createClient(options: ClientOptions): BondkitClient {
  const {
    baseUrl,
    getAccessToken,
    onUnauthorized,
    timeoutMs = 20_000,
    getCsrfToken = readCsrfTokenFromDocument,
  } = options;
  const defaultFallback = options.fallbackMessage ?? DEFAULT_FALLBACK_MESSAGE;
  // looked up at each request, so a `globalThis.fetch` replaced later (a page, a test) is the one used
  const fetchFn: FetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const clock = createServerClock(options.localClock);
  let refreshing: Promise<string | null | undefined> | undefined;
  // Refreshes finished so far, and the last one's token: a 401 to a request sent before a refresh finished
  // takes that refresh's token instead of asking the host again.
  let refreshes = 0;
  let lastRefreshed: string | null | undefined;

  /** `sentAfter`: how many refreshes had finished when the refused request was sent. */
  function refreshToken(sentAfter: number): Promise<string | null | undefined> {
    // A refresh finished since the request went out: its token (or its failure) answers this 401 too.
    if (refreshes > sentAfter) return Promise.resolve(lastRefreshed);
    // Single flight: concurrent 401s share one refresh.
    // A refresh that fails (the host's token endpoint is down, the partner session ended) counts as no
    // token: the 401 stands and `onUnauthorized` decides what happens next.
    refreshing ??= (async () => getAccessToken?.({ forceRefresh: true }))()
      .catch(() => null)
      .then((token) => {
        refreshes++;
        lastRefreshed = token;
        return token;
      })
      .finally(() => {
        refreshing = undefined;
      });
    return refreshing;
  }

  const api: KyInstance = ky.create({
    fetch: (input, init) => fetchFn(input, init),
    timeout: Math.min(timeoutMs, MAX_TIMEOUT_MS),
    retry: 0,
    throwHttpErrors: false,
    credentials: options.credentials ?? (getAccessToken ? 'same-origin' : 'include'),
    ...(options.headers ? { headers: options.headers } : {}),
    hooks: {
      beforeRequest: [
        (request, kyOptions) => {
          const { token } = callContext(kyOptions);
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
          if (UNSAFE_METHODS.has(request.method)) {
            const csrf = getCsrfToken();
            if (csrf) request.headers.set('X-CSRFToken', csrf);
          }
        },
      ],
      afterResponse: [
        (_request, _options, response) => {
          clock.observe(response.headers.get('date'));
        },
        // A 401 to a bearer call: one fresh token (shared by concurrent calls), one retry with it.
        async (request, kyOptions, response) => {
          const call = callContext(kyOptions);
          if (response.status !== 401 || !getAccessToken || call.retried) return;
          const token = await refreshToken(call.sentAfter);
          if (!token) return;
          return api(request, { context: { call: { token, sentAfter: refreshes, retried: true } } });
        },
      ],
    },
  });

  /**
   * The address of `path`: joined to `baseUrl` (`'products/'` → `${baseUrl}/products/`), or, for a path with
   * a leading slash or an absolute URL, resolved against the origin of `baseUrl`.
   */
  function target(path: string): string {
    if (!path.startsWith('/') && !isAbsoluteUrl(path)) {
      if (baseUrl === '') return path;
      return `${baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`}${path}`;
    }
    const location = (globalThis as { location?: { href?: string } }).location;
    const base = isAbsoluteUrl(baseUrl)
      ? baseUrl
      : location?.href
        ? new URL(baseUrl, location.href)
        : undefined;
    if (base === undefined) {
      throw new TypeError(
        `Cannot resolve '${path}': baseUrl '${baseUrl}' is relative and there is no page URL`,
      );
    }
    return new URL(path, base).toString();
  }

  /**
   * One call through ky. Resolves with a successful answer; rejects with `ApiError` for a failure (status 0
   * when nothing answered: a network failure, or no answer within `timeoutMs`), or with the caller's abort.
   */
  async function exchange(method: string, path: string, request: RequestOptions): Promise<Response> {
    const fallback = request.fallbackMessage ?? defaultFallback;
    const token = getAccessToken ? await getAccessToken({ forceRefresh: false }) : undefined;
    const query = toSearchParams(request.searchParams);
    let response: Response;
    try {
      response = await api(target(path), {
        method,
        context: { call: { token, sentAfter: refreshes, retried: false } satisfies CallContext },
        // the query replaces any the path carries (`products/?a=1` + { b: 2 } → `products/?b=2`)
        ...(query.toString() !== '' ? { searchParams: query } : {}),
        ...(request.json !== undefined ? { json: request.json } : request.body ? { body: request.body } : {}),
        ...(request.headers ? { headers: request.headers } : {}),
        ...(request.signal ? { signal: request.signal } : {}),
      });
    } catch (error) {
      if (request.signal?.aborted) throw error;
      const reason = error instanceof TimeoutError ? 'timeout' : 'network';
      throw new ApiError({ status: 0, message: fallback, reason, cause: error });
    }
    if (!response.ok) {
      const error = await toApiError(response, fallback);
      if (response.status === 401 && !request.silentUnauthorized) onUnauthorized?.(error);
      throw error;
    }
    return response;
  }

  async function call<S extends ResponseSchema>(
    method: string,
    path: string,
    schema: S | undefined,
    request: RequestOptions = {},
  ): Promise<Infer<S>> {
    const response = await exchange(method, path, request);
    const fallback = request.fallbackMessage ?? defaultFallback;
    if (schema === undefined) {
      await response.body?.cancel().catch(() => undefined);
      return undefined as Infer<S>;
    }
    return parseResponse(response, schema, `${method} ${path}`, fallback);
  }

  return {
    baseUrl,
    clock,
    get: (path, schema, request) => call('GET', path, schema, request),
    post: (path, schema, request) => call('POST', path, schema, request),
    put: (path, schema, request) => call('PUT', path, schema, request),
    patch: (path, schema, request) => call('PATCH', path, schema, request),
    delete: (path: string, schema?: ResponseSchema, request?: RequestOptions) =>
      call('DELETE', path, schema, request) as Promise<never>,
    fetchRaw: (path, request = {}) => exchange((request.method ?? 'GET').toUpperCase(), path, request),
  };
}

async function toApiError(response: Response, fallback: string): Promise<ApiError> {
  let body: unknown;
  try {
    const read = await readJson(response);
    body = read.ok ? read.data : undefined;
  } catch {
    body = undefined;
  }
  const parsed = parseErrorBody(body);
  return new ApiError({
    status: response.status,
    message: parsed.serverMessage ?? fallback,
    serverMessage: parsed.serverMessage,
    fieldErrors: parsed.fieldErrors,
    nonFieldErrors: parsed.nonFieldErrors,
    body,
  });
}
