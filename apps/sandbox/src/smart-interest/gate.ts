/**
 * Who may buy or cash out Smart Interest (000 §5, §6): the server's safety net behind the client's gate
 * (`smartInterestOrderGate`), checked in the same order, each refusal a 403 `{"detail": …}`.
 */
import { en, formatMessage, getCatalogue, SMART_INTEREST_QUESTIONNAIRE } from '@bondkit/sdk-core';
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/types';
import { DETAIL, fail } from '../shared/errors';
import { PERSONA_EMAIL_DOMAIN } from '../shared/personas';
import type { SandboxEnv } from '../state';

/** The support address the restriction messages name. */
export const SUPPORT_EMAIL = `support@${PERSONA_EMAIL_DOMAIN}`;

/** The server's refusal texts (the restriction text is the catalogue's, 000 §8). */
export const SMART_INTEREST_DETAIL = {
  readOnlyOrder: 'Read-only users cannot place orders.',
  readOnlyCashOut: 'Read-only users cannot cash out holdings.',
  cannotExecute: formatMessage(en, 'smartInterest.order.cannotExecute', { email: SUPPORT_EMAIL }),
  questionnaire: 'You need to pass the Smart Interest questionnaire before investing.',
  restricted: formatMessage(en, 'smartInterest.order.restricted', { email: SUPPORT_EMAIL }),
  coolingOff: 'Your account is on a 24 hour temporary account hold for regulatory compliance.',
  // only ever answered to a partner customer: in the partner's wording
  partnerRefused: formatMessage(getCatalogue('sukuk'), 'smartInterest.error.partnerRefused'),
} as const;

/**
 * Refuses every Smart Interest call of a partner (sukuk) customer with 403 (issue 17: an interest product is
 * not offered to them); visitors and the standard site's customers pass.
 */
export const refusePartnerCustomers: MiddlewareHandler<SandboxEnv> = async (c, next) => {
  if ((c.get('user')?.partner ?? null) !== null) fail(403, SMART_INTEREST_DETAIL.partnerRefused);
  await next();
};

export interface CustomerFlags {
  customer_id: number;
  is_read_only: boolean;
  can_execute_orders: boolean;
  block_buys: boolean;
  block_sells: boolean;
  questionnaires: Record<string, string>;
  cooling_off_ends_at: Date | string | null;
  account_credits: string;
}

export async function customerFlags(db: Db, customerId: number): Promise<CustomerFlags> {
  const rows = await db.query<CustomerFlags>(
    `SELECT customer_id, is_read_only, can_execute_orders, block_buys, block_sells, questionnaires,
            cooling_off_ends_at, account_credits::text AS account_credits
       FROM users WHERE customer_id = $1`,
    [customerId],
  );
  if (!rows[0]) fail(401, DETAIL.notAuthenticated);
  return rows[0];
}

/**
 * Refuses a buy (subscribe or real create-order): read-only, unable to execute orders, Smart Interest
 * questionnaire not passed, `block_buys`, then the cooling-off hold.
 */
export function assertMayBuy(user: CustomerFlags, now: Date): void {
  if (user.is_read_only) fail(403, SMART_INTEREST_DETAIL.readOnlyOrder);
  if (!user.can_execute_orders) fail(403, SMART_INTEREST_DETAIL.cannotExecute);
  if (user.questionnaires[SMART_INTEREST_QUESTIONNAIRE] !== 'passed') {
    fail(403, SMART_INTEREST_DETAIL.questionnaire);
  }
  if (user.block_buys) fail(403, SMART_INTEREST_DETAIL.restricted);
  if (user.cooling_off_ends_at !== null && new Date(user.cooling_off_ends_at).getTime() > now.getTime()) {
    fail(403, SMART_INTEREST_DETAIL.coolingOff);
  }
}

/** Refuses a cash-out: read-only, or `block_sells`. */
export function assertMaySell(user: CustomerFlags): void {
  if (user.is_read_only) fail(403, SMART_INTEREST_DETAIL.readOnlyCashOut);
  if (user.block_sells) fail(403, SMART_INTEREST_DETAIL.restricted);
}

/** Refuses booking a reinvestment: read-only, or `block_buys` (the reinvestment buys into a series). */
export function assertMayReinvest(user: CustomerFlags): void {
  if (user.is_read_only) fail(403, SMART_INTEREST_DETAIL.readOnlyOrder);
  if (user.block_buys) fail(403, SMART_INTEREST_DETAIL.restricted);
}
