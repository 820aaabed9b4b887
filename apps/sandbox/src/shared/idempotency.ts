/**
 * `Idempotency-Key` on the calls that place or confirm a trade or an FX quote: the same key from the same
 * customer within 24 hours answers the first result again (same status and body) and books nothing new. The
 * key is claimed inside the call's own database transaction, so two requests racing with one key serialise on
 * it (the second waits, then replays the first's answer); a refused call rolls its claim back, so a retry runs
 * again.
 */
import type { Context } from 'hono';
import type { Db } from '../db/types';
import type { SandboxEnv, SandboxState } from '../state';
import { ApiFailure } from './errors';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const WINDOW_MS = 24 * 60 * 60 * 1000;

/** The 422 `detail` when a key comes back with another request. */
export const IDEMPOTENCY_KEY_REUSED = 'This Idempotency-Key was used for another request.';

export interface IdempotentResult {
  status: 200 | 201;
  body: unknown;
  /** true when this answer repeats an earlier request's */
  replayed?: boolean;
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
  return state.db.transaction(async (tx) => {
    const now = state.clock.now();
    await tx.query(
      'DELETE FROM idempotency_keys WHERE customer_id = $1 AND idempotency_key = $2 AND created < $3',
      [customerId, key, new Date(now.getTime() - WINDOW_MS).toISOString()],
    );
    const claimed = await tx.query(
      `INSERT INTO idempotency_keys (customer_id, idempotency_key, request, status, body, created)
       VALUES ($1, $2, $3, 0, NULL, $4) ON CONFLICT DO NOTHING RETURNING idempotency_key`,
      [customerId, key, request, now.toISOString()],
    );
    if (claimed.length === 0) {
      const rows = await tx.query<{ request: string; status: number; body: unknown }>(
        'SELECT request, status, body FROM idempotency_keys WHERE customer_id = $1 AND idempotency_key = $2',
        [customerId, key],
      );
      const stored = rows[0];
      if (!stored || stored.request !== request || stored.status === 0) {
        throw new ApiFailure(422, { detail: IDEMPOTENCY_KEY_REUSED });
      }
      return { status: stored.status as 200 | 201, body: stored.body, replayed: true };
    }
    const result = await run(tx);
    await tx.query(
      'UPDATE idempotency_keys SET status = $3, body = $4::jsonb WHERE customer_id = $1 AND idempotency_key = $2',
      [customerId, key, result.status, JSON.stringify(result.body)],
    );
    return result;
  });
}

/** The JSON answer of an idempotent call (a replay says so in `Idempotent-Replayed: true`). */
export function idempotentResponse(c: Context<SandboxEnv>, result: IdempotentResult): Response {
  if (result.replayed) c.header('idempotent-replayed', 'true');
  return c.json(result.body as object, result.status);
}
