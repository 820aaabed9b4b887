import { type Context, Hono } from 'hono';
import {
  issueApiToken,
  limitedAttempt,
  refuseBlocked,
  revokePartnerToken,
  revokePartnerTokens,
} from '../auth';
import { integerField, optionalText } from '../shared/edge';
import { fail, invalid, readJsonObject } from '../shared/errors';
import { DETAIL, PARTNER_DETAIL } from '../shared/refusals';
import type { SandboxEnv, SandboxState } from '../state';
import { type Partner, type PartnerDirectory, partnerCustomer } from './store';

/** The partner key of a request: `Authorization: Partner <key>` or `X-Partner-Key: <key>`. */
function partnerKey(authorization: string | undefined, header: string | undefined): string | null {
  const match = authorization ? /^Partner\s+(\S+)\s*$/i.exec(authorization) : null;
  return match?.[1] ?? (header?.trim() || null);
}

/**
 * /partner/: server-to-server calls of partner back ends (no cookies, no CSRF, no CORS: browsers never call
 * it). `POST /partner/sessions` opens a short-lived session for one of the partner's customers and answers the
 * bearer token the partner's pages hand to the elements (`getAccessToken`); `POST /partner/sessions/end` ends one of
 * those sessions (`{access_token}`) or all the partner opened for a customer (the bank signed them out).
 */
export function partnerRoutes(state: SandboxState, partners: PartnerDirectory) {
  const app = new Hono<SandboxEnv>();

  /** The partner calling: its key checked, with the sign-in limits on guessing. */
  const authenticatePartner = async (c: Context<SandboxEnv>) => {
    const key = partnerKey(c.req.header('authorization'), c.req.header('x-partner-key'));
    if (!key) fail(401, DETAIL.notAuthenticated);
    // a wrong key counts against the caller's address, like a wrong password (auth/'s sign-in limits)
    const now = state.clock.now();
    const outcome = await limitedAttempt(
      state.db,
      { account: null, address: c.get('clientAddress') },
      now,
      () => partners.byKey(key),
    );
    if (outcome.status === 'blocked') refuseBlocked(c, outcome.until, now);
    if (outcome.status === 'refused') fail(401, PARTNER_DETAIL.invalidKey);
    return outcome.value;
  };

  /** The partner's customer a body names (`email`, `customer_email` or `customer_id`); 400 when none matches. */
  const customerOf = async (partner: Partner, body: Record<string, unknown>): Promise<number> => {
    const named = optionalText('email', body.email);
    const customerEmail = optionalText('customer_email', body.customer_email);
    const email = (named ?? customerEmail ?? '').trim();
    const id = body.customer_id;
    let customerId: number | null;
    if (id !== undefined && id !== null && id !== '') {
      const parsed = integerField('customer_id', id);
      customerId = await partnerCustomer(state.db, partner.partner_id, { customerId: parsed });
      if (customerId === null) invalid({ customer_id: [PARTNER_DETAIL.unknownCustomer] });
    } else if (email) {
      customerId = await partnerCustomer(state.db, partner.partner_id, { email });
      if (customerId === null) invalid({ email: [PARTNER_DETAIL.unknownCustomer] });
    } else {
      invalid({ non_field_errors: [PARTNER_DETAIL.customerRequired] });
    }
    return customerId;
  };

  const openSession = async (c: Context<SandboxEnv>) => {
    const partner = await authenticatePartner(c);
    const customerId = await customerOf(partner, await readJsonObject(c.req.raw));
    const now = state.clock.now();
    const { token, expiresAt } = await issueApiToken(state.db, customerId, now, {
      seconds: partner.token_seconds,
      partnerId: partner.partner_id,
    });
    c.header('cache-control', 'no-store');
    return c.json(
      {
        access_token: token,
        token_type: 'Bearer',
        expires_at: expiresAt.toISOString(),
        expires_in: partner.token_seconds,
        customer_id: customerId,
      },
      201,
    );
  };

  // The bank signed its customer out. `{access_token}` ends that session (if the partner opened it); a customer
  // (`{email}` or `{customer_id}`) ends every session the partner opened for them. Their tokens answer 401 at once.
  const endSessions = async (c: Context<SandboxEnv>) => {
    const partner = await authenticatePartner(c);
    const body = await readJsonObject(c.req.raw);
    c.header('cache-control', 'no-store');
    const accessToken = optionalText('access_token', body.access_token);
    if (accessToken) {
      const ended = await revokePartnerToken(state.db, partner.partner_id, accessToken);
      return c.json({ sessions_ended: ended });
    }
    const customerId = await customerOf(partner, body);
    const ended = await revokePartnerTokens(state.db, partner.partner_id, customerId);
    return c.json({ customer_id: customerId, sessions_ended: ended });
  };

  app.post('/sessions', openSession);
  app.post('/sessions/', openSession);
  app.post('/sessions/end', endSessions);
  app.post('/sessions/end/', endSessions);

  return app;
}
