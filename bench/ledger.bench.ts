/**
 * Ledger figures (issue 19 'Money adds up'):
 * - `ledger-1000-concurrent`: wall seconds of 1,000 random operations — fund, withdraw, transfer between accounts,
 *   exchange currency, trade — by three personas, 20 at a time, through sdk-core's calls against the in-process
 *   sandbox (`runMoneyStorm`), including letting the transfers land; sign-in and setup are not timed.
 * - `ledger-1000-conservation`: the ledger's error after it, exactly (SQL numeric sums): the sum of every
 *   currency's entries, the transfer clearing book, balances and positions against the ledger's sums, negative
 *   balances, withdrawals without a confirmation — each must be zero, so the figure is 0 or the run fails.
 */
import { runMoneyStorm, startSandbox, stormOperations } from '@bondkit/sandbox/testing';
import type { Figure } from './run';

const SEED = 19;

export default async function run(): Promise<Figure[]> {
  const sandbox = await startSandbox();
  try {
    const result = await runMoneyStorm(sandbox, stormOperations(SEED, 1000));
    const c = result.conservation;
    const nonZero = [
      ...Object.values(c.totals),
      ...Object.values(c.clearing),
      c.unexplainedWithdrawals,
    ].filter((total) => total !== '0.00').length;
    const errors = nonZero + c.discrepancies + c.negatives;
    console.log(
      `ledger-1000: ${result.executed} executed, ${result.refused} refused; ${JSON.stringify(result.byKind)}`,
    );
    return [
      {
        name: 'ledger-1000-concurrent',
        value: Math.round(result.wallMs / 10) / 100,
        unit: 's',
        target: 60,
        better: 'lower',
      },
      { name: 'ledger-1000-conservation', value: errors, unit: 'ratio', target: 0, better: 'lower' },
    ];
  } finally {
    await sandbox.close();
  }
}
