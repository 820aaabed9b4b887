/**
 * The one shape every loaded or requested value takes (a quote, a list, settings): `{ status, value, error }`.
 *
 * @module
 */

/**
 * `idle`: nothing asked yet (or cleared); `waiting`: a debounced request is due once the inputs rest (trade,
 * FX and Smart Interest quotes: the last answer stays on screen meanwhile); `loading`: a request is in flight;
 * `ready`: `value` holds the answer; `failed`: `error` says why.
 */
export type RemoteStatus = 'idle' | 'waiting' | 'loading' | 'ready' | 'failed';

/**
 * A value a machine loads or requests. While a newer request is `loading`, `value` keeps the last answer so a
 * view can keep showing it; `error` is set only when `failed`.
 */
export interface Remote<T, E = unknown> {
  readonly status: RemoteStatus;
  readonly value: T | null;
  readonly error: E | null;
}

/** Nothing asked yet. */
export function idleRemote<T, E = unknown>(): Remote<T, E> {
  return { status: 'idle', value: null, error: null };
}

/** True while `remote` is in flight. */
export function isLoading(remote: Remote<unknown, unknown>): boolean {
  return remote.status === 'loading';
}
