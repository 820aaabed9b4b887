import { timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { fail } from '../shared/errors';
import { DETAIL } from '../shared/refusals';
import { requireUser } from '../shared/require-user';
import type { AuthUser, SandboxEnv, SandboxState } from '../state';
import {
  CSRF_COOKIE,
  CSRF_COOKIE_SECONDS,
  CSRF_HEADER,
  lookupToken,
  newToken,
  SESSION_COOKIE,
  sessionFor,
} from './sessions';

/** The `detail` of a 401 for a bearer token past its expiry (sandbox clock). */
export const TOKEN_EXPIRED = 'Token expired.';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Token endpoints are called by partner back ends, which hold no CSRF cookie. */
const CSRF_EXEMPT = new Set(['/api/auth/token/', '/api/auth/token']);

function bearerToken(c: Context): string | null {
  const header = c.req.header('authorization');
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/** What a {@link crossOrigin} preflight allows, and the headers answers expose to the calling page. */
export interface CrossOriginOptions {
  methods: string;
  headers: string;
  expose?: string;
  /**
   * Whether pages of `origin` may call (the partners' allowed origins). Without it no other origin may —
   * unless an outer `crossOrigin` (the app's, which knows the partners) answered the request already.
   */
  isAllowedOrigin?: (origin: string) => boolean | Promise<boolean>;
}

/** Requests a `crossOrigin` middleware has decided on: nested ones (a route group's own) leave them alone. */
const decided = new WeakSet<Request>();

/** The `detail` of a refused preflight. */
export const ORIGIN_NOT_ALLOWED = 'Origin not allowed.';

/**
 * Cross-origin access for partner pages, which call with a bearer token (never with cookies, so no
 * `Access-Control-Allow-Credentials`): an allowed `Origin` is echoed in `Access-Control-Allow-Origin` and a
 * preflight from it answered 204 with the allowed methods and headers; any other origin gets no CORS headers
 * (its preflight 403), so the browser keeps the answer from the page. Requests without `Origin`, or from the
 * API's own origin, are answered as before: first-party pages (same origin, or through a proxy) need no CORS.
 * Every answer varies by `Origin` — preflights, refusals and errors too, and answers whose route set a `Vary` of
 * its own (the market list's `Accept-Encoding`), to which `Origin` is added once the answer is built. The
 * CORS headers are set as prepared headers (not on c.res) so answers are built with them.
 */
export function crossOrigin(options: CrossOriginOptions): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    if (decided.has(c.req.raw)) return next();
    decided.add(c.req.raw);
    const origin = c.req.header('origin');
    c.header('vary', 'Origin', { append: true });
    const allowed =
      origin !== undefined &&
      (origin === new URL(c.req.url).origin || (await options.isAllowedOrigin?.(origin)) === true);
    if (allowed) {
      if (origin !== new URL(c.req.url).origin) c.set('partnerOrigin', true);
      c.header('access-control-allow-origin', origin);
      if (options.expose) c.header('access-control-expose-headers', options.expose);
    }
    if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
      if (!allowed) return c.json({ detail: ORIGIN_NOT_ALLOWED }, 403);
      return c.body(null, 204, {
        'access-control-allow-methods': options.methods,
        'access-control-allow-headers': options.headers,
        'access-control-max-age': '600',
      });
    }
    await next();
    varyByOrigin(c.res.headers);
  };
}

/** Adds `Origin` to an answer's `Vary` unless it is there already (or the answer varies by everything). */
function varyByOrigin(headers: Headers): void {
  const vary = headers.get('vary');
  const names = (vary ?? '').split(',').map((name) => name.trim().toLowerCase());
  if (names.includes('origin') || names.includes('*')) return;
  headers.set('vary', vary ? `${vary}, Origin` : 'Origin');
}

/**
 * Every response sets a `csrftoken` cookie when the request had none. The header is prepared before the
 * handler runs, so the answer (error answers included: `app.onError` builds them on the context) is built
 * with it in one go.
 */
export function csrfCookie(): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const existing = getCookie(c, CSRF_COOKIE);
    const token = existing || newToken();
    c.set('csrfToken', token);
    c.set('csrfIssued', !existing);
    if (!existing) c.header('set-cookie', csrfCookieHeader(token), { append: true });
    await next();
  };
}

export function csrfCookieHeader(token: string): string {
  return `${CSRF_COOKIE}=${token}; Max-Age=${CSRF_COOKIE_SECONDS}; Path=/; SameSite=Lax`;
}

/**
 * Issues a fresh `csrftoken` cookie in this answer (replacing one the request was about to be given) and
 * returns it: at sign-in, where the new session is bound to it, and at sign-out. A token known before
 * sign-in — planted by someone else, or read by a script — is then worth nothing to the new session.
 */
export function rotateCsrfCookie(c: Context<SandboxEnv>): string {
  const token = newToken();
  // the only cookie prepared before a handler runs is csrfCookie()'s: replace it
  if (c.get('csrfIssued')) c.header('set-cookie', undefined);
  c.header('set-cookie', csrfCookieHeader(token), { append: true });
  c.set('csrfToken', token);
  c.set('csrfIssued', true);
  return token;
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Unsafe methods without a bearer token must carry `X-CSRFToken` equal to the `csrftoken` cookie — and, with
 * a session, equal to the token issued at that session's sign-in (`rotateCsrfCookie`), so a token from before
 * sign-in stops working — except a cookie-less request from a partner's allowed origin (a visitor's guide
 * form on a partner page): without a session cookie it carries no authority a forged request could borrow,
 * and the origin passed the CORS check. The user is a bearer token's (401 'Invalid token.' when unknown,
 * 'Token expired.' past its expiry on the sandbox clock), else the session cookie's.
 */
export function authenticate(state: SandboxState): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const bearer = bearerToken(c);
    const sessionKey = bearer ? undefined : getCookie(c, SESSION_COOKIE);
    const session = sessionKey ? await sessionFor(state.db, sessionKey, state.clock.now()) : null;
    const cookieLessPartner = c.get('partnerOrigin') === true && !c.req.header('cookie');
    if (!bearer && !cookieLessPartner && UNSAFE.has(c.req.method) && !CSRF_EXEMPT.has(c.req.path)) {
      const cookie = getCookie(c, CSRF_COOKIE);
      const header = c.req.header(CSRF_HEADER);
      if (!cookie || !header || !sameToken(cookie, header)) fail(403, DETAIL.csrfFailed);
      if (session?.csrfToken && !sameToken(header, session.csrfToken)) fail(403, DETAIL.csrfFailed);
    }
    let user: AuthUser | null = null;
    let kind: 'session' | 'bearer' | null = null;
    if (bearer) {
      const found = await lookupToken(state.db, bearer, state.clock.now());
      if (found.status === 'expired') fail(401, TOKEN_EXPIRED);
      if (found.status !== 'valid') fail(401, DETAIL.invalidToken);
      user = found.user;
      kind = 'bearer';
    } else if (session) {
      user = session.user;
      kind = 'session';
    }
    c.set('user', user);
    c.set('authKind', kind);
    await next();
  };
}

export { requireUser };
