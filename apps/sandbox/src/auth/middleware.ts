import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { DETAIL, fail } from '../http/errors';
import type { AuthUser, SandboxEnv, SandboxState } from '../state';
import {
  CSRF_COOKIE,
  CSRF_COOKIE_SECONDS,
  CSRF_HEADER,
  newToken,
  SESSION_COOKIE,
  userForSession,
  userForToken,
} from './sessions';

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
}

/**
 * Cross-origin access for partner pages, which call with a bearer token (never with cookies): every answer
 * allows any origin, and a preflight is answered 204 with the allowed methods and headers. Set as prepared
 * headers (not on c.res) so answers are built with them in one go.
 */
export function crossOrigin(options: CrossOriginOptions): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    c.header('access-control-allow-origin', '*');
    if (options.expose) c.header('access-control-expose-headers', options.expose);
    if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
      return c.body(null, 204, {
        'access-control-allow-methods': options.methods,
        'access-control-allow-headers': options.headers,
        'access-control-max-age': '600',
      });
    }
    await next();
  };
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
 * Unsafe methods without a bearer token must carry `X-CSRFToken` equal to the `csrftoken` cookie.
 * Then the user is resolved: a bearer token (401 when unknown or expired), else the session cookie.
 */
export function authenticate(state: SandboxState): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const bearer = bearerToken(c);
    if (!bearer && UNSAFE.has(c.req.method) && !CSRF_EXEMPT.has(c.req.path)) {
      const cookie = getCookie(c, CSRF_COOKIE);
      const header = c.req.header(CSRF_HEADER);
      if (!cookie || !header || cookie !== header) fail(403, DETAIL.csrfFailed);
    }
    let user: AuthUser | null = null;
    let kind: 'session' | 'bearer' | null = null;
    if (bearer) {
      user = await userForToken(state.db, bearer, state.clock.now());
      if (!user) fail(401, DETAIL.invalidToken);
      kind = 'bearer';
    } else {
      const session = getCookie(c, SESSION_COOKIE);
      if (session) {
        user = await userForSession(state.db, session, state.clock.now());
        if (user) kind = 'session';
      }
    }
    c.set('user', user);
    c.set('authKind', kind);
    await next();
  };
}

/** The signed-in user, or a 401 with the platform's text. */
export function requireUser(c: Context<SandboxEnv>): AuthUser {
  const user = c.get('user');
  if (!user) fail(401, DETAIL.notAuthenticated);
  return user;
}
