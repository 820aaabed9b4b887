import { TRADING_MIGRATION_SQL, TRADING_TABLES } from './migration-002-trading';
import { PARTNERS_MIGRATION_SQL } from './migration-004-partners';
import { SECURITY_LIMITS_MIGRATION_SQL, SECURITY_LIMITS_TABLES } from './migration-005-security-limits';
import { PORTFOLIO_MIGRATION_SQL, PORTFOLIO_TABLES } from './migration-006-portfolio';
import { REPORTS_MIGRATION_SQL, REPORTS_TABLES } from './migration-007-reports';
import { PAYMENTS_MIGRATION_SQL, PAYMENTS_TABLES } from './migration-008-payments';
import {
  SMART_INTEREST_LEDGER_MIGRATION_SQL,
  SMART_INTEREST_LEDGER_TABLES,
} from './migration-009-smart-interest-ledger';
import { IDEMPOTENCY_FINGERPRINTS_MIGRATION_SQL } from './migration-010-idempotency-fingerprints';
import { TWO_FACTOR_MIGRATION_SQL, TWO_FACTOR_TABLES } from './migration-011-two-factor';

/**
 * The sandbox schema, as numbered migrations applied in order and recorded in `schema_migrations`.
 * Never edit a migration that has shipped: add the next one.
 */
export interface Migration {
  id: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    id: 1,
    name: '001_market_and_customers',
    sql: `
CREATE TABLE sandbox_meta (
  key text PRIMARY KEY,
  value jsonb NOT NULL
);

CREATE TABLE categories (
  category_id text PRIMARY KEY,
  label text NOT NULL,
  position integer NOT NULL
);

CREATE TABLE companies (
  company_id integer PRIMARY KEY,
  reference text NOT NULL UNIQUE,
  company_name text NOT NULL,
  borrower_status text NOT NULL CHECK (borrower_status IN ('performing', 'non_performing')),
  industry_key text,
  industry_label text,
  is_treasury boolean NOT NULL,
  country text NOT NULL,
  website text,
  founded integer,
  description_html text NOT NULL
);

CREATE TABLE products (
  product_id integer PRIMARY KEY,
  reference text NOT NULL UNIQUE,
  company_id integer NOT NULL REFERENCES companies ON DELETE CASCADE,
  product_name text,
  isin_code text NOT NULL UNIQUE,
  currency text NOT NULL CHECK (currency IN ('GBP', 'EUR', 'USD', 'AED')),
  coupon numeric(7, 3) NOT NULL,
  coupon_string text NOT NULL,
  maturity date,
  current_yield numeric(9, 3),
  yield_to_maturity numeric(9, 3),
  buy_price numeric(10, 2) NOT NULL,
  sell_price numeric(10, 2) NOT NULL,
  sell_liquidity numeric(16, 2) NOT NULL,
  seniority text NOT NULL,
  state text NOT NULL,
  investment_type text NOT NULL CHECK (investment_type IN ('bond', 'perpetual')),
  category_ids jsonb NOT NULL,
  access_restriction_types jsonb NOT NULL,
  tradeability text NOT NULL,
  tradeability_reason text,
  zero_interest_fees boolean NOT NULL,
  market_blocked boolean NOT NULL,
  display_order integer NOT NULL,
  first_added_to_market timestamptz NOT NULL,
  last_added_to_market timestamptz NOT NULL,
  adib_underlying_company_name text,
  adib_risk_category integer CHECK (adib_risk_category BETWEEN 1 AND 5),
  adib_risk_category_minimum_score integer,
  adib_product_type text CHECK (adib_product_type IN ('complex', 'non_complex'))
);
CREATE INDEX products_company_idx ON products (company_id);

CREATE TABLE product_details (
  product_id integer PRIMARY KEY REFERENCES products ON DELETE CASCADE,
  description_html text NOT NULL,
  bond_information jsonb NOT NULL,
  capital_structure jsonb NOT NULL,
  key_financials jsonb NOT NULL,
  news jsonb NOT NULL,
  important_updates jsonb NOT NULL
);

CREATE TABLE pending_liquidity (
  package_id integer PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products ON DELETE CASCADE,
  package_type text NOT NULL,
  pending_amount numeric(16, 2) NOT NULL,
  settlement_date date NOT NULL
);
CREATE INDEX pending_liquidity_product_idx ON pending_liquidity (product_id);

CREATE TABLE company_documents (
  reference text PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies ON DELETE CASCADE,
  document_type text NOT NULL,
  description text NOT NULL,
  title text NOT NULL
);
CREATE INDEX company_documents_company_idx ON company_documents (company_id);

CREATE TABLE users (
  customer_id integer PRIMARY KEY,
  persona_key text UNIQUE,
  persona_label text,
  persona_description text,
  persona_position integer,
  email text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  account_type integer NOT NULL CHECK (account_type IN (0, 1, 5, 8)),
  is_read_only boolean NOT NULL,
  is_retail boolean NOT NULL,
  cooling_off_ends_at timestamptz,
  isa_restricted boolean NOT NULL,
  is_onboarded boolean NOT NULL,
  can_execute_orders boolean NOT NULL,
  requires_identity_check boolean NOT NULL,
  block_buys boolean NOT NULL,
  block_sells boolean NOT NULL,
  permissions jsonb NOT NULL,
  questionnaires jsonb NOT NULL,
  dark_theme boolean NOT NULL,
  hide_terminology boolean NOT NULL,
  account_credits numeric(12, 2) NOT NULL,
  partner text,
  adib_account_link jsonb
);

CREATE TABLE investment_accounts (
  id integer PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES users ON DELETE CASCADE,
  reference text NOT NULL UNIQUE,
  account_type text NOT NULL CHECK (account_type IN ('individual', 'corporate', 'sipp', 'ifisa')),
  title text NOT NULL,
  main_currency text NOT NULL,
  isa_remaining numeric(12, 2),
  isa_used_percentage numeric(6, 2),
  isa_period text,
  position integer NOT NULL
);
CREATE INDEX investment_accounts_customer_idx ON investment_accounts (customer_id);

CREATE TABLE account_balances (
  account_id integer NOT NULL REFERENCES investment_accounts ON DELETE CASCADE,
  currency text NOT NULL,
  amount numeric(16, 2) NOT NULL,
  PRIMARY KEY (account_id, currency)
);

CREATE TABLE holdings (
  account_id integer NOT NULL REFERENCES investment_accounts ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products ON DELETE CASCADE,
  principal numeric(16, 2) NOT NULL,
  PRIMARY KEY (account_id, product_id)
);

CREATE TABLE annotations (
  customer_id integer NOT NULL REFERENCES users ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products ON DELETE CASCADE,
  is_interested boolean NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (customer_id, product_id)
);

CREATE TABLE sessions (
  session_key text PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES users ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);

CREATE TABLE api_tokens (
  token text PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES users ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
`,
  },
  { id: 2, name: '002_trading', sql: TRADING_MIGRATION_SQL },
  {
    id: 3,
    name: '003_smart_interest_and_leads',
    sql: `
CREATE TABLE smart_interest_settings (
  currency text PRIMARY KEY CHECK (currency IN ('GBP', 'EUR', 'USD', 'AED')),
  minimum_investment numeric(16, 2) NOT NULL,
  default_amount numeric(16, 2) NOT NULL,
  days_per_year integer NOT NULL CHECK (days_per_year > 0),
  rate_table jsonb NOT NULL,
  bonus jsonb,
  sale_fee_percent numeric NOT NULL,
  cash_out_rate_reduction numeric NOT NULL,
  position integer NOT NULL
);

CREATE TABLE smart_interest_series (
  reference text PRIMARY KEY,
  currency text NOT NULL REFERENCES smart_interest_settings ON DELETE CASCADE,
  term_years integer NOT NULL CHECK (term_years > 0),
  payout_type text NOT NULL CHECK (payout_type IN ('term', 'annual')),
  cash_rate numeric NOT NULL,
  opens_on date NOT NULL,
  closes_on date NOT NULL CHECK (closes_on >= opens_on),
  maturity date NOT NULL,
  position integer NOT NULL
);
CREATE INDEX smart_interest_series_currency_idx ON smart_interest_series (currency, opens_on, closes_on);

CREATE TABLE smart_interest_wise5_enrolments (
  enrolment_id integer PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES users ON DELETE CASCADE,
  currency text NOT NULL,
  cashback_percent numeric NOT NULL,
  UNIQUE (customer_id, currency)
);

CREATE TABLE dynamic_bonds (
  id integer GENERATED BY DEFAULT AS IDENTITY (START WITH 1001) PRIMARY KEY,
  reference text NOT NULL UNIQUE,
  account_id integer NOT NULL REFERENCES investment_accounts ON DELETE CASCADE,
  holding_name text NOT NULL,
  currency text NOT NULL,
  state text NOT NULL CHECK (state IN ('Open', 'Cash out requested', 'Repaying', 'Repaid')),
  series_reference text,
  payout_type text NOT NULL CHECK (payout_type IN ('term', 'annual')),
  start_date date NOT NULL,
  maturity date NOT NULL CHECK (maturity > start_date),
  principal numeric(16, 2) NOT NULL CHECK (principal > 0),
  rate numeric NOT NULL,
  gross_interest numeric(16, 2) NOT NULL,
  sale_rate numeric NOT NULL,
  sale_fee numeric(16, 2) NOT NULL,
  offer_reference text UNIQUE,
  offer_bonus numeric(16, 2),
  notified_90 boolean NOT NULL,
  notified_60 boolean NOT NULL,
  notified_30 boolean NOT NULL,
  reinvest_series text,
  reinvest_coupon boolean,
  reinvest_booked_at timestamptz,
  bonus_code text,
  wise5_cashback_amount numeric(16, 2),
  cash_out_requested_on date,
  sale_amount numeric(16, 2),
  created_at timestamptz NOT NULL
);
CREATE INDEX dynamic_bonds_account_idx ON dynamic_bonds (account_id);

CREATE TABLE guide_requests (
  key text PRIMARY KEY,
  guide text NOT NULL CHECK (guide IN ('investor-guide', 'second-guide')),
  email text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  contact_number text NOT NULL,
  receive_newsletter boolean NOT NULL,
  customer_id integer REFERENCES users ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  downloads integer NOT NULL DEFAULT 0
);

CREATE TABLE email_consents (
  customer_id integer PRIMARY KEY REFERENCES users ON DELETE CASCADE,
  consent boolean NOT NULL,
  method text NOT NULL CHECK (method IN ('GET', 'POST')),
  updated_at timestamptz NOT NULL
);
`,
  },
  { id: 4, name: '004_partners', sql: PARTNERS_MIGRATION_SQL },
  { id: 5, name: '005_security_limits', sql: SECURITY_LIMITS_MIGRATION_SQL },
  { id: 6, name: '006_portfolio', sql: PORTFOLIO_MIGRATION_SQL },
  { id: 7, name: '007_reports', sql: REPORTS_MIGRATION_SQL },
  { id: 8, name: '008_payments', sql: PAYMENTS_MIGRATION_SQL },
  { id: 9, name: '009_smart_interest_ledger', sql: SMART_INTEREST_LEDGER_MIGRATION_SQL },
  { id: 10, name: '010_idempotency_fingerprints', sql: IDEMPOTENCY_FINGERPRINTS_MIGRATION_SQL },
  { id: 11, name: '011_two_factor', sql: TWO_FACTOR_MIGRATION_SQL },
];

/** Tables the seed fills, in an order that satisfies foreign keys (reset truncates them all). */
export const SEEDED_TABLES = [
  'sandbox_meta',
  'categories',
  'companies',
  'products',
  'product_details',
  'pending_liquidity',
  'company_documents',
  'users',
  'investment_accounts',
  'account_balances',
  'annotations',
  'sessions',
  'api_tokens',
  ...TRADING_TABLES,
  'smart_interest_settings',
  'smart_interest_series',
  'smart_interest_wise5_enrolments',
  'dynamic_bonds',
  'guide_requests',
  'email_consents',
  ...SECURITY_LIMITS_TABLES,
  ...PORTFOLIO_TABLES,
  ...REPORTS_TABLES,
  ...PAYMENTS_TABLES,
  ...SMART_INTEREST_LEDGER_TABLES,
  ...TWO_FACTOR_TABLES,
] as const;
