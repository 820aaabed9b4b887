import * as z from 'zod/mini';
import { ApiError, type BondkitClient } from '../http/index';
import { type LoginInput, personaListSchema, type SessionUser, sessionUserSchema } from './schema';

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
 *
 * @returns the session user
 */
export function login(
  client: BondkitClient,
  input: LoginInput,
  options: { signal?: AbortSignal } = {},
): Promise<SessionUser> {
  return client.post('auth/login/', sessionUserSchema, {
    json: { email: input.email, password: input.password },
    silentUnauthorized: true,
    ...(options.signal ? { signal: options.signal } : {}),
  });
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
