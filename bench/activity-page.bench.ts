/**
 * activity-page-10k: the server time of one page of an account's payment activity over 10,000 ledger
 * transactions, p99 milliseconds (target ≤ 30).
 *
 * What is timed: `GET /api/customers/me/investment-accounts/{id}/GBP/payment-activity/` through the in-process
 * sandbox's fetch with a signed-in session (authentication, the account check, the count and the page's query
 * over the activity index, the answer's JSON), until the body is read — no network and no client parsing. The
 * account is the long-history persona's, its ~3,000 booked transactions topped up to 10,000 GBP ones with
 * balanced deposit and withdrawal pairs spread over the same five years. The pages asked for are the list's
 * (the server's default 20 lines), rotating over the first, the middle and the last (the deepest offset), half of
 * them filtered by a group.
 * The sandbox start, the sign-in, the top-up and a warm-up are not timed.
 */
import os from 'node:os';
import { connect, startSandbox } from '@bondkit/sandbox/testing';
import type { Figure } from './run';
import { p99 } from './support/stats';

const ROWS = 10_000;
const SAMPLES = 400;

export default async function run(): Promise<Figure[]> {
  const sandbox = await startSandbox();
  try {
    const { fetch, user } = await connect(sandbox, 'long-history');
    const account = user?.investment_accounts[0];
    if (!account) throw new Error('the long-history persona has no account');
    const db = sandbox.db;
    const [booked] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ledger_transactions WHERE account_id = $1 AND currency = 'GBP'",
      [account.id],
    );
    const missing = ROWS - (booked?.n ?? 0);
    if (missing > 0) {
      const pairs = Math.ceil(missing / 2);
      await db.transaction(async (tx) => {
        await tx.query(
          `WITH src AS (
             SELECT nextval(pg_get_serial_sequence('ledger_transactions', 'transaction_id')) AS id, n,
                    CASE WHEN n % 2 = 0 THEN 'deposit' ELSE 'withdrawal' END AS type
               FROM generate_series(0, $2::int * 2 - 1) AS n
           ), tx AS (
             INSERT INTO ledger_transactions (transaction_id, reference, transaction_type, customer_id, account_id,
               currency, amount, text, trade_date, created)
             SELECT id, 'LTX' || lpad(id::text, 6, '0'), type, $3, $1, 'GBP',
                    CASE WHEN type = 'deposit' THEN 25.00 ELSE -25.00 END,
                    CASE WHEN type = 'deposit' THEN 'Deposit by bank transfer'
                         ELSE 'Withdrawal to the registered bank account' END,
                    (timestamptz '2026-11-20T09:00:00Z' - (n / 2) * interval '4 hours')::date,
                    timestamptz '2026-11-20T09:00:00Z' - (n / 2) * interval '4 hours' + (n % 2) * interval '1 minute'
               FROM src
             RETURNING transaction_id, amount
           )
           INSERT INTO ledger_entries (transaction_id, book, account_id, currency, amount, principal)
           SELECT transaction_id, 'customer_cash', $1, 'GBP', amount, 0 FROM tx
           UNION ALL SELECT transaction_id, 'external', NULL, 'GBP', -amount, 0 FROM tx`,
          [account.id, pairs, user?.customer_id],
        );
      });
      // statistics of the grown table, as the long history's booking (and PostgreSQL's autovacuum) keeps them
      await db.exec('ANALYZE ledger_transactions, ledger_entries');
    }
    const [total] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ledger_transactions WHERE account_id = $1 AND currency = 'GBP'",
      [account.id],
    );
    const rows = total?.n ?? 0;
    if (rows < ROWS) throw new Error(`only ${rows} activity rows`);

    const base = `/api/customers/me/investment-accounts/${account.id}/GBP/payment-activity/`;
    const queries: string[] = [];
    const last = Math.ceil(rows / 20);
    for (const page of [1, Math.ceil(last / 2), last]) queries.push(`?page=${page}`);
    queries.push('?page=1&group=trades', '?page=3&group=interest', `?page=${Math.ceil(last / 4)}&group=cash`);
    const ask = async (query: string) => {
      const response = await fetch(`http://sandbox.test${base}${query}`);
      if (!response.ok) throw new Error(`${query}: ${response.status}`);
      await response.text();
    };
    for (const query of queries) await ask(query);
    const samples: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const query = queries[i % queries.length] as string;
      const start = performance.now();
      await ask(query);
      samples.push(performance.now() - start);
    }
    // for context (not figures): the median, and how busy the machine was
    const sorted = [...samples].sort((a, b) => a - b);
    console.log(
      `  activity page over ${rows} rows: median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(1)} ms, ` +
        `p99 ${p99(samples).toFixed(1)} ms (load average ${os.loadavg()[0]?.toFixed(1)})`,
    );
    return [{ name: 'activity-page-10k', value: p99(samples), unit: 'ms', target: 30, better: 'lower' }];
  } finally {
    await sandbox.close();
  }
}
