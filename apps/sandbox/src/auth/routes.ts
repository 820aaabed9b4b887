import { type Context, Hono } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { buildSessionUser } from '../accounts';
import { invalid, readJsonObject } from '../shared/errors';
import { DETAIL } from '../shared/refusals';
import type { SandboxEnv, SandboxState } from '../state';
import { rotateCsrfCookie } from './middleware';
import { UNKNOWN_USER_HASH, verifyPassword } from './passwords';
import {
  createApiToken,
  createSession,
  deleteSession,
  SESSION_COOKIE,
  SESSION_SECONDS,
  TOKEN_SECONDS,
} from './sessions';
import { accountKey, limitedAttempt, refuseBlocked } from './sign-in-limits';

interface Credentials {
  customer_id: number;
  password_hash: string;
}

/**
 * Checks a sign-in's email and password (400 field errors when missing), within the sign-in limits: the
 * customer's id, 400 'Unable to log in with provided credentials.' when wrong, 429 while the account or the
 * client address is blocked.
 */
async function checkCredentials(
  state: SandboxState,
  c: Context<SandboxEnv>,
  body: Record<string, unknown>,
): Promise<number> {
  const errors: Record<string, string[]> = {};
  const email = typeof body.email === 'string' ? body.email.trim() : '';
  const password = typeof body.password === 'string' ? body.password : '';
  if (!email) errors.email = [DETAIL.fieldRequired];
  if (!password) errors.password = [DETAIL.fieldRequired];
  if (Object.keys(errors).length > 0) invalid(errors);
  const now = state.clock.now();
  const keys = { account: accountKey(email), address: c.get('clientAddress') };
  const outcome = await limitedAttempt(state.db, keys, now, async () => {
    const rows = await state.db.query<Credentials>(
      'SELECT customer_id, password_hash FROM users WHERE lower(email) = lower($1)',
      [email],
    );
    const row = rows[0];
    const ok = await verifyPassword(password, row?.password_hash ?? UNKNOWN_USER_HASH);
    return row && ok ? row.customer_id : null;
  });
  if (outcome.status === 'blocked') refuseBlocked(c, outcome.until, now);
  if (outcome.status === 'refused') invalid({ non_field_errors: [DETAIL.badCredentials] });
  return outcome.value;
}

/** /api/auth/: sign-in, sign-out, CSRF cookie, bearer tokens. */
export function authRoutes(state: SandboxState) {
  const app = new Hono<SandboxEnv>();

  app.get('/csrf/', (c) => c.body(null, 204));

  app.post('/login/', async (c) => {
    const customerId = await checkCredentials(state, c, await readJsonObject(c.req.raw));
    const previous = c.get('user')?.session_key;
    if (previous) await deleteSession(state.db, previous);
    // a new CSRF token for the new session: the one from before sign-in stops working
    const csrfToken = rotateCsrfCookie(c);
    const key = await createSession(state.db, customerId, state.clock.now(), csrfToken);
    // what the modules book on sign-in, e.g. the long-history persona's years of ledger (seed/history.ts)
    await state.signedIn(customerId);
    setCookie(c, SESSION_COOKIE, key, {
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: SESSION_SECONDS,
    });
    return c.json(await buildSessionUser(state, customerId));
  });

  app.post('/logout/', async (c) => {
    const key = c.get('user')?.session_key;
    if (key) await deleteSession(state.db, key);
    rotateCsrfCookie(c);
    deleteCookie(c, SESSION_COOKIE, { path: '/' });
    return c.body(null, 204);
  });

  /** Partner embedding: exchange credentials for a bearer token. */
  app.post('/token/', async (c) => {
    const customerId = await checkCredentials(state, c, await readJsonObject(c.req.raw));
    const token = await createApiToken(state.db, customerId, state.clock.now());
    return c.json({ access_token: token, token_type: 'Bearer', expires_in: TOKEN_SECONDS });
  });

  return app;
}
