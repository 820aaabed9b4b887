/**
 * Cash movements of Smart Interest orders, through the trade ledger (`trade/ledger.ts`), so that
 * `account_balances` stays the sum of the ledger. A subscription is a 'purchase' transaction that moves the
 * customer's cash to the 'external' book (the Smart Interest product is held off-market).
 */
import type { CurrencyCode } from '@bondkit/sdk-core';
import type { Db } from '../db/types';
import { bookCashMovement } from '../trade/ledger';

/** An account's cash in one currency ('0.00' when it holds none). */
export async function cashBalance(db: Db, accountId: number, currency: CurrencyCode): Promise<string> {
  const rows = await db.query<{ amount: string }>(
    'SELECT amount::text AS amount FROM account_balances WHERE account_id = $1 AND currency = $2',
    [accountId, currency],
  );
  return rows[0]?.amount ?? '0.00';
}

/** Input of {@link debitCash}. */
export interface SmartInterestDebit {
  customerId: number;
  accountId: number;
  currency: CurrencyCode;
  /** a positive amount with 2 decimals */
  amount: string;
  /** what the customer's transaction list shows */
  text: string;
  /** the London date of the order */
  tradeDate: string;
  created: Date;
}

/**
 * Takes an order's amount from the account's cash. Call it inside the order's database transaction.
 *
 * @returns the balance after the debit, or null when the cash does not cover the amount (nothing is booked)
 */
export async function debitCash(db: Db, debit: SmartInterestDebit): Promise<string | null> {
  const rows = await db.query<{ covered: boolean }>(
    `SELECT amount >= $3::numeric AS covered FROM account_balances
      WHERE account_id = $1 AND currency = $2 FOR UPDATE`,
    [debit.accountId, debit.currency, debit.amount],
  );
  if (!rows[0]?.covered) return null;
  await bookCashMovement(db, {
    customerId: debit.customerId,
    accountId: debit.accountId,
    currency: debit.currency,
    amount: `-${debit.amount}`,
    type: 'purchase',
    text: debit.text,
    tradeDate: debit.tradeDate,
    created: debit.created,
  });
  return cashBalance(db, debit.accountId, debit.currency);
}

/** Every currency balance of an account, currency → amount. */
export async function accountBalances(
  db: Db,
  accountId: number,
): Promise<Partial<Record<CurrencyCode, string>>> {
  const rows = await db.query<{ currency: CurrencyCode; amount: string }>(
    'SELECT currency, amount::text AS amount FROM account_balances WHERE account_id = $1 ORDER BY currency',
    [accountId],
  );
  return Object.fromEntries(rows.map((row) => [row.currency, row.amount]));
}
