/**
 * Two-factor sign-in with an authenticator app (002 §2.7, §4.9): TOTP by `otpauth` (RFC 6238: SHA-1, six
 * digits, 30-second steps), checked on the sandbox clock with a window of ±1 step.
 *
 * - **Set-up** ({@link startTotpSetup}): a new random secret (20 bytes), answered once as its base32 setup key,
 *   its `otpauth://` address and that address as an SVG QR code (`qrcode`); the device counts only once a
 *   first code confirms it ({@link confirmTotpSetup}). Starting again before that replaces the secret; a
 *   confirmed device is replaced only after it is disabled with a code of its own ({@link disableTotp}).
 * - **Storage:** the secret is sealed with AES-256-GCM ({@link sealSecret}) under the sandbox's key: the
 *   `SANDBOX_SECRET_KEY` environment variable (32 bytes, base64url) where a deployment gives one, else a
 *   random key made once and kept in `sandbox_meta` (a sandbox keeps its data in one place; a real deployment
 *   keeps the key outside the database).
 * - **Replay:** the step of every accepted code is kept (`last_step`); a code of that step or an earlier one is
 *   refused, so a code works once even inside its window.
 * - **Guessing:** every code is an attempt counted by the sign-in limits (`sign-in-limits.ts`), by account and
 *   by client address, with the password's counters: 5 failures per account or 20 per address within 15
 *   minutes block every factor for 15 minutes.
 * - **Sign-in** ({@link pendingLogin}, {@link takePendingLogin}): a right password for a customer with a
 *   confirmed device opens no session; it answers a token (24 random bytes, stored as its SHA-256) that a code
 *   turns into the session within 5 minutes, once.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Secret, TOTP } from 'otpauth';
import type { Db } from '../db/types';
import { newToken } from './sessions';

/** The issuer the authenticator app shows beside the account. */
export const TOTP_ISSUER = 'bondkit';
/** The accepted window: the current step and one either side (±30 s of clock drift). */
export const TOTP_WINDOW = 1;
/** How long a sign-in waits for its code. */
export const PENDING_LOGIN_SECONDS = 5 * 60;

const SEAL_PREFIX = 'v1';
const KEY_META = 'two_factor_key';

/** The sealing key: `SANDBOX_SECRET_KEY`, else the one kept in `sandbox_meta` (made on first use). */
async function sealingKey(db: Db): Promise<Buffer> {
  const configured = process.env.SANDBOX_SECRET_KEY;
  if (configured) {
    const key = Buffer.from(configured, 'base64url');
    if (key.length !== 32) throw new Error('SANDBOX_SECRET_KEY must be 32 bytes, base64url');
    return key;
  }
  await db.query(`INSERT INTO sandbox_meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING`, [
    KEY_META,
    JSON.stringify(randomBytes(32).toString('base64url')),
  ]);
  const rows = await db.query<{ value: string }>('SELECT value FROM sandbox_meta WHERE key = $1', [KEY_META]);
  return Buffer.from(rows[0]?.value ?? '', 'base64url');
}

/** Seals a secret: `v1.<iv>.<tag>.<ciphertext>`, base64url parts, the customer's id bound as associated data. */
export async function sealSecret(db: Db, customerId: number, secret: Uint8Array): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await sealingKey(db), iv);
  cipher.setAAD(Buffer.from(String(customerId)));
  const sealed = Buffer.concat([cipher.update(secret), cipher.final()]);
  return [SEAL_PREFIX, iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** otpauth, loaded on first use: the sandbox's start does not wait for it. */
const otpauth = () => import('otpauth');

async function openSecret(db: Db, customerId: number, sealed: string): Promise<Secret> {
  const [prefix, iv = '', tag = '', body = ''] = sealed.split('.');
  if (prefix !== SEAL_PREFIX) throw new Error('unknown sealed secret format');
  const decipher = createDecipheriv('aes-256-gcm', await sealingKey(db), Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(String(customerId)));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const secret = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]);
  const { Secret } = await otpauth();
  return new Secret({ buffer: secret.buffer.slice(secret.byteOffset, secret.byteOffset + secret.length) });
}

async function totpOf(secret: Secret, label: string): Promise<TOTP> {
  const { TOTP } = await otpauth();
  return new TOTP({ issuer: TOTP_ISSUER, label, secret, algorithm: 'SHA1', digits: 6, period: 30 });
}

/** The 30-second step a time falls in. */
function stepAt(now: Date): number {
  return Math.floor(now.getTime() / 30_000);
}

/** What a customer's two-factor set-up is: none, an authenticator waiting for its first code, or confirmed. */
export type TotpStatus = 'none' | 'pending' | 'confirmed';

interface DeviceRow {
  secret_sealed: string;
  last_step: string | number | null;
  confirmed_at: Date | string | null;
}

async function deviceOf(db: Db, customerId: number): Promise<DeviceRow | null> {
  const rows = await db.query<DeviceRow>(
    `SELECT secret_sealed, last_step, confirmed_at FROM two_factor_devices
      WHERE customer_id = $1 AND method = 'totp'`,
    [customerId],
  );
  return rows[0] ?? null;
}

/** The customer's authenticator: none, pending (set up, not yet confirmed) or confirmed. */
export async function totpStatus(db: Db, customerId: number): Promise<TotpStatus> {
  const device = await deviceOf(db, customerId);
  return device === null ? 'none' : device.confirmed_at === null ? 'pending' : 'confirmed';
}

/** What a set-up shows once: the setup key, the `otpauth://` address and its QR code. */
export interface TotpSetup {
  secret: string;
  otpauth_url: string;
  qr_svg: string;
}

/**
 * Starts (or restarts) the authenticator's set-up with a fresh secret. The caller refuses it while a confirmed
 * device exists (`totpStatus`).
 */
export async function startTotpSetup(
  db: Db,
  customer: { customer_id: number; email: string },
  now: Date,
): Promise<TotpSetup> {
  const { Secret } = await otpauth();
  const secret = new Secret({ size: 20 });
  const sealed = await sealSecret(db, customer.customer_id, new Uint8Array(secret.buffer));
  await db.query(
    `INSERT INTO two_factor_devices (customer_id, method, secret_sealed, last_step, created, confirmed_at)
     VALUES ($1, 'totp', $2, NULL, $3, NULL)
     ON CONFLICT (customer_id, method) DO UPDATE SET secret_sealed = EXCLUDED.secret_sealed, last_step = NULL,
       created = EXCLUDED.created, confirmed_at = NULL`,
    [customer.customer_id, sealed, now.toISOString()],
  );
  const url = (await totpOf(secret, customer.email)).toString();
  // loaded only here: the QR writer is not part of the sandbox's start
  const { toString: qrString } = await import('qrcode');
  const qr = await qrString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret: secret.base32, otpauth_url: url, qr_svg: qr };
}

/**
 * Checks a code against the customer's authenticator (`confirmed`: the confirmed one, else the pending one)
 * and, when right, keeps its step so it is refused the next time. True when accepted. The step is claimed in
 * one statement, so two requests with the same code cannot both pass.
 */
export async function acceptTotpCode(
  db: Db,
  customerId: number,
  code: string,
  now: Date,
  which: 'confirmed' | 'pending',
): Promise<boolean> {
  const device = await deviceOf(db, customerId);
  if (!device || (device.confirmed_at === null) !== (which === 'pending')) return false;
  const secret = await openSecret(db, customerId, device.secret_sealed);
  const delta = (await totpOf(secret, '')).validate({
    token: code,
    timestamp: now.getTime(),
    window: TOTP_WINDOW,
  });
  if (delta === null) return false;
  const step = stepAt(now) + delta;
  const claimed = await db.query<{ customer_id: number }>(
    `UPDATE two_factor_devices SET last_step = $3,
       confirmed_at = CASE WHEN $4 THEN $5::timestamptz ELSE confirmed_at END
      WHERE customer_id = $1 AND method = 'totp' AND secret_sealed = $2 AND (last_step IS NULL OR last_step < $3)
      RETURNING customer_id`,
    [customerId, device.secret_sealed, step, which === 'pending', now.toISOString()],
  );
  return claimed.length === 1;
}

/** Removes the customer's authenticator (after the caller checked a code of it). */
export async function removeTotp(db: Db, customerId: number): Promise<void> {
  await db.query(`DELETE FROM two_factor_devices WHERE customer_id = $1 AND method = 'totp'`, [customerId]);
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A sign-in waiting for its code: the token the client sends back with the code. */
export async function pendingLogin(db: Db, customerId: number, now: Date): Promise<string> {
  const token = newToken();
  await db.query(
    `INSERT INTO two_factor_logins (token_hash, customer_id, created, expires_at, used_at) VALUES ($1, $2, $3, $4, NULL)`,
    [
      hashToken(token),
      customerId,
      now.toISOString(),
      new Date(now.getTime() + PENDING_LOGIN_SECONDS * 1000).toISOString(),
    ],
  );
  return token;
}

/** The customer of a live pending sign-in's token, or null (unknown, used or expired). */
export async function pendingLoginCustomer(db: Db, token: string, now: Date): Promise<number | null> {
  const rows = await db.query<{ customer_id: number }>(
    `SELECT customer_id FROM two_factor_logins WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2`,
    [hashToken(token), now.toISOString()],
  );
  return rows[0]?.customer_id ?? null;
}

/** Uses a pending sign-in's token (once): true when it was still live. */
export async function takePendingLogin(db: Db, token: string, now: Date): Promise<boolean> {
  const rows = await db.query<{ customer_id: number }>(
    `UPDATE two_factor_logins SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
      RETURNING customer_id`,
    [hashToken(token), now.toISOString()],
  );
  return rows.length === 1;
}
