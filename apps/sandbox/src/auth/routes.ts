import { type Context, Hono } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { buildSessionUser, loadCustomer } from '../accounts';
import { ApiFailure, invalid, readJsonObject } from '../shared/errors';
import { DETAIL, TWO_FACTOR_TEXT } from '../shared/refusals';
import { requireUser } from '../shared/require-user';
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
import { type AttemptKeys, accountKey, limitedAttempt, refuseBlocked } from './sign-in-limits';
import {
  acceptTotpCode,
  PENDING_LOGIN_SECONDS,
  pendingLogin,
  pendingLoginCustomer,
  removeTotp,
  startTotpSetup,
  takePendingLogin,
  totpStatus,
} from './two-factor';

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

/** The body's `otp_token`: required, six digits (400 on `otp_token` otherwise). */
function readCode(body: Record<string, unknown>): string {
  const code = typeof body.otp_token === 'string' ? body.otp_token.trim() : '';
  if (body.otp_token === undefined || code === '') invalid({ otp_token: [DETAIL.fieldRequired] });
  if (!/^\d{6}$/.test(code)) invalid({ otp_token: [TWO_FACTOR_TEXT.codeDigits] });
  return code;
}

/** /api/auth/: sign-in (with an authenticator's code where one is set up), sign-out, CSRF cookie, bearer tokens. */
export function authRoutes(state: SandboxState) {
  const app = new Hono<SandboxEnv>();

  app.get('/csrf/', (c) => c.body(null, 204));

  /** Opens the session of a customer who passed every factor: a new session key and a new CSRF token. */
  async function openSession(c: Context<SandboxEnv>, customerId: number) {
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
  }

  /**
   * A right password opens the session, unless the customer has an authenticator: then the answer is
   * `{two_factor: {method: 'totp', token, expires_in}}` and `POST login/two-factor/` with the token and a code
   * opens it.
   */
  app.post('/login/', async (c) => {
    const customerId = await checkCredentials(state, c, await readJsonObject(c.req.raw));
    if ((await totpStatus(state.db, customerId)) === 'confirmed') {
      const token = await pendingLogin(state.db, customerId, state.clock.now());
      return c.json({ two_factor: { method: 'totp', token, expires_in: PENDING_LOGIN_SECONDS } });
    }
    return openSession(c, customerId);
  });

  /** The second step: the pending sign-in's token and a code of the customer's authenticator. */
  app.post('/login/two-factor/', async (c) => {
    const body = await readJsonObject(c.req.raw);
    const token = typeof body.token === 'string' ? body.token : '';
    const code = readCode(body);
    const now = state.clock.now();
    const customerId = token ? await pendingLoginCustomer(state.db, token, now) : null;
    if (customerId === null) invalid({ token: [TWO_FACTOR_TEXT.loginExpired] });
    await checkCode(c, customerId, code, 'confirmed');
    if (!(await takePendingLogin(state.db, token, now))) invalid({ token: [TWO_FACTOR_TEXT.loginExpired] });
    return openSession(c, customerId);
  });

  /**
   * Checks a code of the customer's authenticator within the limits on guessing: its own account counter
   * (`totp:<customer>`, which only a right code clears, so a right password does not restart the count) and the
   * client address's. 400 on `otp_token` when wrong, 429 while blocked.
   */
  async function checkCode(
    c: Context<SandboxEnv>,
    customerId: number,
    code: string,
    which: 'confirmed' | 'pending',
  ): Promise<void> {
    const now = state.clock.now();
    const keys: AttemptKeys = { account: `totp:${customerId}`, address: c.get('clientAddress') };
    const outcome = await limitedAttempt(state.db, keys, now, async () =>
      (await acceptTotpCode(state.db, customerId, code, now, which)) ? true : null,
    );
    if (outcome.status === 'blocked') refuseBlocked(c, outcome.until, now);
    if (outcome.status === 'refused') invalid({ otp_token: [TWO_FACTOR_TEXT.codeIncorrect] });
  }

  /** The signed-in customer who may change how they sign in (a read-only user may not: 403). */
  async function securityUser(c: Context<SandboxEnv>) {
    const customer = await loadCustomer(c, state.db);
    if (customer.is_read_only) throw new ApiFailure(403, { detail: TWO_FACTOR_TEXT.readOnly });
    return customer;
  }

  app.get('/two-factor/', async (c) => {
    const user = requireUser(c);
    return c.json({ totp: await totpStatus(state.db, user.customer_id) });
  });

  /** Starts the authenticator's set-up: the setup key, its address and QR code, shown this once. */
  app.post('/two-factor/totp/', async (c) => {
    const customer = await securityUser(c);
    await readJsonObject(c.req.raw);
    if ((await totpStatus(state.db, customer.customer_id)) === 'confirmed') {
      invalid({ non_field_errors: [TWO_FACTOR_TEXT.alreadySetUp] });
    }
    return c.json(await startTotpSetup(state.db, customer, state.clock.now()), 201);
  });

  /** The set-up's first code confirms the authenticator. */
  app.post('/two-factor/totp/confirm/', async (c) => {
    const user = await securityUser(c);
    const code = readCode(await readJsonObject(c.req.raw));
    if ((await totpStatus(state.db, user.customer_id)) !== 'pending') {
      invalid({ non_field_errors: [TWO_FACTOR_TEXT.noSetup] });
    }
    await checkCode(c, user.customer_id, code, 'pending');
    return c.json({ totp: 'confirmed' });
  });

  /** Turning the authenticator off takes a fresh code of it. */
  app.post('/two-factor/totp/disable/', async (c) => {
    const user = await securityUser(c);
    const code = readCode(await readJsonObject(c.req.raw));
    if ((await totpStatus(state.db, user.customer_id)) !== 'confirmed') {
      invalid({ non_field_errors: [TWO_FACTOR_TEXT.noSetup] });
    }
    await checkCode(c, user.customer_id, code, 'confirmed');
    await removeTotp(state.db, user.customer_id);
    return c.json({ totp: 'none' });
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
    const body = await readJsonObject(c.req.raw);
    const customerId = await checkCredentials(state, c, body);
    // an account with an authenticator: the code comes with the password (`otp_token`)
    if ((await totpStatus(state.db, customerId)) === 'confirmed') {
      if (body.otp_token === undefined) invalid({ otp_token: [TWO_FACTOR_TEXT.tokenNeedsCode] });
      await checkCode(c, customerId, readCode(body), 'confirmed');
    }
    const token = await createApiToken(state.db, customerId, state.clock.now());
    return c.json({ access_token: token, token_type: 'Bearer', expires_in: TOKEN_SECONDS });
  });

  return app;
}
