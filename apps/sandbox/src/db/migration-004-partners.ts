/**
 * Migration 004_partners, registered in `db/migrations.ts`. Partners (banks embedding the elements on their
 * own sites): an API key (stored as its SHA-256), the origins their pages call the API from, and how long the
 * customer session tokens they mint last. Partner tokens are rows of `api_tokens` marked with the partner.
 * Seeds the sandbox partner `adib` (key in `partners/store.ts` and the README), whose pages the partner demo
 * (apps/partner-demo) serves on port 5190.
 */
export const PARTNERS_MIGRATION_SQL = `
CREATE TABLE partners (
  partner_id text PRIMARY KEY,
  name text NOT NULL,
  api_key_sha256 text NOT NULL UNIQUE CHECK (api_key_sha256 ~ '^[0-9a-f]{64}$'),
  allowed_origins text[] NOT NULL DEFAULT '{}',
  token_seconds integer NOT NULL DEFAULT 900 CHECK (token_seconds > 0)
);

ALTER TABLE api_tokens ADD COLUMN partner_id text REFERENCES partners ON DELETE CASCADE;

INSERT INTO partners (partner_id, name, api_key_sha256, allowed_origins, token_seconds) VALUES (
  'adib',
  'ADIB (sandbox partner bank)',
  'aa1b77ef0bb4b56faa23b827e36b17ea574689bd46d4c1435fdeac0bb31664c7',
  ARRAY['http://127.0.0.1:5190', 'http://localhost:5190'],
  900
);
`;
