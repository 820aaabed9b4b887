/**
 * Migration 002_trading: the double-entry ledger, positions, orders, RFQs, RFQ packages (switches), one-time
 * codes (the dev inbox), idempotency keys and FX quotes. Registered in `db/migrations.ts`; never edit it once
 * shipped — add the next migration.
 *
 * - `ledger_transactions` are what a customer sees (type, signed cash amount of the account); each has
 *   `ledger_entries` (book, currency, amount, principal) that sum to zero per currency (and principal per
 *   product) — a deferred constraint trigger refuses an unbalanced transaction at commit.
 * - `account_balances` and `positions` are materialised from the ledger by `shared/ledger.ts` in the same
 *   database transaction (the only writer); neither may go negative.
 * - `holdings` (migration 1) becomes a view over `positions`, so the market's `user_invested` reads positions.
 * - Data already seeded under migration 1 is carried over: each balance becomes an opening deposit and each
 *   holding a position transferred in at its buy price.
 */
export const TRADING_MIGRATION_SQL = `
CREATE TABLE ledger_transactions (
  transaction_id bigserial PRIMARY KEY,
  reference text NOT NULL UNIQUE,
  transaction_type text NOT NULL,
  customer_id integer REFERENCES users ON DELETE CASCADE,
  account_id integer REFERENCES investment_accounts ON DELETE CASCADE,
  product_id integer REFERENCES products ON DELETE CASCADE,
  order_id integer,
  currency text NOT NULL,
  amount numeric(16, 2) NOT NULL,
  principal numeric(16, 2),
  price numeric(12, 4),
  text text NOT NULL,
  trade_date date NOT NULL,
  created timestamptz NOT NULL
);
CREATE INDEX ledger_transactions_account_idx ON ledger_transactions (account_id, product_id);
CREATE INDEX ledger_transactions_order_idx ON ledger_transactions (order_id);

CREATE TABLE ledger_entries (
  entry_id bigserial PRIMARY KEY,
  transaction_id bigint NOT NULL REFERENCES ledger_transactions ON DELETE CASCADE,
  book text NOT NULL CHECK (book IN ('customer_cash', 'customer_position', 'market_maker_cash',
    'market_maker_inventory', 'spread_fees', 'platform_fees', 'fx_desk', 'external')),
  account_id integer REFERENCES investment_accounts ON DELETE CASCADE,
  product_id integer REFERENCES products ON DELETE CASCADE,
  currency text NOT NULL,
  amount numeric(16, 2) NOT NULL,
  principal numeric(16, 2) NOT NULL
);
CREATE INDEX ledger_entries_transaction_idx ON ledger_entries (transaction_id);

CREATE FUNCTION ledger_transaction_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM ledger_entries WHERE transaction_id = NEW.transaction_id
              GROUP BY currency HAVING sum(amount) <> 0) THEN
    RAISE EXCEPTION 'ledger transaction % does not balance', NEW.transaction_id USING ERRCODE = 'check_violation';
  END IF;
  IF EXISTS (SELECT 1 FROM ledger_entries WHERE transaction_id = NEW.transaction_id AND product_id IS NOT NULL
              GROUP BY product_id HAVING sum(principal) <> 0) THEN
    RAISE EXCEPTION 'ledger transaction % moves principal out of nowhere', NEW.transaction_id
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT OR UPDATE ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transaction_balanced();

ALTER TABLE account_balances ADD CONSTRAINT account_balances_not_negative CHECK (amount >= 0);

CREATE TABLE positions (
  account_id integer NOT NULL REFERENCES investment_accounts ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products ON DELETE CASCADE,
  principal numeric(16, 2) NOT NULL CHECK (principal >= 0),
  cost numeric(16, 2) NOT NULL,
  PRIMARY KEY (account_id, product_id)
);
CREATE INDEX positions_product_idx ON positions (product_id);

-- carry over data seeded under migration 1: balances as opening deposits, holdings as positions
WITH src AS (
  SELECT nextval(pg_get_serial_sequence('ledger_transactions', 'transaction_id')) AS id, b.account_id,
         b.currency, b.amount, a.customer_id
    FROM account_balances b JOIN investment_accounts a ON a.id = b.account_id
   ORDER BY b.account_id, b.currency
), tx AS (
  INSERT INTO ledger_transactions (transaction_id, reference, transaction_type, customer_id, account_id,
    currency, amount, text, trade_date, created)
  SELECT id, 'LTX' || lpad(id::text, 6, '0'), 'deposit', customer_id, account_id, currency, amount,
         'Opening balance', current_date, now() FROM src
  RETURNING transaction_id, account_id, currency, amount
)
INSERT INTO ledger_entries (transaction_id, book, account_id, product_id, currency, amount, principal)
SELECT transaction_id, 'customer_cash', account_id, NULL::int, currency, amount, 0 FROM tx
UNION ALL
SELECT transaction_id, 'external', NULL::int, NULL::int, currency, -amount, 0 FROM tx;

INSERT INTO positions (account_id, product_id, principal, cost)
SELECT h.account_id, h.product_id, h.principal, round(h.principal * p.buy_price / 100, 2)
  FROM holdings h JOIN products p USING (product_id) WHERE h.principal > 0;

WITH src AS (
  SELECT nextval(pg_get_serial_sequence('ledger_transactions', 'transaction_id')) AS id, pos.account_id,
         pos.product_id, pos.principal, pos.cost, p.currency, p.buy_price, a.customer_id
    FROM positions pos JOIN products p USING (product_id) JOIN investment_accounts a ON a.id = pos.account_id
   ORDER BY pos.account_id, pos.product_id
), tx AS (
  INSERT INTO ledger_transactions (transaction_id, reference, transaction_type, customer_id, account_id,
    product_id, currency, amount, principal, price, text, trade_date, created)
  SELECT id, 'LTX' || lpad(id::text, 6, '0'), 'transfer_in', customer_id, account_id, product_id, currency, 0,
         principal, buy_price, 'Opening position', current_date, now() FROM src
  RETURNING transaction_id, account_id, product_id, currency, principal
)
INSERT INTO ledger_entries (transaction_id, book, account_id, product_id, currency, amount, principal)
SELECT tx.transaction_id, 'customer_position', tx.account_id, tx.product_id, tx.currency, pos.cost, tx.principal
  FROM tx JOIN positions pos USING (account_id, product_id)
UNION ALL
SELECT tx.transaction_id, 'external', NULL::int, tx.product_id, tx.currency, -pos.cost, -tx.principal
  FROM tx JOIN positions pos USING (account_id, product_id);

DROP TABLE holdings;
CREATE VIEW holdings AS SELECT account_id, product_id, principal FROM positions WHERE principal > 0;

CREATE TABLE orders (
  order_id serial PRIMARY KEY,
  order_reference text NOT NULL UNIQUE,
  customer_id integer NOT NULL REFERENCES users ON DELETE CASCADE,
  account_id integer NOT NULL REFERENCES investment_accounts ON DELETE CASCADE,
  order_type text NOT NULL CHECK (order_type IN ('limit_order', 'switch_trade', 'basic')),
  source text NOT NULL CHECK (source IN ('quote', 'order', 'rfq', 'package', 'seed')),
  status text NOT NULL CHECK (status IN ('open', 'confirm', 'completed', 'cancelled', 'expired', 'failed')),
  confirmation_state text NOT NULL CHECK (confirmation_state IN ('unconfirmed', 'confirmed', 'rejected')),
  currency text NOT NULL,
  expiry_type text NOT NULL,
  expiry_options jsonb,
  expires timestamptz,
  failure_reason text,
  created timestamptz NOT NULL,
  executed_at timestamptz,
  settlement_date date
);
CREATE INDEX orders_customer_idx ON orders (customer_id, created);
CREATE INDEX orders_live_idx ON orders (status) WHERE status IN ('open', 'confirm');

CREATE TABLE order_legs (
  leg_id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders ON DELETE CASCADE,
  position integer NOT NULL,
  product_id integer NOT NULL REFERENCES products ON DELETE CASCADE,
  side text NOT NULL CHECK (side IN ('buy', 'sell')),
  requested_price numeric(12, 4),
  reference_price numeric(12, 4) NOT NULL,
  notional numeric(16, 2) NOT NULL CHECK (notional > 0),
  package_id integer,
  filled_notional numeric(16, 2) NOT NULL,
  executed_price numeric(12, 4),
  new_price numeric(12, 4),
  UNIQUE (order_id, position)
);
CREATE INDEX order_legs_product_idx ON order_legs (product_id);

ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_order_fk
  FOREIGN KEY (order_id) REFERENCES orders ON DELETE CASCADE;

CREATE TABLE rfq_packages (
  package_id serial PRIMARY KEY,
  package_reference text NOT NULL UNIQUE,
  customer_id integer NOT NULL REFERENCES users ON DELETE CASCADE,
  account_id integer NOT NULL REFERENCES investment_accounts ON DELETE CASCADE,
  rfq_package_type text NOT NULL,
  state text NOT NULL,
  currency text NOT NULL,
  to_receive numeric(16, 2) NOT NULL,
  to_pay numeric(16, 2) NOT NULL,
  net_cash_flow numeric(16, 2) NOT NULL,
  order_id integer REFERENCES orders ON DELETE SET NULL,
  created timestamptz NOT NULL
);

CREATE TABLE rfqs (
  rfq_id serial PRIMARY KEY,
  rfq_reference text NOT NULL UNIQUE,
  customer_id integer NOT NULL REFERENCES users ON DELETE CASCADE,
  account_id integer NOT NULL REFERENCES investment_accounts ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products ON DELETE CASCADE,
  package_id integer REFERENCES rfq_packages ON DELETE CASCADE,
  quote_type text NOT NULL CHECK (quote_type IN ('buy', 'sell')),
  notional_amount numeric(16, 2) NOT NULL,
  notional_currency text NOT NULL,
  requested_price numeric(12, 4),
  expiry_type text,
  expiry_options jsonb,
  allow_partial_fulfilment boolean NOT NULL,
  transient boolean NOT NULL,
  state text NOT NULL,
  order_id integer REFERENCES orders ON DELETE SET NULL,
  created timestamptz NOT NULL
);

CREATE TABLE rfq_quotes (
  quote_id serial PRIMARY KEY,
  quote_reference text NOT NULL UNIQUE,
  rfq_id integer NOT NULL REFERENCES rfqs ON DELETE CASCADE,
  state text NOT NULL,
  price numeric(12, 4) NOT NULL,
  principal numeric(16, 2) NOT NULL,
  interest numeric(16, 2) NOT NULL,
  total numeric(16, 2) NOT NULL,
  spread_fee_amount numeric(16, 2) NOT NULL,
  market_maker_price numeric(12, 4) NOT NULL,
  platform_fee_amount numeric(16, 2),
  settlement_date date NOT NULL,
  expires_at timestamptz,
  warnings jsonb NOT NULL
);

CREATE TABLE otp_challenges (
  challenge_id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES users ON DELETE CASCADE,
  email text NOT NULL,
  target_kind text NOT NULL,
  target_reference text NOT NULL,
  code text NOT NULL,
  destination text NOT NULL,
  created timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  superseded boolean NOT NULL
);
CREATE INDEX otp_challenges_target_idx ON otp_challenges (target_kind, target_reference);
CREATE INDEX otp_challenges_email_idx ON otp_challenges (email);

CREATE TABLE idempotency_keys (
  customer_id integer NOT NULL REFERENCES users ON DELETE CASCADE,
  idempotency_key text NOT NULL,
  request text NOT NULL,
  status integer NOT NULL,
  body jsonb,
  created timestamptz NOT NULL,
  PRIMARY KEY (customer_id, idempotency_key)
);

CREATE TABLE fx_quotes (
  fx_quote_id serial PRIMARY KEY,
  reference text NOT NULL UNIQUE,
  customer_id integer NOT NULL REFERENCES users ON DELETE CASCADE,
  account_id integer NOT NULL REFERENCES investment_accounts ON DELETE CASCADE,
  state text NOT NULL,
  sell_currency text NOT NULL,
  buy_currency text NOT NULL,
  sell_amount numeric(16, 2) NOT NULL,
  buy_amount numeric(16, 2) NOT NULL,
  total_sell_cost numeric(16, 2) NOT NULL,
  suggested_buy_amount numeric(16, 2),
  fee_rate numeric(8, 4) NOT NULL,
  effective_rate numeric(14, 6) NOT NULL,
  errors jsonb NOT NULL,
  user_limit numeric(16, 2) NOT NULL,
  sell_account_balance numeric(16, 2) NOT NULL,
  created timestamptz NOT NULL,
  expires_at timestamptz,
  confirmed_at timestamptz
);
CREATE INDEX fx_quotes_customer_idx ON fx_quotes (customer_id, created);
`;

/** The tables migration 002 adds, for `SEEDED_TABLES` (reset truncates them). */
export const TRADING_TABLES = [
  'positions',
  'ledger_transactions',
  'ledger_entries',
  'orders',
  'order_legs',
  'rfq_packages',
  'rfqs',
  'rfq_quotes',
  'otp_challenges',
  'idempotency_keys',
  'fx_quotes',
] as const;
