/**
 * Limits on guessing credentials (OWASP ASVS 4.0 V2.2.1): failed sign-ins are counted per account (the
 * lower-cased email, known or not, so the answers tell nothing about which emails exist) and per client
 * address, within a sliding window on the sandbox clock. Reaching a limit blocks that account or address
 * for a while: every attempt is then answered 429 with `Retry-After` — the right password too — without
 * looking at the password. The password sign-in and the token endpoint share the counters; a wrong partner
 * key counts against its address.
 *
 * Each attempt is counted before the password is verified (and uncounted when it was right), so parallel
 * guesses cannot slip past a limit between the check and the count. Counters and blocks are database rows
 * (`sign_in_failures`, `sign_in_blocks`, migration 005), cleared by `POST /sandbox/reset`. Only rows
 * whose time is not ahead of the sandbox clock count, so setting the clock back does not leave future
 * failures or blocks in force.
 */
import { en, formatMessage } from '@bondkit/sdk-core';
import type { Context } from 'hono';
import type { Db } from '../db/types';
import { ApiFailure } from '../shared/errors';
import type { SandboxEnv } from '../state';

export type LimitScope = 'account' | 'address';

export interface SignInLimit {
  /** failures allowed within the window; the one that reaches this number blocks */
  failures: number;
  windowSeconds: number;
  blockSeconds: number;
}

/** The limits: 5 failures per account, 20 per client address, within 15 minutes → blocked for 15 minutes. */
export const SIGN_IN_LIMITS: Readonly<Record<LimitScope, SignInLimit>> = {
  account: { failures: 5, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
  address: { failures: 20, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
};

/** The 429 body of a blocked attempt (the spec's text, from sdk-core's catalogue). */
export const LOGIN_BLOCKED = {
  detail: formatMessage(en, 'auth.loginBlocked'),
  code: 'login_blocked',
} as const;

/** What an attempt is counted against: the account (null when no email was sent) and the client address. */
export interface AttemptKeys {
  account: string | null;
  address: string;
}

/** The account key of an email: trimmed and lower-cased, as sign-in matches emails. */
export function accountKey(email: string): string | null {
  const key = email.trim().toLowerCase();
  return key === '' ? null : key;
}

function scopesOf(keys: AttemptKeys): { scope: LimitScope; key: string }[] {
  const out: { scope: LimitScope; key: string }[] = [{ scope: 'address', key: keys.address }];
  if (keys.account !== null) out.unshift({ scope: 'account', key: keys.account });
  return out;
}

/** The end of the latest block in force on any of the keys, or null. */
export async function blockedUntil(db: Db, keys: AttemptKeys, now: Date): Promise<Date | null> {
  const rows = await db.query<{ blocked_until: Date }>(
    `SELECT max(blocked_until) AS blocked_until FROM sign_in_blocks
      WHERE ((scope = 'account' AND key = $1) OR (scope = 'address' AND key = $2))
        AND blocked_at <= $3 AND blocked_until > $3`,
    [keys.account, keys.address, now.toISOString()],
  );
  const until = rows[0]?.blocked_until;
  return until ? new Date(until) : null;
}

async function block(db: Db, scope: LimitScope, key: string, now: Date): Promise<Date> {
  const until = new Date(now.getTime() + SIGN_IN_LIMITS[scope].blockSeconds * 1000);
  await db.query(
    `INSERT INTO sign_in_blocks (scope, key, blocked_at, blocked_until) VALUES ($1, $2, $3, $4)
     ON CONFLICT (scope, key) DO UPDATE SET blocked_at = EXCLUDED.blocked_at,
       blocked_until = greatest(sign_in_blocks.blocked_until, EXCLUDED.blocked_until)`,
    [scope, key, now.toISOString(), until.toISOString()],
  );
  return until;
}

/** Failures of each key within its window (this attempt's included). */
async function failuresInWindow(
  db: Db,
  keys: AttemptKeys,
  now: Date,
): Promise<{ scope: LimitScope; key: string; count: number }[]> {
  const out = [];
  for (const { scope, key } of scopesOf(keys)) {
    const since = new Date(now.getTime() - SIGN_IN_LIMITS[scope].windowSeconds * 1000);
    const rows = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM sign_in_failures
        WHERE scope = $1 AND key = $2 AND failed_at > $3 AND failed_at <= $4`,
      [scope, key, since.toISOString(), now.toISOString()],
    );
    out.push({ scope, key, count: rows[0]?.count ?? 0 });
  }
  return out;
}

/** The outcome of a limited attempt: its value, refused (400 as the caller words it) or blocked (429). */
export type AttemptOutcome<T> =
  | { status: 'ok'; value: T }
  | { status: 'refused' }
  | { status: 'blocked'; until: Date };

/**
 * Runs one limited attempt: refused at once while a block is in force; otherwise counted, then `verify`
 * runs — a value (not null) is a success, which takes the count back and clears the account's failures; null
 * is a failure, which blocks the account or address whose limit it reaches.
 */
export async function limitedAttempt<T>(
  db: Db,
  keys: AttemptKeys,
  now: Date,
  verify: () => Promise<T | null>,
): Promise<AttemptOutcome<T>> {
  const blocked = await blockedUntil(db, keys, now);
  if (blocked) return { status: 'blocked', until: blocked };
  // counted first: parallel attempts see each other
  const ids: number[] = [];
  for (const { scope, key } of scopesOf(keys)) {
    const since = new Date(now.getTime() - SIGN_IN_LIMITS[scope].windowSeconds * 1000);
    await db.query('DELETE FROM sign_in_failures WHERE scope = $1 AND key = $2 AND failed_at <= $3', [
      scope,
      key,
      since.toISOString(),
    ]);
    const rows = await db.query<{ failure_id: number }>(
      'INSERT INTO sign_in_failures (scope, key, failed_at) VALUES ($1, $2, $3) RETURNING failure_id',
      [scope, key, now.toISOString()],
    );
    if (rows[0]) ids.push(rows[0].failure_id);
  }
  const counts = await failuresInWindow(db, keys, now);
  // beyond a limit already (parallel attempts): blocked without verifying
  const over = counts.filter(({ scope, count }) => count > SIGN_IN_LIMITS[scope].failures);
  if (over.length === 0) {
    const value = await verify();
    if (value !== null) {
      await db.query('DELETE FROM sign_in_failures WHERE failure_id = ANY($1::bigint[])', [ids]);
      if (keys.account !== null) {
        await db.query("DELETE FROM sign_in_failures WHERE scope = 'account' AND key = $1", [keys.account]);
      }
      return { status: 'ok', value };
    }
  }
  const reached = counts.filter(({ scope, count }) => count >= SIGN_IN_LIMITS[scope].failures);
  if (reached.length === 0) return { status: 'refused' };
  let until = now;
  for (const { scope, key } of reached) {
    const end = await block(db, scope, key, now);
    if (end > until) until = end;
  }
  return { status: 'blocked', until };
}

/**
 * Answers a blocked attempt: 429 `{"detail": …, "code": "login_blocked"}` with `Retry-After` (whole
 * seconds of sandbox time until the block ends).
 */
export function refuseBlocked(c: Context<SandboxEnv>, until: Date, now: Date): never {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  c.header('retry-after', String(seconds));
  throw new ApiFailure(429, { ...LOGIN_BLOCKED });
}
