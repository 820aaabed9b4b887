import { Hono } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { buildSessionUser } from '../accounts';
import { DETAIL, invalid, readJsonObject } from '../shared/errors';
import type { SandboxEnv, SandboxState } from '../state';
import { verifyPassword } from './passwords';
import {
  createApiToken,
  createSession,
  deleteSession,
  SESSION_COOKIE,
  SESSION_SECONDS,
  TOKEN_SECONDS,
} from './sessions';

interface Credentials {
  customer_id: number;
  password_hash: string;
}

async function checkCredentials(state: SandboxState, body: Record<string, unknown>): Promise<number> {
  const errors: Record<string, string[]> = {};
  const email = typeof body.email === 'string' ? body.email.trim() : '';
  const password = typeof body.password === 'string' ? body.password : '';
  if (!email) errors.email = [DETAIL.fieldRequired];
  if (!password) errors.password = [DETAIL.fieldRequired];
  if (Object.keys(errors).length > 0) invalid(errors);
  const rows = await state.db.query<Credentials>(
    'SELECT customer_id, password_hash FROM users WHERE lower(email) = lower($1)',
    [email],
  );
  const row = rows[0];
  // verify even for unknown emails so both answers take the same time
  const ok = await verifyPassword(
    password,
    row?.password_hash ?? 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AA',
  );
  if (!row || !ok) invalid({ non_field_errors: [DETAIL.badCredentials] });
  return row.customer_id;
}

/** /api/auth/: sign-in, sign-out, CSRF cookie, bearer tokens. */
export function authRoutes(state: SandboxState) {
  const app = new Hono<SandboxEnv>();

  app.get('/csrf/', (c) => c.body(null, 204));

  app.post('/login/', async (c) => {
    const customerId = await checkCredentials(state, await readJsonObject(c.req.raw));
    const previous = c.get('user')?.session_key;
    if (previous) await deleteSession(state.db, previous);
    const key = await createSession(state.db, customerId, state.clock.now());
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
    deleteCookie(c, SESSION_COOKIE, { path: '/' });
    return c.body(null, 204);
  });

  /** Partner embedding: exchange credentials for a bearer token. */
  app.post('/token/', async (c) => {
    const customerId = await checkCredentials(state, await readJsonObject(c.req.raw));
    const token = await createApiToken(state.db, customerId, state.clock.now());
    return c.json({ access_token: token, token_type: 'Bearer', expires_in: TOKEN_SECONDS });
  });

  return app;
}
