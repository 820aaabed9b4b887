/**
 * Report figure:
 * - `report-pdf-12m`: milliseconds from asking for a 12-month Portfolio Statement PDF (`POST
 *   /api/pdfgen/reports`) to the report list showing it Completed — the sandbox reads the year's ledger,
 *   lays out the pages in the embedded Unicode font and stores the file in the background. The investor's
 *   account first gets a year of activity (1,200 cash movements, deposits and withdrawals that leave its
 *   balance as it was) so the statement runs to dozens of pages. In-process sandbox; the list is polled every
 *   5 ms; median of 7 runs after one warm-up.
 */

import { connect, readPdf, startSandbox } from '@bondkit/sandbox/testing';
import { getInvestmentAccounts, getReports, requestReport } from '@bondkit/sdk-core';
import type { Figure } from './run';
import { median } from './support/stats';

const MOVEMENTS = 1200;
const RUNS = 7;

export default async function run(): Promise<Figure[]> {
  const sandbox = await startSandbox();
  try {
    const { client } = await connect(sandbox, 'investor');
    const [account] = await getInvestmentAccounts(client);
    if (!account) throw new Error('the investor has no account');
    // a year of activity: pairs of a deposit and a withdrawal of the same amount, booked as balanced ledger
    // transactions (customer cash against the outside world)
    await sandbox.db.query(
      `WITH m AS (
         SELECT g, nextval('ledger_transactions_transaction_id_seq') AS id,
                (DATE '2025-11-24' + (g * 365 / $2))::date AS day,
                CASE WHEN g % 2 = 0 THEN 1 ELSE -1 END * (100 + (g / 2) % 900)::numeric AS amount
           FROM generate_series(0, $2 - 1) g),
       t AS (
         INSERT INTO ledger_transactions (transaction_id, reference, transaction_type, customer_id, account_id,
           currency, amount, text, trade_date, created)
         SELECT m.id, 'BENCH' || lpad(g::text, 6, '0'), CASE WHEN amount > 0 THEN 'deposit' ELSE 'withdrawal' END,
                a.customer_id, a.id, 'GBP', amount,
                CASE WHEN amount > 0 THEN 'Deposit by bank transfer' ELSE 'Withdrawal to your bank account' END,
                day, day::timestamptz
           FROM m, investment_accounts a WHERE a.id = $1
         RETURNING transaction_id, amount)
       INSERT INTO ledger_entries (transaction_id, book, account_id, currency, amount, principal)
       SELECT transaction_id, 'customer_cash', $1, 'GBP', amount, 0 FROM t
       UNION ALL SELECT transaction_id, 'external', NULL, 'GBP', -amount, 0 FROM t`,
      [account.id, MOVEMENTS],
    );

    const once = async (): Promise<{ ms: number; id: number }> => {
      const started = performance.now();
      const report = await requestReport(client, {
        report_name: 'summary_report',
        report_type: 'pdf',
        investment_account_id: account.id,
        currency: 'GBP',
        from_date: '2025-11-24',
        to_date: '2026-11-23',
      });
      for (;;) {
        const status = (await getReports(client)).find((r) => r.id === report.id)?.status;
        if (status === 'Completed') return { ms: performance.now() - started, id: report.id };
        if (status === 'Failed') throw new Error('the statement failed');
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };

    const warm = await once();
    const file = await client.download(`pdfgen/reports/${warm.id}`, {
      searchParams: { alt: 'media' },
      fallbackName: 'statement.pdf',
    });
    const pages = (await readPdf(new Uint8Array(await file.blob.arrayBuffer()))).pages.length;
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push((await once()).ms);
    console.log(
      `report-pdf-12m: ${MOVEMENTS} movements, ${pages} pages, ${(file.blob.size / 1024).toFixed(0)} KB; runs ${times.map((t) => t.toFixed(0)).join(', ')} ms`,
    );
    return [{ name: 'report-pdf-12m', value: median(times), unit: 'ms', target: 1000, better: 'lower' }];
  } finally {
    await sandbox.close();
  }
}
