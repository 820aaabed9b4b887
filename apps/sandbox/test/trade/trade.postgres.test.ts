import { afterAll, describe, it } from 'vitest';
import { createSandbox } from '../../src/index';
import { createTestDatabase, TEST_NOW } from '../support/helpers';
import { defineTradeSuite } from './suite';

/**
 * The trading tests against a real PostgreSQL server: set BONDKIT_TEST_DATABASE_URL
 * (`source scripts/ci-postgres.sh` starts one and exports it). This file gets a database of its own.
 */
const serverUrl = process.env.BONDKIT_TEST_DATABASE_URL;

if (serverUrl) {
  let drop: (() => Promise<void>) | null = null;
  defineTradeSuite(
    'PostgreSQL',
    async () => {
      const database = await createTestDatabase(serverUrl, 'trade');
      drop = database.drop;
      return createSandbox({ now: TEST_NOW, databaseUrl: database.url });
    },
    { propertyRuns: 15 },
  );
  afterAll(async () => {
    await drop?.();
  });
} else {
  describe('trading (PostgreSQL)', () => {
    it.skip('BONDKIT_TEST_DATABASE_URL is not set: the trading tests ran on PGlite only', () => {});
  });
}
