import {
  type BondkitClient,
  createClient,
  type GetAccessToken,
  type RequestOptions,
  type SessionUser,
} from '@bondkit/sdk-core';
import { useMemo } from 'react';
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
}

/** The client and user the widget renders with; `ready` once both are known. */
export interface Connection {
  client: BondkitClient | null;
  user: SessionUser | null;
  ready: boolean;
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
    download: (path, options) => watch(client.download(path, options), path, options),
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
 * The element's client: the `client` property when set, else a client on `api-base` (bearer mode when
 * `getAccessToken` is set; its `onUnauthorized` sends `bk-unauthorized`); failures are sent as `bk-*` events.
 */
export function useElementClient(host: ConnectionHost, values: ConnectionValues): BondkitClient | null {
  const { apiBase, client: givenClient, getAccessToken } = values;
  return useMemo(() => {
    const gate = createUnauthorizedGate(host);
    if (givenClient) return reportingClient(givenClient, host, gate, true);
    if (!apiBase) return null;
    const built = createClient({
      baseUrl: apiBase,
      // cookies only to the page's own origin: a visitor's element on another origin than the API calls
      // without credentials (CORS for partner origins allows none); a host needing more passes `client`
      credentials: 'same-origin',
      ...(getAccessToken ? { getAccessToken } : {}),
      onUnauthorized: (error) => gate.report({ status: error.status, message: error.message }),
    });
    return reportingClient(built, host, gate, false);
  }, [givenClient, apiBase, getAccessToken, host]);
}

/**
 * The connection of an element that serves visitors only (the guide form): the client of
 * `useApiConnection`, no session asked, ready as soon as there is a client.
 */
export const useVisitorConnection: UseConnection = (host, values) => {
  const client = useElementClient(host, values);
  return { client, user: null, ready: client !== null };
};
