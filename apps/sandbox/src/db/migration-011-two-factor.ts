/**
 * Migration 011_two_factor, registered in `db/migrations.ts`: a customer's second factor and the sign-ins
 * waiting for it (`auth/two-factor.ts`).
 *
 * - `two_factor_devices`: one per customer and method. An authenticator's secret is kept encrypted
 *   (AES-256-GCM, `secret_sealed`), never in clear: it cannot be hashed, since checking a code needs it.
 *   `last_step` is the 30-second step of the last code accepted, so a code is refused the second time.
 *   `confirmed_at` is null while the set-up waits for its first code.
 * - `two_factor_logins`: a sign-in whose password was right, waiting for the code; the token the client
 *   holds is stored hashed (SHA-256), lives 5 minutes and is used once.
 */
export const TWO_FACTOR_MIGRATION_SQL = `
CREATE TABLE two_factor_devices (
  customer_id integer NOT NULL REFERENCES users (customer_id),
  method text NOT NULL CHECK (method IN ('totp')),
  secret_sealed text NOT NULL,
  last_step bigint,
  created timestamptz NOT NULL,
  confirmed_at timestamptz,
  PRIMARY KEY (customer_id, method)
);

CREATE TABLE two_factor_logins (
  token_hash text PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES users (customer_id),
  created timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
`;

/** The tables migration 011 adds, for `SEEDED_TABLES` (reset truncates them; logins before devices). */
export const TWO_FACTOR_TABLES = ['two_factor_devices', 'two_factor_logins'] as const;
