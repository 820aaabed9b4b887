/**
 * Who may move money (001 §6): the signed-in customer with the flags payments check — read-only refused, the
 * identity check (AML) not passed refused with a code the client sends the user to the identity check on, the
 * user record's funding and withdrawal blocks — and the customer's own account, 404 for anyone else's.
 */
import { type CurrencyCode, isCurrencyCode } from '@bondkit/sdk-core';
import type { Context } from 'hono';
import { type AccountRow, type Customer, findAccount, loadCustomer } from '../accounts';
import type { Db } from '../db/types';
import { idParam } from '../shared/edge';
import { ApiFailure, fail } from '../shared/errors';
import { DETAIL, PAYMENTS_TEXT } from '../shared/refusals';
import type { SandboxEnv } from '../state';

/** The `code` of the 403 that sends the user to the identity check (001 §6 'AML redirect'). */
export const IDENTITY_CHECK_CODE = 'identity_check_required';

/** The customer with the flags money movements check. */
export interface PaymentsCustomer extends Customer {
  requires_identity_check: boolean;
  block_funding: boolean;
  block_withdrawals: boolean;
}

/**
 * What the customer is about to do (decides which block applies). `quote` prices a currency exchange (read-only
 * and the identity check refused, no block: nothing moves); `exchange` accepts one, which takes money out of one
 * currency and puts it into another, so both blocks apply as for a transfer.
 */
export type MoneyAction = 'fund' | 'withdraw' | 'transfer' | 'bank' | 'quote' | 'exchange' | 'read';

function readOnlyText(action: MoneyAction): string {
  if (action === 'withdraw') return PAYMENTS_TEXT.withdrawReadOnly;
  if (action === 'quote' || action === 'exchange') return PAYMENTS_TEXT.exchangeReadOnly;
  return PAYMENTS_TEXT.readOnly;
}

/**
 * The signed-in customer, refused (403) when read-only, when the identity check is not passed (with
 * {@link IDENTITY_CHECK_CODE}) or when the user record blocks the action. `read` refuses nothing.
 */
export async function moneyCustomer(
  c: Context<SandboxEnv>,
  db: Db,
  action: MoneyAction,
): Promise<PaymentsCustomer> {
  const customer = await loadCustomer(c, db);
  const rows = await db.query<
    Pick<PaymentsCustomer, 'requires_identity_check' | 'block_funding' | 'block_withdrawals'>
  >('SELECT requires_identity_check, block_funding, block_withdrawals FROM users WHERE customer_id = $1', [
    customer.customer_id,
  ]);
  const flags = rows[0];
  if (!flags) fail(401, DETAIL.notAuthenticated);
  const full: PaymentsCustomer = { ...customer, ...flags };
  if (action === 'read') return full;
  if (customer.is_read_only) fail(403, readOnlyText(action));
  if (flags.requires_identity_check) {
    throw new ApiFailure(403, { detail: PAYMENTS_TEXT.identityCheck, code: IDENTITY_CHECK_CODE });
  }
  const both = action === 'transfer' || action === 'exchange';
  if ((action === 'fund' || both) && flags.block_funding) fail(403, PAYMENTS_TEXT.fundingBlocked);
  if ((action === 'withdraw' || both) && flags.block_withdrawals) {
    fail(403, PAYMENTS_TEXT.withdrawalsBlocked);
  }
  return full;
}

/** The customer's own account named by the path's `id` (404 for an unknown account or another customer's). */
export async function ownAccount(
  c: Context<SandboxEnv>,
  db: Db,
  customer: Pick<Customer, 'customer_id'>,
  id: number = idParam(c, 'id'),
  lock = false,
): Promise<AccountRow> {
  const account = await findAccount(db, customer.customer_id, { id }, lock);
  if (!account) fail(404, DETAIL.notFound);
  return account;
}

/** The path's `currency`: a currency code (404 otherwise: no such address). */
export function currencyParam(c: Context<SandboxEnv>): CurrencyCode {
  const currency = c.req.param('currency') ?? '';
  if (!isCurrencyCode(currency)) fail(404, DETAIL.notFound);
  return currency;
}
