import {
  ApiError,
  type BondkitClient,
  createClient,
  type GetAccessToken,
  type RequestOptions,
  type SessionUser,
} from '@bondkit/sdk-core';
import { createRefreshChannel, type RefreshChannel } from '@bondkit/widgets';
import { type ComponentType, useMemo } from 'react';
import type { BkErrorDetail, BkUnauthorizedDetail } from './events';

/** What the element root needs to send events from a connection. */
export interface ConnectionHost {
  emit(name: 'bk-error', detail: BkErrorDetail): boolean;
  emit(name: 'bk-unauthorized', detail: BkUnauthorizedDetail): boolean;
}

/** The element values a connection reads. */
export interface ConnectionValues {
  apiBase?: string | undefined;
  client?: BondkitClient | undefined;
  getAccessToken?: GetAccessToken | undefined;
  user?: SessionUser | null | undefined;
  /** how many times `getAccessToken` was set (set again: the host has a token, waiting elements try again) */
  tokenSet?: number | undefined;
}

/** The client and user the widget renders with; `ready` once both are known. */
export interface Connection {
  client: BondkitClient | null;
  user: SessionUser | null;
  ready: boolean;
  /** shown instead of the widget once ready: the signed-out state of an element that needs a session */
  fallback?: ComponentType<{ className: string }> | undefined;
  /** the element's refresh channel: the page connection's, and its own `reload()` */
  refresh?: RefreshChannel | undefined;
  /** the element's `reload()`: its widget loads its data again; a waiting element asks for its session again */
  reload?: (() => void) | undefined;
}

/** A connection hook: elements that call the API use `useApiConnection` (session-connection.ts), the others none. */
export type UseConnection = (host: ConnectionHost, values: ConnectionValues) => Connection;

export function isAbort(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === 'AbortError';
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Sends `bk-unauthorized` once per lapse of the session: calls that fail together with 401 (the market and its
 * status, say) make one event; after a call succeeds again, the next 401 makes a new one.
 */
export interface UnauthorizedGate {
  report(detail: BkUnauthorizedDetail): void;
  /** a call succeeded: the session is alive */
  reset(): void;
}

export function createUnauthorizedGate(host: ConnectionHost): UnauthorizedGate {
  let sent = false;
  return {
    report(detail) {
      if (sent) return;
      sent = true;
      host.emit('bk-unauthorized', detail);
    },
    reset() {
      sent = false;
    },
  };
}

/**
 * Wraps a client so every failure is also sent from the element: `bk-error` (any status but 401, not aborts)
 * and — for a client the host gave, whose `onUnauthorized` the element does not own — `bk-unauthorized` on a 401
 * that the call did not mark silent. Successes re-arm the `gate`. The wrapped calls behave like the client's.
 */
export function reportingClient(
  client: BondkitClient,
  host: ConnectionHost,
  gate: UnauthorizedGate,
  reportUnauthorized: boolean,
): BondkitClient {
  const report = (error: unknown, path: string, options: RequestOptions | undefined) => {
    if (isAbort(error)) return;
    const status = statusOf(error);
    if (status === 401) {
      if (reportUnauthorized && !options?.silentUnauthorized)
        gate.report({ status, message: messageOf(error) });
      return;
    }
    host.emit('bk-error', {
      source: 'api',
      message: messageOf(error),
      ...(status === undefined ? {} : { status }),
      path,
      error,
    });
  };
  /** A call's outcome, unchanged: a success re-arms the gate, a failure is reported. */
  const watch = <T>(result: Promise<T>, path: string, options: RequestOptions | undefined): Promise<T> =>
    result.then(
      (value) => {
        gate.reset();
        return value;
      },
      (error: unknown) => {
        report(error, path, options);
        throw error;
      },
    );
  type Call = (path: string, schema: unknown, options?: RequestOptions) => Promise<unknown>;
  const wrap =
    (call: Call): Call =>
    (path, schema, options) =>
      watch(call(path, schema, options), path, options);
  const untyped = client as unknown as Record<'get' | 'post' | 'put' | 'patch' | 'delete', Call>;
  // typed, so a member the client gains cannot be left out here unnoticed
  const members: Omit<BondkitClient, keyof typeof untyped> = {
    baseUrl: client.baseUrl,
    clock: client.clock,
    fetchRaw: (path, options) => watch(client.fetchRaw(path, options), path, options),
  };
  return {
    ...members,
    get: wrap(untyped.get.bind(client)),
    post: wrap(untyped.post.bind(client)),
    put: wrap(untyped.put.bind(client)),
    patch: wrap(untyped.patch.bind(client)),
    delete: wrap(untyped.delete.bind(client)),
  } as BondkitClient;
}

/**
 * What the elements of one page share per API (per `api-base`, or per `client` property): the clients built on
 * it (one per token source, one for cookies), the sign-in lapse — `bk-unauthorized` is sent once per lapse for
 * the whole page, however many elements call — and the page's refresh channel.
 */
export interface PageConnection {
  /** the refresh channel of the page's elements on this API: a widget's change reloads the others' data */
  readonly refresh: RefreshChannel;
  /** `bk-unauthorized` was sent and no call has succeeded since (a token set ends it, through a call) */
  readonly lapsed: boolean;
  /** moves when elements waiting for a session should try again (a lapse ended, a token set, `reload()`) */
  readonly version: number;
  subscribe(listener: () => void): () => void;
  /** a 401 that stands: the first of a lapse sends `bk-unauthorized` from `host` */
  report(host: ConnectionHost, detail: BkUnauthorizedDetail): void;
  /** a call succeeded: a lapse ends, and waiting elements load */
  reset(): void;
  /** waiting elements try again (the host set a token, or asked for a reload) */
  retry(): void;
  /** the clients built on this API, by token source (`undefined`: cookies) */
  readonly clients: Map<GetAccessToken | undefined, BondkitClient>;
  /** the token sources' clients of elements serving visitors (the guide form): a missing token is no refusal */
  readonly visitorClients: Map<GetAccessToken, BondkitClient>;
  /** the session probes in flight or settled, by client (session-connection.ts) */
  readonly sessions: Map<BondkitClient, unknown>;
}

function createPageConnection(): PageConnection {
  const listeners = new Set<() => void>();
  const bump = () => {
    page.version++;
    for (const listener of [...listeners]) listener();
  };
  const page = {
    refresh: createRefreshChannel(),
    lapsed: false,
    version: 0,
    clients: new Map(),
    visitorClients: new Map(),
    sessions: new Map(),
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    report(host: ConnectionHost, detail: BkUnauthorizedDetail) {
      // elements starting during the lapse ask again (quietly: no second event)
      page.sessions.clear();
      if (page.lapsed) return;
      page.lapsed = true;
      host.emit('bk-unauthorized', detail);
    },
    reset() {
      if (!page.lapsed) return;
      page.lapsed = false;
      bump();
    },
    retry: bump,
  };
  return page;
}

const pagesByBase = new Map<string, PageConnection>();
const pagesByClient = new WeakMap<BondkitClient, PageConnection>();

/** The page connection of an API: by the `client` property when given, else by `api-base`. */
export function pageConnectionOf(key: BondkitClient | string): PageConnection {
  let page = typeof key === 'string' ? pagesByBase.get(key) : pagesByClient.get(key);
  if (!page) {
    page = createPageConnection();
    if (typeof key === 'string') pagesByBase.set(key, page);
    else pagesByClient.set(key, page);
  }
  return page;
}

/**
 * The token source of a token-mode client: without a token at hand it asks once more with `forceRefresh`, and
 * without one then the call is refused as a 401 before anything is sent — a signed-in element never calls the
 * API as a visitor.
 */
function tokenOrRefusal(getAccessToken: GetAccessToken): GetAccessToken {
  // a token source that fails gives no token
  const ask = async (forceRefresh: boolean) => {
    try {
      return await getAccessToken({ forceRefresh });
    } catch {
      return null;
    }
  };
  return async ({ forceRefresh }) => {
    const token = (await ask(forceRefresh)) || (forceRefresh ? null : await ask(true));
    if (token || forceRefresh) return token;
    throw new ApiError({ status: 401, message: 'Authentication credentials were not provided.' });
  };
}

/** An element's client and the page connection it belongs to. */
export interface ElementClient {
  /** the client the widget calls with: failures are sent from the element */
  client: BondkitClient | null;
  /** the client under it, shared by the page's elements on the same API and token source */
  raw: BondkitClient | null;
  page: PageConnection | null;
  /** `getAccessToken` on `api-base`: a signed-in session is required (no visitor view) */
  tokenMode: boolean;
}

/**
 * The element's client: the `client` property when set, else the page's client on `api-base` (bearer mode when
 * `getAccessToken` is set; token mode, which needs a session, unless the element serves `visitors`); failures
 * are sent as `bk-*` events from the element, `bk-unauthorized` once per lapse for the page.
 */
export function useElementClient(
  host: ConnectionHost,
  values: ConnectionValues,
  visitors = false,
): ElementClient {
  const { apiBase, client: givenClient, getAccessToken } = values;
  return useMemo(() => {
    const key = givenClient ?? apiBase;
    if (!key) return { client: null, raw: null, page: null, tokenMode: false };
    const page = pageConnectionOf(key);
    const gate: UnauthorizedGate = {
      report: (detail) => page.report(host, detail),
      reset: () => page.reset(),
    };
    const tokenMode = !givenClient && getAccessToken !== undefined && !visitors;
    const clients = getAccessToken && visitors ? page.visitorClients : page.clients;
    let client = givenClient;
    if (!client) {
      client = clients.get(getAccessToken as GetAccessToken);
      if (!client) {
        client = createClient({
          baseUrl: apiBase as string,
          // cookies only to the page's own origin: a visitor's element on another origin than the API calls
          // without credentials (CORS for partner origins allows none); a host needing more passes `client`
          credentials: 'same-origin',
          ...(getAccessToken
            ? { getAccessToken: tokenMode ? tokenOrRefusal(getAccessToken) : getAccessToken }
            : {}),
        });
        clients.set(getAccessToken as GetAccessToken, client);
      }
    }
    return { client: reportingClient(client, host, gate, true), raw: client, page, tokenMode };
  }, [givenClient, apiBase, getAccessToken, host, visitors]);
}

/**
 * The element's refresh channel: what the page connection's announces, and its own `reload()` (every topic, for
 * this element only).
 */
export function useElementRefresh(page: PageConnection | null): Pick<Connection, 'refresh' | 'reload'> {
  return useMemo(() => {
    if (!page) return {};
    const own = createRefreshChannel();
    const refresh: RefreshChannel = {
      invalidate: page.refresh.invalidate,
      subscribe(listener) {
        const stops = [page.refresh.subscribe(listener), own.subscribe(listener)];
        return () => {
          for (const stop of stops) stop();
        };
      },
    };
    return { refresh, reload: () => own.invalidate('*') };
  }, [page]);
}

/**
 * The connection of an element that serves visitors only (the guide form): the client of
 * `useApiConnection`, no session asked, ready as soon as there is a client.
 */
export const useVisitorConnection: UseConnection = (host, values) => {
  const { client, page } = useElementClient(host, values, true);
  return { client, user: null, ready: client !== null, ...useElementRefresh(page) };
};
