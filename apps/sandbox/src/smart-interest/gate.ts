/**
 * Who may buy or cash out Smart Interest (000 §5, §6): the server's safety net behind the client's gate
 * (`smartInterestOrderGate`), checked in the same order, each refusal a 403 `{"detail": …}`.
 */
import { isPartnerCustomer, SMART_INTEREST_QUESTIONNAIRE } from '@bondkit/sdk-core';
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/types';
import { fail } from '../shared/errors';
import { PERSONA_EMAIL_DOMAIN } from '../shared/personas';
import { DETAIL, SMART_INTEREST_DETAIL } from '../shared/refusals';
import type { SandboxEnv } from '../state';

/** The support address the restriction messages name. */
export const SUPPORT_EMAIL = `support@${PERSONA_EMAIL_DOMAIN}`;

/**
 * Refuses every Smart Interest call of a partner (sukuk) customer with 403 (issue 17: an interest product is
 * not offered to them); visitors and the standard site's customers pass.
 */
export const refusePartnerCustomers: MiddlewareHandler<SandboxEnv> = async (c, next) => {
  if (isPartnerCustomer(c.get('user'))) fail(403, SMART_INTEREST_DETAIL.partnerRefused);
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
  if (!user.can_execute_orders) fail(403, SMART_INTEREST_DETAIL.cannotExecute(SUPPORT_EMAIL));
  if (user.questionnaires[SMART_INTEREST_QUESTIONNAIRE] !== 'passed') {
    fail(403, SMART_INTEREST_DETAIL.questionnaire);
  }
  if (user.block_buys) fail(403, SMART_INTEREST_DETAIL.restricted(SUPPORT_EMAIL));
  if (user.cooling_off_ends_at !== null && new Date(user.cooling_off_ends_at).getTime() > now.getTime()) {
    fail(403, SMART_INTEREST_DETAIL.coolingOff);
  }
}

/** Refuses a cash-out: read-only, or `block_sells`. */
export function assertMaySell(user: CustomerFlags): void {
  if (user.is_read_only) fail(403, SMART_INTEREST_DETAIL.readOnlyCashOut);
  if (user.block_sells) fail(403, SMART_INTEREST_DETAIL.restricted(SUPPORT_EMAIL));
}

/** Refuses booking a reinvestment: read-only, or `block_buys` (the reinvestment buys into a series). */
export function assertMayReinvest(user: CustomerFlags): void {
  if (user.is_read_only) fail(403, SMART_INTEREST_DETAIL.readOnlyOrder);
  if (user.block_buys) fail(403, SMART_INTEREST_DETAIL.restricted(SUPPORT_EMAIL));
}
