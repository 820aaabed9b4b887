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

export async function userForSession(db: Db, sessionKey: string, now: Date): Promise<AuthUser | null> {
  const rows = await db.query<AuthUser>(
    `SELECT ${USER_COLUMNS}, s.session_key FROM sessions s JOIN users u USING (customer_id)
     WHERE s.session_key = $1 AND s.expires_at > $2`,
    [sessionKey, now.toISOString()],
  );
  return rows[0] ?? null;
}

export async function userForToken(db: Db, token: string, now: Date): Promise<AuthUser | null> {
  const rows = await db.query<AuthUser>(
    `SELECT ${USER_COLUMNS}, NULL AS session_key FROM api_tokens t JOIN users u USING (customer_id)
     WHERE t.token = $1 AND t.expires_at > $2`,
    [token, now.toISOString()],
  );
  return rows[0] ?? null;
}

export async function createSession(db: Db, customerId: number, now: Date): Promise<string> {
  const key = newToken(32);
  await db.query(
    'INSERT INTO sessions (session_key, customer_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [key, customerId, now.toISOString(), new Date(now.getTime() + SESSION_SECONDS * 1000).toISOString()],
  );
  return key;
}

export async function deleteSession(db: Db, sessionKey: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE session_key = $1', [sessionKey]);
}

export async function createApiToken(db: Db, customerId: number, now: Date): Promise<string> {
  const token = newToken(32);
  await db.query(
    'INSERT INTO api_tokens (token, customer_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [token, customerId, now.toISOString(), new Date(now.getTime() + TOKEN_SECONDS * 1000).toISOString()],
  );
  return token;
}
