/**
 * Migration 010_idempotency_fingerprints, registered in `db/migrations.ts`: each idempotency key keeps the
 * fingerprint of the request it was first used with (`shared/idempotency.ts`: method, path, customer and body),
 * so the key coming back with another request is refused rather than answered with the first one's result. Keys
 * stored before it have none and match no request.
 */
export const IDEMPOTENCY_FINGERPRINTS_MIGRATION_SQL = `
ALTER TABLE idempotency_keys ADD COLUMN fingerprint text NOT NULL DEFAULT '';
`;
