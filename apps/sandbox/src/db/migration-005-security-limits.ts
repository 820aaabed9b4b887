/**
 * Migration 005_security_limits, registered in `db/migrations.ts`. What the sandbox's limits on guessing keep:
 * failed sign-ins (by account and by client address) and the blocks they trigger, both on the sandbox clock;
 * the wrong attempts at each one-time passcode; the CSRF token each session was issued at sign-in.
 */
export const SECURITY_LIMITS_MIGRATION_SQL = `
CREATE TABLE sign_in_failures (
  failure_id bigserial PRIMARY KEY,
  scope text NOT NULL CHECK (scope IN ('account', 'address')),
  key text NOT NULL,
  failed_at timestamptz NOT NULL
);
CREATE INDEX sign_in_failures_key_idx ON sign_in_failures (scope, key, failed_at);

CREATE TABLE sign_in_blocks (
  scope text NOT NULL CHECK (scope IN ('account', 'address')),
  key text NOT NULL,
  blocked_at timestamptz NOT NULL,
  blocked_until timestamptz NOT NULL CHECK (blocked_until > blocked_at),
  PRIMARY KEY (scope, key)
);

ALTER TABLE otp_challenges ADD COLUMN failed_attempts integer NOT NULL DEFAULT 0 CHECK (failed_attempts >= 0);

ALTER TABLE sessions ADD COLUMN csrf_token text;
`;

/** The tables migration 005 adds, for `SEEDED_TABLES` (reset truncates them). */
export const SECURITY_LIMITS_TABLES = ['sign_in_failures', 'sign_in_blocks'] as const;
