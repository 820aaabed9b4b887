/**
 * What every domain's API functions share: the options a call takes (abort, fallback text, idempotency key),
 * their translation into the client's {@link RequestOptions}, and path segments.
 *
 * @module
 */
import type { RequestOptions } from './client';

/** The header that makes a money-moving POST safe to repeat: the same key answers the first result. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Options every domain call accepts. */
export interface CallOptions {
  /** aborts the call (the promise rejects with the signal's reason, not an `ApiError`) */
  signal?: AbortSignal | undefined;
  /** the text used when the server sends no message (a catalogue text) */
  fallbackMessage?: string | undefined;
}

/** Options of the calls that move money: an idempotency key on top of {@link CallOptions}. */
export interface IdempotentCallOptions extends CallOptions {
  /**
   * Sent as `Idempotency-Key`: generate it once per confirm step and send it again, with the same body, on every
   * retry of that step. Within 24 hours the server answers a retry with the first result and moves no money
   * twice; it answers 409 while the first request is still running (retry again a moment later: a transient
   * failure, `isTransientStatus`) and 422 if the key comes back with another body (a new request needs a new key).
   * A refused request keeps nothing, so its key may be used for the corrected one.
   */
  idempotencyKey?: string | undefined;
}

/** A fresh idempotency key for one confirm step: `crypto.randomUUID()` where there is one. */
export function newIdempotencyKey(): string {
  const c = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (c?.randomUUID) return c.randomUUID();
  return `key-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** The client's request options for a call's options and optional JSON body. */
export function toRequestOptions(options: IdempotentCallOptions | undefined, json?: unknown): RequestOptions {
  const out: RequestOptions = {};
  if (json !== undefined) out.json = json;
  if (options?.signal) out.signal = options.signal;
  if (options?.fallbackMessage) out.fallbackMessage = options.fallbackMessage;
  if (options?.idempotencyKey) out.headers = { [IDEMPOTENCY_KEY_HEADER]: options.idempotencyKey };
  return out;
}

/** One path segment: a reference or id, URI-encoded (`products/${pathSegment(ref)}/`). */
export function pathSegment(value: string | number): string {
  return encodeURIComponent(String(value));
}
