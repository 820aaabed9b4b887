/**
 * The signed-in customer and their investment accounts as the domains that move money read them (trade, FX,
 * Smart Interest): the customer's flags, the customer's own account by id or by reference (a 400 naming the
 * field otherwise), and the account's (and the customer's) row lock that makes bookings run one after another.
 */
import type { CurrencyCode } from '@bondkit/sdk-core';
import type { Context } from 'hono';
import type { Db } from '../db/types';
import { fail, invalid } from '../shared/errors';
import { ACCOUNT_TEXT } from '../shared/refusals';
import { requireUser } from '../shared/require-user';
import type { SandboxEnv } from '../state';

/** The signed-in customer with every flag trading checks. */
export interface Customer {
  customer_id: number;
  email: string;
  is_read_only: boolean;
  can_execute_orders: boolean;
  cooling_off_ends_at: Date | null;
  isa_restricted: boolean;
  block_buys: boolean;
  block_sells: boolean;
  questionnaires: Record<string, string>;
  partner: string | null;
  adib_account_link: {
    currency_code: CurrencyCode;
    masked_account_num: string;
    suitability_questionnaire_results: { user_score: number } | null;
  } | null;
}

/** An investment account of a customer. */
export interface AccountRow {
  id: number;
  customer_id: number;
  reference: string;
  account_type: 'individual' | 'corporate' | 'sipp' | 'ifisa';
  main_currency: CurrencyCode;
  position: number;
}

const ACCOUNT_COLUMNS = 'id, customer_id, reference, account_type, main_currency, position';

/** The signed-in customer (401 when anonymous). */
export async function loadCustomer(c: Context<SandboxEnv>, db: Db): Promise<Customer> {
  const user = requireUser(c);
  const rows = await db.query<Customer>(
    `SELECT customer_id, email, is_read_only, can_execute_orders, cooling_off_ends_at, isa_restricted,
            block_buys, block_sells, questionnaires, partner, adib_account_link
       FROM users WHERE customer_id = $1`,
    [user.customer_id],
  );
  const customer = rows[0];
  if (!customer) fail(401, 'Authentication credentials were not provided.');
  return customer;
}

/**
 * The customer's own account by id or by reference, or their first account; null when there is none
 * (locked `FOR UPDATE` when asked).
 */
export async function findAccount(
  db: Db,
  customerId: number,
  by: { id: number } | { reference: string } | 'first',
  lock = false,
): Promise<AccountRow | null> {
  const forUpdate = lock ? ' FOR UPDATE' : '';
  const rows =
    by === 'first'
      ? await db.query<AccountRow>(
          `SELECT ${ACCOUNT_COLUMNS} FROM investment_accounts WHERE customer_id = $1 ORDER BY position LIMIT 1${forUpdate}`,
          [customerId],
        )
      : 'id' in by
        ? await db.query<AccountRow>(
            `SELECT ${ACCOUNT_COLUMNS} FROM investment_accounts WHERE id = $1 AND customer_id = $2${forUpdate}`,
            [by.id, customerId],
          )
        : await db.query<AccountRow>(
            `SELECT ${ACCOUNT_COLUMNS} FROM investment_accounts WHERE reference = $1 AND customer_id = $2${forUpdate}`,
            [by.reference, customerId],
          );
  return rows[0] ?? null;
}

/** The customer's own account by id, or a 400 naming `field`. */
export async function accountById(
  db: Db,
  customer: Pick<Customer, 'customer_id'>,
  id: number,
  field = 'investment_account_id',
  lock = false,
): Promise<AccountRow> {
  const account = await findAccount(db, customer.customer_id, { id }, lock);
  if (!account) invalid({ [field]: [ACCOUNT_TEXT.invalidAccount] });
  return account;
}

/** The customer's own account by reference (the first account when none is given), or a 400. */
export async function accountByReference(
  db: Db,
  customer: Pick<Customer, 'customer_id'>,
  reference: string | null | undefined,
  field = 'investment_account_reference',
): Promise<AccountRow> {
  const account = await findAccount(db, customer.customer_id, reference ? { reference } : 'first');
  if (!account) invalid({ [field]: [ACCOUNT_TEXT.invalidAccount] });
  return account;
}

/** Takes the account's row lock: trades of one account run one after another (balances stay exact). */
export async function lockAccount(db: Db, accountId: number): Promise<void> {
  await db.query('SELECT id FROM investment_accounts WHERE id = $1 FOR UPDATE', [accountId]);
}

/**
 * Takes the customer's row lock, for limits that span every account of the customer (the FX daily limit):
 * their bookings run one after another. Take it before any account's lock.
 */
export async function lockCustomer(db: Db, customerId: number): Promise<void> {
  await db.query('SELECT customer_id FROM users WHERE customer_id = $1 FOR UPDATE', [customerId]);
}
