import * as z from 'zod/mini';
import { ApiError, type BondkitClient } from '../http/index';
import {
  type LoginAnswer,
  type LoginInput,
  loginAnswerSchema,
  personaListSchema,
  type SessionUser,
  sessionUserSchema,
  type TotpSetup,
  type TwoFactorChallenge,
  type TwoFactorStatus,
  totpSetupSchema,
  twoFactorStatusSchema,
} from './schema';

/** A sandbox persona (demo persona switcher). */
export type Persona = z.infer<typeof personaListSchema>[number];

/**
 * Where {@link getPersonas} finds the sandbox's persona list. It lives outside `/api`, so the path has a
 * leading slash: the client resolves it against the origin of its `baseUrl`
 * (`http://sandbox.test/api` → `http://sandbox.test/sandbox/personas`; `/api` in a browser → `/sandbox/personas`
 * on the page's origin, which the demo host proxies to the sandbox).
 */
export const SANDBOX_PERSONAS_PATH = '/sandbox/personas';

/**
 * POST auth/login/ — signs in with email and password; the server sets the `sessionid` cookie and a new
 * `csrftoken` (the one from before sign-in no longer passes: read the cookie for every unsafe call, as the
 * client's `getCsrfToken` does; sign-out issues a new one too). Wrong credentials reject with an `ApiError`
 * (400, message 'Unable to log in with provided credentials.'); after too many failed attempts (per account or
 * per address) with 429, message the catalogue's `auth.loginBlocked`, body `code: 'login_blocked'`, and a
 * `Retry-After` header in seconds. A 401 here never fires `onUnauthorized` (the user is signing in already).
 * A customer with two-factor sign-in gets no session yet: the answer is a {@link TwoFactorChallenge}
 * (`isTwoFactorChallenge`), whose token {@link verifyLoginCode} exchanges for the session with a code.
 *
 * @returns the session user, or the wait for the second factor
 */
export function login(
  client: BondkitClient,
  input: LoginInput,
  options: { signal?: AbortSignal } = {},
): Promise<LoginAnswer> {
  return client.post('auth/login/', loginAnswerSchema, {
    json: { email: input.email, password: input.password },
    silentUnauthorized: true,
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/** True when a sign-in's answer waits for the second factor rather than being the session user. */
export function isTwoFactorChallenge(answer: LoginAnswer): answer is TwoFactorChallenge {
  return 'two_factor' in answer;
}

// Spec: 002 §2.7, §4.9, §8
/**
 * POST auth/login/two-factor/ — the sign-in's second step: the challenge's token and a six-digit code of the
 * customer's authenticator. Opens the session (new `sessionid` and `csrftoken`) and answers the session user.
 * Refusals (`ApiError`, field errors): a wrong or used code on `otp_token` ('The security code you entered was
 * incorrect. If you've lost access to this phone, contact support.'), an expired or used token on `token` (sign
 * in with the password again), 429 `login_blocked` after repeated wrong codes.
 */
export function verifyLoginCode(
  client: BondkitClient,
  input: { token: string; code: string },
  options: { signal?: AbortSignal } = {},
): Promise<SessionUser> {
  return client.post('auth/login/two-factor/', sessionUserSchema, {
    json: { token: input.token, otp_token: input.code },
    silentUnauthorized: true,
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/** GET auth/two-factor/ — the signed-in customer's authenticator: none, pending or confirmed. */
export function getTwoFactorStatus(client: BondkitClient): Promise<TwoFactorStatus> {
  return client.get('auth/two-factor/', twoFactorStatusSchema);
}

/**
 * POST auth/two-factor/totp/ — starts (or restarts) setting up an authenticator app: the setup key and QR code,
 * shown once. Refused (400) while one is confirmed (turn it off first) and for read-only users (403).
 */
export function startTotpSetup(client: BondkitClient): Promise<TotpSetup> {
  return client.post('auth/two-factor/totp/', totpSetupSchema, { json: {} });
}

/** POST auth/two-factor/totp/confirm/ — the set-up's first code turns the authenticator on. */
export function confirmTotpSetup(client: BondkitClient, code: string): Promise<TwoFactorStatus> {
  return client.post('auth/two-factor/totp/confirm/', twoFactorStatusSchema, { json: { otp_token: code } });
}

/** POST auth/two-factor/totp/disable/ — turning the authenticator off takes a fresh code of it. */
export function disableTotp(client: BondkitClient, code: string): Promise<TwoFactorStatus> {
  return client.post('auth/two-factor/totp/disable/', twoFactorStatusSchema, { json: { otp_token: code } });
}

/** POST auth/logout/ — ends the session (204). Any body the server sends is ignored. */
export async function logout(client: BondkitClient): Promise<void> {
  await client.post('auth/logout/', z.unknown(), { silentUnauthorized: true });
}

/** Options of {@link getSessionUser}. */
export interface GetSessionUserOptions {
  /**
   * Probe quietly: a 401 answers `null` without calling the client's `onUnauthorized` (e.g. the host checking
   * at start-up whether anyone is signed in). Without it, a 401 still answers `null` but `onUnauthorized` fires
   * first (the session expired while in use).
   */
  silent?: boolean;
  signal?: AbortSignal;
}

// Spec: 002 §3.1 'Session user'
/**
 * GET customers/me/ — the signed-in user.
 *
 * @returns the user, or `null` when nobody is signed in (401). Other failures reject with `ApiError`.
 */
export async function getSessionUser(
  client: BondkitClient,
  options: GetSessionUserOptions = {},
): Promise<SessionUser | null> {
  try {
    return await client.get('customers/me/', sessionUserSchema, {
      silentUnauthorized: options.silent ?? false,
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * GET auth/csrf/ — makes the server set the `csrftoken` cookie (204), so the first unsafe call of a fresh
 * page carries `X-CSRFToken`. The token itself is read from the cookie by the client.
 */
export async function fetchCsrfToken(client: BondkitClient): Promise<void> {
  await client.get('auth/csrf/', z.unknown(), { silentUnauthorized: true });
}

/**
 * GET /sandbox/personas — the sandbox's demo personas (sandbox only; see {@link SANDBOX_PERSONAS_PATH} for how
 * the address is found). Pass `path` (absolute URL or root-relative path) when the sandbox admin routes live
 * elsewhere.
 */
export function getPersonas(client: BondkitClient, options: { path?: string } = {}): Promise<Persona[]> {
  return client.get(options.path ?? SANDBOX_PERSONAS_PATH, personaListSchema, { silentUnauthorized: true });
}
