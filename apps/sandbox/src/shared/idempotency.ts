/**
 * `Idempotency-Key` on the calls that move money (a trade, an RFQ, a switch, an FX acceptance, a funding, a
 * transfer between accounts, a withdrawal): the same key from the same customer, **for the same request**,
 * within {@link IDEMPOTENCY_KEY_LIFETIME_MS} answers the first result again (same status and body, with
 * `Idempotent-Replayed: true`) and books nothing new.
 *
 * A key is bound to the request it first came with by a fingerprint: a SHA-256 of the method, the path, the
 * customer and the body (its JSON with the keys sorted, so the same fields in another order are the same
 * request). The key again with another fingerprint — a withdrawal of 2,500.00 retried under the key of one of
 * 100.00 — answers 422 ({@link IDEMPOTENCY_KEY_REUSED}), never the first request's success (Stripe's rule and
 * the IETF Idempotency-Key draft's).
 *
 * The key is claimed in a transaction of its own before the call runs, and the call's answer is stored in the
 * call's transaction, so the answer and the money it moved commit together. While the first request runs, the
 * key again answers 409 ({@link IDEMPOTENCY_KEY_IN_FLIGHT}): the client retries it with the same key a moment
 * later and gets the first answer. A refused or failed call frees its key, so a retry runs again; the claim of a
 * request that never finished (the process stopped) is taken over after {@link IDEMPOTENCY_CLAIM_STALE_MS}.
 * Time is the sandbox clock's.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { Db } from '../db/types';
import type { SandboxEnv, SandboxState } from '../state';
import { ApiFailure, checkedBodyOf } from './errors';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** How long a key answers its first result: 24 hours (then it is forgotten and may be used again). */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * How long a claimed key whose request has not finished is kept from others: a minute, three times the client's
 * 20-second timeout (a request still running then is of a process that stopped).
 */
export const IDEMPOTENCY_CLAIM_STALE_MS = 60 * 1000;

/** The 422 `detail` when a key comes back with another request. */
export const IDEMPOTENCY_KEY_REUSED = 'This Idempotency-Key was used for another request.';

/** The 409 `detail` when a key comes back while its first request is still running. */
export const IDEMPOTENCY_KEY_IN_FLIGHT =
  'Your earlier request is still being processed. Try again in a moment.';

export interface IdempotentResult {
  status: 200 | 201;
  body: unknown;
  /** true when this answer repeats an earlier request's */
  replayed?: boolean;
}

/** A JSON value with every object's keys sorted: the same fields in another order read the same. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** A request's fingerprint: method, path, customer and body (canonical JSON, else its text). */
export function fingerprintOf(method: string, path: string, customerId: number, bodyText: string): string {
  let body = bodyText;
  try {
    if (bodyText.trim() !== '') body = JSON.stringify(canonical(JSON.parse(bodyText)));
  } catch {
    // not JSON: its text is the fingerprint's (the route refuses it anyway)
  }
  return createHash('sha256')
    .update(JSON.stringify([method, path, customerId, body]))
    .digest('base64url');
}

type Claim = { kind: 'claimed' } | { kind: 'replay'; result: IdempotentResult };

/** Claims the key for this request, or finds the stored answer (422 for another request, 409 while it runs). */
async function claimKey(
  state: SandboxState,
  customerId: number,
  key: string,
  request: string,
  fingerprint: string,
): Promise<Claim> {
  return state.db.transaction(async (tx) => {
    const now = state.clock.now().getTime();
    await tx.query(
      `DELETE FROM idempotency_keys WHERE customer_id = $1 AND idempotency_key = $2
          AND (created < $3 OR (status = 0 AND created < $4))`,
      [
        customerId,
        key,
        new Date(now - IDEMPOTENCY_KEY_LIFETIME_MS).toISOString(),
        new Date(now - IDEMPOTENCY_CLAIM_STALE_MS).toISOString(),
      ],
    );
    const claimed = await tx.query(
      `INSERT INTO idempotency_keys (customer_id, idempotency_key, request, fingerprint, status, body, created)
       VALUES ($1, $2, $3, $4, 0, NULL, $5) ON CONFLICT DO NOTHING RETURNING idempotency_key`,
      [customerId, key, request, fingerprint, new Date(now).toISOString()],
    );
    if (claimed.length > 0) return { kind: 'claimed' };
    const [stored] = await tx.query<{ fingerprint: string; status: number; body: unknown }>(
      'SELECT fingerprint, status, body FROM idempotency_keys WHERE customer_id = $1 AND idempotency_key = $2',
      [customerId, key],
    );
    // gone between the insert and the select: its request has just been refused, and is no longer running
    if (!stored) throw new ApiFailure(409, { detail: IDEMPOTENCY_KEY_IN_FLIGHT });
    if (stored.fingerprint !== fingerprint) throw new ApiFailure(422, { detail: IDEMPOTENCY_KEY_REUSED });
    if (stored.status === 0) throw new ApiFailure(409, { detail: IDEMPOTENCY_KEY_IN_FLIGHT });
    return {
      kind: 'replay',
      result: { status: stored.status as 200 | 201, body: stored.body, replayed: true },
    };
  });
}

/** Runs `run` in a database transaction guarded by the request's idempotency key (when it has one). */
export async function withIdempotency(
  state: SandboxState,
  c: Context<SandboxEnv>,
  customerId: number,
  run: (tx: Db) => Promise<IdempotentResult>,
): Promise<IdempotentResult> {
  const key = c.req.header(IDEMPOTENCY_HEADER)?.trim();
  if (!key) return state.db.transaction(run);
  const request = `${c.req.method} ${c.req.path}`;
  const fingerprint = fingerprintOf(c.req.method, c.req.path, customerId, checkedBodyOf(c.req.raw));
  const claim = await claimKey(state, customerId, key, request, fingerprint);
  if (claim.kind === 'replay') return claim.result;
  try {
    return await state.db.transaction(async (tx) => {
      const result = await run(tx);
      await tx.query(
        'UPDATE idempotency_keys SET status = $3, body = $4::jsonb WHERE customer_id = $1 AND idempotency_key = $2',
        [customerId, key, result.status, JSON.stringify(result.body)],
      );
      return result;
    });
  } catch (error) {
    // a refused or failed call frees its key: nothing was booked, and a retry runs again
    await state.db.query(
      'DELETE FROM idempotency_keys WHERE customer_id = $1 AND idempotency_key = $2 AND status = 0',
      [customerId, key],
    );
    throw error;
  }
}

/** The JSON answer of an idempotent call (a replay says so in `Idempotent-Replayed: true`). */
export function idempotentResponse(c: Context<SandboxEnv>, result: IdempotentResult): Response {
  if (result.replayed) c.header('idempotent-replayed', 'true');
  return c.json(result.body as object, result.status);
}
