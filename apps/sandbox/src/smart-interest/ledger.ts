/**
 * Cash movements of Smart Interest orders, through the ledger (`shared/ledger.ts`), so that
 * `account_balances` stays the sum of the ledger. A subscription is a 'purchase' transaction that moves the
 * customer's cash to the 'external' book (the Smart Interest product is held off-market).
 */
import type { CurrencyCode } from '@bondkit/sdk-core';
import type { Db } from '../db/types';
import { bookCashMovement, cashBalance } from '../shared/ledger';

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
  return (await cashBalance(db, debit.accountId, debit.currency)).toFixed(2);
}
