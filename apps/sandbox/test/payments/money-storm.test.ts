/**
 * Issue 19 'Money adds up': 1,000 random operations (fund, withdraw, transfer between accounts, exchange
 * currency, trade) by three personas, 20 at a time, end with every book conserved exactly: each currency's
 * ledger entries sum to zero, balances and positions are the ledger's sums, none is negative, the transfer
 * clearing book nets to zero and every withdrawn amount waits in a withdrawal confirmation.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../src/index';
import { runMoneyStorm, startSandbox, stormOperations } from '../../src/testing';

describe('money adds up under 1,000 random concurrent operations', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  }, 120_000);
  afterAll(async () => {
    await sandbox?.close();
  });

  it('conserves every book and never goes negative (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 2 ** 31 - 1 }), async (seed) => {
        await sandbox.reset();
        const result = await runMoneyStorm(sandbox, stormOperations(seed, 1000));
        expect(result.executed + result.refused).toBe(1000);
        // the storm does more than bounce off the rules
        expect(result.executed).toBeGreaterThan(300);
        expect(result.refused).toBeGreaterThan(0);
        // every kind of operation moved money (how many depends on the seed: transfers need the source's cash)
        for (const [kind, count] of Object.entries(result.byKind))
          expect(count.executed, kind).toBeGreaterThan(0);
        const { conservation } = result;
        for (const total of Object.values(conservation.totals)) expect(total).toBe('0.00');
        for (const total of Object.values(conservation.clearing)) expect(total).toBe('0.00');
        expect(conservation.discrepancies).toBe(0);
        expect(conservation.negatives).toBe(0);
        expect(conservation.unexplainedWithdrawals).toBe('0.00');
      }),
      { numRuns: 1 },
    );
  }, 300_000);
});
