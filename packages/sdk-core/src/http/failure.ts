import type { MessageId } from '../messages/index';
import { ApiError } from './errors';

/**
 * What a failed call means to the customer:
 * - `session`: signed out — a 401, or the server's authentication refusal ('Token expired.', 'Invalid token.',
 *   'Authentication credentials were not provided.'); signing in again helps, trying again does not;
 * - `offline`: nothing answered (status 0: a network failure or a timeout); trying again may help;
 * - `not-found`: a 404 where the caller named what is missing (an unknown or withdrawn product); for good;
 * - `other`: anything else (a refusal, an outage, an answer that breaks the contract, a bug).
 */
export type FailureKind = 'session' | 'offline' | 'not-found' | 'other';

/** The catalogue ids of the failures every widget can meet (texts in `messages/en/failure.ts`). */
export const FAILURE_MESSAGE_IDS = {
  /** 'Your session has ended. Please sign in again.' */
  session: 'failure.sessionEnded',
  /** 'You appear to be offline. Check your connection and try again.' */
  offline: 'failure.offline',
  /** 'This bond is not available.' (sukuk: 'This certificate is not available.'), for a product's 404 */
  productUnavailable: 'failure.productUnavailable',
} as const satisfies Record<string, MessageId>;

/** One of {@link FAILURE_MESSAGE_IDS}. */
export type FailureMessageId = (typeof FAILURE_MESSAGE_IDS)[keyof typeof FAILURE_MESSAGE_IDS];

/** What a widget shows for a failure: see {@link failureMessage}. */
export interface FailureMessage {
  kind: FailureKind;
  /** the catalogue id to show (when `serverText` is null) */
  code: MessageId;
  /** the server's own words, only where the caller asked for them and never for `session` or `offline` */
  serverText: string | null;
  /** whether trying the same again can help (offer 'Try again' / 'Reload') */
  retry: boolean;
}

/** Options of {@link failureMessage}. */
export interface FailureMessageOptions {
  /**
   * The catalogue id for a 404: what was asked for does not exist (for a product,
   * `FAILURE_MESSAGE_IDS.productUnavailable`). Without it a 404 is an `other` failure.
   */
  notFound?: MessageId;
  // Spec: 002 §8 'Trade errors use server detail'
  /**
   * Show the server's message (its `detail`, `message`, `non_field_errors[0]`, else the first field error)
   * where the spec says so; the fallback when it sent none.
   */
  serverText?: boolean;
}

/** The server's texts of an authentication refusal (DRF may send them with a 403): never shown as they are. */
const AUTH_TEXTS = new Set([
  'Token expired.',
  'Invalid token.',
  'Authentication credentials were not provided.',
]);

/** True when the failure says the customer is no longer signed in (see {@link FailureKind} `session`). */
export function isSessionFailure(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 401 || AUTH_TEXTS.has(error.serverMessage as string));
}

/**
 * The one rule for what a customer reads when a call failed, in the catalogue's words: a session that ended
 * ('Your session has ended. Please sign in again.', no retry), no connection ('You appear to be offline.
 * Check your connection and try again.', retry), a 404 the caller named (`notFound`, e.g. 'This bond is not
 * available.', no retry), else the caller's `fallback` (retry) — or, where the spec shows the server's own
 * message (`serverText`), that message. The server's authentication texts ('Token expired.') are never shown.
 *
 * @example
 * const failure = failureMessage(error, 'trade.error.requiredData', {
 *   notFound: FAILURE_MESSAGE_IDS.productUnavailable,
 * });
 * show(failure.serverText ?? t(failure.code), failure.retry ? 'Try again' : null);
 */
export function failureMessage(
  error: unknown,
  fallback: MessageId,
  options: FailureMessageOptions = {},
): FailureMessage {
  if (isSessionFailure(error))
    return { kind: 'session', code: FAILURE_MESSAGE_IDS.session, serverText: null, retry: false };
  if (error instanceof ApiError && error.status === 0)
    return { kind: 'offline', code: FAILURE_MESSAGE_IDS.offline, serverText: null, retry: true };
  if (options.notFound && error instanceof ApiError && error.status === 404)
    return { kind: 'not-found', code: options.notFound, serverText: null, retry: false };
  const serverText = options.serverText && error instanceof ApiError ? (error.serverText ?? null) : null;
  return { kind: 'other', code: fallback, serverText, retry: true };
}
