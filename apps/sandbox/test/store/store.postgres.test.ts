import { afterAll, describe, it } from 'vitest';
import { createSandbox } from '../../src/index';
import { createTestDatabase, TEST_NOW } from '../support/helpers';
import { defineStoreSuite } from './suite';

/**
 * The same store tests against a real PostgreSQL server: set BONDKIT_TEST_DATABASE_URL
 * (`source scripts/ci-postgres.sh` starts one and exports it). This file gets a database of its own.
 */
const serverUrl = process.env.BONDKIT_TEST_DATABASE_URL;

if (serverUrl) {
  let drop: (() => Promise<void>) | null = null;
  defineStoreSuite('PostgreSQL', async () => {
    const database = await createTestDatabase(serverUrl, 'store');
    drop = database.drop;
    return createSandbox({ now: TEST_NOW, databaseUrl: database.url });
  });
  afterAll(async () => {
    await drop?.();
  });
} else {
  const why =
    'BONDKIT_TEST_DATABASE_URL is not set: the store tests ran on PGlite only (source scripts/ci-postgres.sh).';
  console.info(`[sandbox] ${why}`);
  describe('sandbox store (PostgreSQL)', () => {
    it.skip(why, () => {});
  });
}
