import { randomBytes } from 'node:crypto';
import type { Db } from '../db/types';
import type { AuthUser } from '../state';

export const SESSION_COOKIE = 'sessionid';
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
/** Sessions last two weeks of sandbox time (Django's default). */
export const SESSION_SECONDS = 14 * 24 * 60 * 60;
/** Bearer tokens last one hour of sandbox time. */
export const TOKEN_SECONDS = 60 * 60;
/** The CSRF cookie lasts a year (Django's default). */
export const CSRF_COOKIE_SECONDS = 31_449_600;

// random bytes drawn in batches: one system call per 256 tokens instead of one per response
let pool = Buffer.alloc(0);
let poolOffset = 0;
/** A random URL-safe token (`bytes` of entropy). */
export function newToken(bytes = 24): string {
  if (poolOffset + bytes > pool.length) {
    pool = randomBytes(Math.max(bytes, 24 * 256));
    poolOffset = 0;
  }
  const token = pool.subarray(poolOffset, poolOffset + bytes).toString('base64url');
  poolOffset += bytes;
  return token;
}

/** The columns of {@link AuthUser} (with `session_key` added by each query). */
const USER_COLUMNS = 'u.customer_id, u.is_read_only, u.partner, u.permissions, u.questionnaires';

/** A signed-in session: its user and the CSRF token issued at its sign-in (null for older sessions). */
export interface SessionLookup {
  user: AuthUser;
  csrfToken: string | null;
}

export async function sessionFor(db: Db, sessionKey: string, now: Date): Promise<SessionLookup | null> {
  const rows = await db.query<AuthUser & { csrf_token: string | null }>(
    `SELECT ${USER_COLUMNS}, s.session_key, s.csrf_token FROM sessions s JOIN users u USING (customer_id)
     WHERE s.session_key = $1 AND s.expires_at > $2`,
    [sessionKey, now.toISOString()],
  );
  const row = rows[0];
  if (!row) return null;
  const { csrf_token: csrfToken, ...user } = row;
  return { user, csrfToken };
}

/** What a bearer token stands for: its customer (and the partner that minted it), or that it has expired. */
export type TokenLookup =
  | { status: 'valid'; user: AuthUser; partnerId: string | null }
  | { status: 'expired' }
  | { status: 'unknown' };

/** Looks a bearer token up: valid until its `expires_at` on the sandbox clock, then expired. */
export async function lookupToken(db: Db, token: string, now: Date): Promise<TokenLookup> {
  const rows = await db.query<AuthUser & { expires_at: Date | string; partner_id: string | null }>(
    `SELECT ${USER_COLUMNS}, NULL AS session_key, t.expires_at, t.partner_id
       FROM api_tokens t JOIN users u USING (customer_id) WHERE t.token = $1`,
    [token],
  );
  const row = rows[0];
  if (!row) return { status: 'unknown' };
  if (new Date(row.expires_at).getTime() <= now.getTime()) return { status: 'expired' };
  const { expires_at: _expiresAt, partner_id: partnerId, ...user } = row;
  return { status: 'valid', user, partnerId };
}

export async function userForToken(db: Db, token: string, now: Date): Promise<AuthUser | null> {
  const found = await lookupToken(db, token, now);
  return found.status === 'valid' ? found.user : null;
}

/** Opens a session bound to the CSRF token issued with it (the only token its unsafe calls may carry). */
export async function createSession(
  db: Db,
  customerId: number,
  now: Date,
  csrfToken: string,
): Promise<string> {
  const key = newToken(32);
  await db.query(
    'INSERT INTO sessions (session_key, customer_id, created_at, expires_at, csrf_token) VALUES ($1, $2, $3, $4, $5)',
    [
      key,
      customerId,
      now.toISOString(),
      new Date(now.getTime() + SESSION_SECONDS * 1000).toISOString(),
      csrfToken,
    ],
  );
  return key;
}

export async function deleteSession(db: Db, sessionKey: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE session_key = $1', [sessionKey]);
}

/** Options of {@link issueApiToken}. */
export interface ApiTokenOptions {
  /** lifetime in seconds of sandbox time (default {@link TOKEN_SECONDS}) */
  seconds?: number;
  /** the partner minting the token (partner customer sessions) */
  partnerId?: string;
}

/** A bearer token for a customer, with its expiry (sandbox time). */
export async function issueApiToken(
  db: Db,
  customerId: number,
  now: Date,
  options: ApiTokenOptions = {},
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken(32);
  const expiresAt = new Date(now.getTime() + (options.seconds ?? TOKEN_SECONDS) * 1000);
  await db.query(
    'INSERT INTO api_tokens (token, customer_id, created_at, expires_at, partner_id) VALUES ($1, $2, $3, $4, $5)',
    [token, customerId, now.toISOString(), expiresAt.toISOString(), options.partnerId ?? null],
  );
  return { token, expiresAt };
}

/**
 * Ends every session a partner opened for one of its customers (the bank signed the customer out): their bearer
 * tokens stop working at once. Answers how many there were.
 */
export async function revokePartnerTokens(db: Db, partnerId: string, customerId: number): Promise<number> {
  const rows = await db.query<{ token: string }>(
    'DELETE FROM api_tokens WHERE partner_id = $1 AND customer_id = $2 RETURNING token',
    [partnerId, customerId],
  );
  return rows.length;
}

/** Ends one session a partner opened (its token stops working at once); 1 when there was one, else 0. */
export async function revokePartnerToken(db: Db, partnerId: string, token: string): Promise<number> {
  const rows = await db.query<{ token: string }>(
    'DELETE FROM api_tokens WHERE partner_id = $1 AND token = $2 RETURNING token',
    [partnerId, token],
  );
  return rows.length;
}

/** A bearer token for a customer, lasting {@link TOKEN_SECONDS}. */
export async function createApiToken(db: Db, customerId: number, now: Date): Promise<string> {
  return (await issueApiToken(db, customerId, now)).token;
}
