/**
 * Report figure:
 * - `report-pdf-12m`: milliseconds from asking for a 12-month Portfolio Statement PDF (`POST
 *   /api/pdfgen/reports`) to the report list showing it Completed — the sandbox reads the year's ledger,
 *   lays out the pages in the embedded Unicode font and stores the file in the background. The long-history
 *   persona's first account (five years of deposits, withdrawals, buys, part sales and coupons in the ledger,
 *   booked on its first sign-in), its last 12 months. In-process sandbox; the list is polled every 5 ms;
 *   median of 7 runs after one warm-up.
 */

import { connect, readPdf, startSandbox } from '@bondkit/sandbox/testing';
import { downloadReport, getInvestmentAccounts, getReports, requestReport } from '@bondkit/sdk-core';
import type { Figure } from './run';
import { median } from './support/stats';

const RUNS = 7;

export default async function run(): Promise<Figure[]> {
  const sandbox = await startSandbox();
  try {
    const { client } = await connect(sandbox, 'long-history');
    const [account] = await getInvestmentAccounts(client);
    if (!account) throw new Error('the long-history persona has no account');
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
    const file = await downloadReport(client, warm.id);
    const pages = (await readPdf(new Uint8Array(await file.blob.arrayBuffer()))).pages.length;
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push((await once()).ms);
    console.log(
      `report-pdf-12m: ${pages} pages, ${(file.blob.size / 1024).toFixed(0)} KB; runs ${times.map((t) => t.toFixed(0)).join(', ')} ms`,
    );
    return [{ name: 'report-pdf-12m', value: median(times), unit: 'ms', target: 1000, better: 'lower' }];
  } finally {
    await sandbox.close();
  }
}
