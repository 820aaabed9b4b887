/**
 * Where a customer's money in a currency goes out to (001 §2 'Withdraw page', §3 'Registered account'): the
 * partner's linked bank account in its currency (sdk-core's `linkedBankAccount`: the partner keeps it, the
 * customer cannot replace it), else the bank account the customer registered for the currency. The one answer
 * of has-registered, registered-account-details, set-registered and the withdrawal.
 */
import { type CurrencyCode, linkedBankAccount } from '@bondkit/sdk-core';
import type { Customer } from '../accounts';
import type { Db } from '../db/types';

/** A bank account money goes out to, as the platform shows it (`linked`: the partner's, not the customer's). */
export interface BankDestination {
  account_number: string;
  sort_code: string;
  linked: boolean;
}

/** A sort code or account number as shown back: all but the last four characters masked. */
export function maskTail(value: string): string {
  return value.length <= 4 ? value : `${'*'.repeat(value.length - 4)}${value.slice(-4)}`;
}

/** The customer's bank account for a currency (the linked one first), or null when there is none. */
export async function bankDestination(
  db: Db,
  customer: Customer,
  currency: CurrencyCode,
): Promise<BankDestination | null> {
  const linked = linkedBankAccount(customer, currency);
  // the partner masks the linked account's number itself; it has no sort code
  if (linked) return { account_number: linked.masked_account_num, sort_code: '', linked: true };
  const rows = await db.query<{ account_number: string; sort_code: string }>(
    'SELECT account_number, sort_code FROM registered_bank_accounts WHERE customer_id = $1 AND currency = $2',
    [customer.customer_id, currency],
  );
  const row = rows[0];
  return row
    ? { account_number: maskTail(row.account_number), sort_code: row.sort_code, linked: false }
    : null;
}
