/**
 * Migration 007_payments, registered in `db/migrations.ts`. Money in and out (001 §2–§7): the user record's
 * funding and withdrawal blocks, an ISA's pending agreement, fundings (card, bank transfer, instant transfer)
 * with when they land on the sandbox clock (withdrawals wait in 006's `withdrawal_confirmations`), the registered bank account per currency, IFISA
 * agreement declarations, and the ledger's two new books — `transfer_clearing` (a transfer between two accounts
 * of a customer passes through it and nets to zero in the same database transaction) and `withdrawals_payable`
 * (cash withdrawn and owed to the customer's bank until the withdrawal is paid out).
 */
export const PAYMENTS_MIGRATION_SQL = `
ALTER TABLE users ADD COLUMN block_funding boolean NOT NULL DEFAULT false;
ALTER TABLE users ADD COLUMN block_withdrawals boolean NOT NULL DEFAULT false;
ALTER TABLE investment_accounts ADD COLUMN new_ifisa_agreement_required boolean NOT NULL DEFAULT false;

ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_book_check;
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_book_check CHECK (book IN ('customer_cash',
  'customer_position', 'market_maker_cash', 'market_maker_inventory', 'spread_fees', 'platform_fees', 'fx_desk',
  'external', 'transfer_clearing', 'withdrawals_payable'));

CREATE TABLE fundings (
  funding_id serial PRIMARY KEY,
  reference text NOT NULL UNIQUE,
  customer_id integer NOT NULL REFERENCES users ON DELETE CASCADE,
  account_id integer NOT NULL REFERENCES investment_accounts ON DELETE CASCADE,
  method text NOT NULL CHECK (method IN ('debit_card', 'bank_transfer')),
  route text CHECK (route IN ('manual', 'instant')),
  currency text NOT NULL,
  amount numeric(14, 2) NOT NULL CHECK (amount > 0),
  state text NOT NULL CHECK (state IN ('awaiting_card', 'pending', 'completed', 'failed')),
  success_url text,
  error_url text,
  created timestamptz NOT NULL,
  lands_at timestamptz,
  completed_at timestamptz,
  transaction_id bigint REFERENCES ledger_transactions ON DELETE SET NULL
);
CREATE INDEX fundings_due_idx ON fundings (customer_id, state, lands_at);

CREATE TABLE registered_bank_accounts (
  customer_id integer NOT NULL REFERENCES users ON DELETE CASCADE,
  currency text NOT NULL,
  account_name text NOT NULL,
  account_number text NOT NULL,
  sort_code text NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (customer_id, currency)
);

CREATE TABLE ifisa_declarations (
  declaration_id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES users ON DELETE CASCADE,
  text_agreed_to text NOT NULL,
  declared_at timestamptz NOT NULL
);
`;

/** The tables migration 007 adds, for `SEEDED_TABLES` (reset truncates them). */
export const PAYMENTS_TABLES = ['fundings', 'registered_bank_accounts', 'ifisa_declarations'] as const;
