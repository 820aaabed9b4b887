/**
 * Migration 009_smart_interest_ledger, registered in `db/migrations.ts`. Smart Interest money in the one ledger:
 * - the ledger's `smart_interest_holdings` book: the principal the customer's holdings hold (a buy moves cash
 *   into it, a repayment, a cash-out or a reinvestment out of it), so the book's balance per account and currency
 *   is the principal still held;
 * - `smart_interest_bookings`: which ledger transaction booked which money movement of a holding (its buy, each
 *   interest payment, its repayment, cash-out, reinvestment and bonus), one per holding, kind and due date, so a
 *   movement is booked once however often the sandbox clock passes its date;
 * - `dynamic_bonds.settled_on`: the last day the holding's due movements were booked (the next request of its
 *   customer books those of later days).
 */
export const SMART_INTEREST_LEDGER_MIGRATION_SQL = `
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_book_check;
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_book_check CHECK (book IN ('customer_cash',
  'customer_position', 'market_maker_cash', 'market_maker_inventory', 'spread_fees', 'platform_fees', 'fx_desk',
  'external', 'transfer_clearing', 'withdrawals_payable', 'smart_interest_holdings'));

ALTER TABLE dynamic_bonds ADD COLUMN settled_on date;

CREATE TABLE smart_interest_bookings (
  holding_id integer NOT NULL REFERENCES dynamic_bonds ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('purchase', 'interest', 'repayment', 'cash_out', 'reinvestment', 'bonus')),
  due_date date NOT NULL,
  transaction_id bigint NOT NULL UNIQUE REFERENCES ledger_transactions ON DELETE CASCADE,
  PRIMARY KEY (holding_id, kind, due_date)
);
`;

/** The tables migration 009 adds, for `SEEDED_TABLES` (reset truncates them). */
export const SMART_INTEREST_LEDGER_TABLES = ['smart_interest_bookings'] as const;
