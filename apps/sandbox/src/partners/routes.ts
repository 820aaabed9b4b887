import { type Context, Hono } from 'hono';
import { issueApiToken, limitedAttempt, refuseBlocked } from '../auth';
import { integerField } from '../shared/edge';
import { DETAIL, fail, invalid, readJsonObject } from '../shared/errors';
import type { SandboxEnv, SandboxState } from '../state';
import { type PartnerDirectory, partnerCustomer } from './store';

export const PARTNER_DETAIL = {
  invalidKey: 'Invalid partner key.',
  customerRequired: "Send the customer's email or customer_id.",
  unknownCustomer: 'No customer of this partner matches.',
} as const;

/** The partner key of a request: `Authorization: Partner <key>` or `X-Partner-Key: <key>`. */
function partnerKey(authorization: string | undefined, header: string | undefined): string | null {
  const match = authorization ? /^Partner\s+(\S+)\s*$/i.exec(authorization) : null;
  return match?.[1] ?? (header?.trim() || null);
}

/**
 * /partner/: server-to-server calls of partner back ends (no cookies, no CSRF, no CORS: browsers never call
 * it). `POST /partner/sessions` opens a short-lived session for one of the partner's customers and answers the
 * bearer token the partner's pages hand to the elements (`getAccessToken`).
 */
export function partnerRoutes(state: SandboxState, partners: PartnerDirectory) {
  const app = new Hono<SandboxEnv>();

  const openSession = async (c: Context<SandboxEnv>) => {
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
    const partner = outcome.value;

    const body = await readJsonObject(c.req.raw);
    const email =
      typeof body.email === 'string'
        ? body.email.trim()
        : typeof body.customer_email === 'string'
          ? body.customer_email.trim()
          : '';
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
  app.post('/sessions', openSession);
  app.post('/sessions/', openSession);

  return app;
}
