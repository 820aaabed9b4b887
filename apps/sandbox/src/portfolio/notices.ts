// Spec: 001 §2 (the dashboard's notices), §6 (read-only users cannot confirm withdrawals), §7 (debitNotesList,
// getWithdrawalConfirmations, confirmWithdrawalRequest)
/**
 * What the dashboard's notices read beside the ledger: the customer's debit notes, and the withdrawals waiting
 * for the customer's confirmation — created by the withdrawal flow through {@link createWithdrawalConfirmation},
 * confirmed once by the customer (a confirmed one no longer shows).
 */
import type { CurrencyCode, DebitNote, WithdrawalConfirmation } from '@bondkit/sdk-core';
import type { Db } from '../db/types';
import { wire } from '../shared/decimal';

/** The customer's debit notes in a state (open by default), oldest first. */
export async function openDebitNotes(
  db: Db,
  customerId: number,
  state: 'open' | 'closed' = 'open',
): Promise<DebitNote[]> {
  return db.query<DebitNote>(
    `SELECT title, message, message_md FROM debit_notes WHERE customer_id = $1 AND state = $2
      ORDER BY created_at, id`,
    [customerId, state],
  );
}

interface ConfirmationRow {
  id: number;
  account_id: number;
  currency: CurrencyCode;
  amount: string;
  created_at: Date;
}

function toConfirmation(row: ConfirmationRow): WithdrawalConfirmation {
  return {
    id: row.id,
    investment_account_id: row.account_id,
    currency: row.currency,
    amount: row.amount,
    created: row.created_at.toISOString(),
  };
}

const CONFIRMATION_COLUMNS = 'id, account_id, currency, amount::text AS amount, created_at';

/** The customer's withdrawals waiting for confirmation, oldest first. */
export async function pendingWithdrawalConfirmations(
  db: Db,
  customerId: number,
): Promise<WithdrawalConfirmation[]> {
  const rows = await db.query<ConfirmationRow>(
    `SELECT ${CONFIRMATION_COLUMNS} FROM withdrawal_confirmations
      WHERE customer_id = $1 AND state = 'pending' ORDER BY created_at, id`,
    [customerId],
  );
  return rows.map(toConfirmation);
}

/**
 * Confirms the customer's pending withdrawal `id` (once); null when it is not theirs or not pending, so another
 * customer's id reads as missing.
 */
export async function confirmWithdrawal(
  db: Db,
  customerId: number,
  id: number,
  now: Date,
): Promise<WithdrawalConfirmation | null> {
  const rows = await db.query<ConfirmationRow>(
    `UPDATE withdrawal_confirmations SET state = 'confirmed', confirmed_at = $3
      WHERE id = $1 AND customer_id = $2 AND state = 'pending' RETURNING ${CONFIRMATION_COLUMNS}`,
    [id, customerId, now.toISOString()],
  );
  return rows[0] ? toConfirmation(rows[0]) : null;
}

/** What the withdrawal flow passes to {@link createWithdrawalConfirmation}. */
export interface NewWithdrawalConfirmation {
  customerId: number;
  /** an account of that customer (the caller has checked it) */
  accountId: number;
  currency: CurrencyCode;
  /** a positive amount, 2 decimals */
  amount: string;
  created: Date;
}

/**
 * Records a withdrawal the customer must confirm (the withdrawal flow calls it inside its own database
 * transaction); it shows on the dashboard until confirmed.
 */
export async function createWithdrawalConfirmation(
  db: Db,
  input: NewWithdrawalConfirmation,
): Promise<WithdrawalConfirmation> {
  const rows = await db.query<ConfirmationRow>(
    `INSERT INTO withdrawal_confirmations (customer_id, account_id, currency, amount, state, created_at)
     VALUES ($1, $2, $3, $4::numeric, 'pending', $5) RETURNING ${CONFIRMATION_COLUMNS}`,
    [input.customerId, input.accountId, input.currency, wire(input.amount), input.created.toISOString()],
  );
  const row = rows[0];
  if (!row) throw new Error('withdrawal confirmation insert returned nothing');
  return toConfirmation(row);
}
