/**
 * Concurrency figures: the p99 latency of another customer's GET (`/api/customers/me/` as the investor: its
 * session and customer read from the database) while heavy work runs in the same sandbox.
 * - `concurrent-get-under-report`: while the largest report allowed builds — the long-history persona's account
 *   statement over the longest period allowed (ten years, so its whole five-year history: about 2,500 lines and
 *   a hundred PDF pages), asked for with `POST /api/pdfgen/reports` and built in the background until the report
 *   list shows it Completed. After one report built for warm-up (a process's first PDF loads the writer and
 *   its font).
 * - `concurrent-get-under-first-sign-in`: while the long-history persona signs in for the first time (its five
 *   years of ledger, about 3,000 transactions, are booked before the login answers).
 * The built sandbox runs in a process of its own on a fresh data folder; four GET loops ask again as soon as
 * they are answered, for as long as the work runs.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { TEST_NOW } from '@bondkit/sandbox/testing';
import { addYears, REPORT_PERIOD_MAX_YEARS } from '@bondkit/sdk-core';
import type { Figure } from './run';
import { freePort, stopProcess } from './support/process';
import { ensureSandboxBuilt, firstSuccess, httpSignIn, startSandbox } from './support/sandbox-process';
import { p99 } from './support/stats';

const LOOPS = 4;
const TARGET_MS = 100;

/** The GET latencies (ms) of {@link LOOPS} loops run while `work` runs; how long it took. */
async function latenciesDuring(
  url: string,
  headers: Record<string, string>,
  work: () => Promise<unknown>,
): Promise<{ samples: number[]; workMs: number }> {
  const samples: number[] = [];
  let running = true;
  const loop = async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
      if (running) samples.push(performance.now() - started);
    }
  };
  const loops = Array.from({ length: LOOPS }, loop);
  const started = performance.now();
  try {
    await work();
  } finally {
    running = false;
  }
  const workMs = performance.now() - started;
  await Promise.all(loops);
  return { samples, workMs };
}

/** Asks for a report and resolves once the report list shows it Completed (polled every 20 ms). */
async function buildReport(origin: string, headers: Record<string, string>, request: object) {
  const asked = await fetch(`${origin}/api/pdfgen/reports`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ data: JSON.stringify(request) }),
  });
  const report = (await asked.json()) as { id?: number };
  if (asked.status !== 201 || report.id === undefined)
    throw new Error(`asking for a report answered ${asked.status}: ${JSON.stringify(report)}`);
  for (;;) {
    const answer = await fetch(`${origin}/api/pdfgen/reports/${report.id}`, { headers });
    const { status } = (await answer.json()) as { status: string };
    if (status === 'Completed') return;
    if (status === 'Failed') throw new Error('the report failed');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const describe = (name: string, run: { samples: number[]; workMs: number }) =>
  `  ${name}: ${run.samples.length} GETs over ${(run.workMs / 1000).toFixed(2)} s, p99 ${p99(run.samples).toFixed(1)} ms, worst ${Math.max(...run.samples).toFixed(1)} ms`;

export default async function run(): Promise<Figure[]> {
  ensureSandboxBuilt();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bondkit-concurrency-bench-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = startSandbox(port, dataDir);
  try {
    await firstSuccess(`${origin}/api/market/`, child);
    const investor = await httpSignIn(origin, 'investor');
    const me = `${origin}/api/customers/me/`;
    // the loop's own warm-up: its first answers pay for the route's first compile
    await latenciesDuring(me, investor.headers, async () => {
      for (let i = 0; i < 20; i++) await (await fetch(me, { headers: investor.headers })).arrayBuffer();
    });

    let longHistory: Awaited<ReturnType<typeof httpSignIn>> | undefined;
    const signIn = await latenciesDuring(me, investor.headers, async () => {
      longHistory = await httpSignIn(origin, 'long-history');
    });
    console.log(describe('first sign-in of the long-history persona', signIn));
    if (!longHistory) throw new Error('the long-history persona did not sign in');
    const headers = longHistory.headers;

    const accounts = (await (
      await fetch(`${origin}/api/customers/me/investment-accounts/`, { headers })
    ).json()) as {
      id: number;
    }[];
    const account = accounts[0];
    if (!account) throw new Error('the long-history persona has no account');
    const today = TEST_NOW.slice(0, 10);
    const tenYearsBefore = addYears(today, -REPORT_PERIOD_MAX_YEARS);
    const statement = {
      report_name: 'account_statement',
      report_type: 'pdf',
      investment_account_id: account.id,
      currency: 'GBP',
      from_date: tenYearsBefore,
      to_date: today,
    };
    await buildReport(origin, headers, {
      ...statement,
      from_date: addYears(today, -1),
    });
    const report = await latenciesDuring(me, investor.headers, () => buildReport(origin, headers, statement));
    console.log(describe(`account statement ${tenYearsBefore} – ${today} (PDF)`, report));

    return [
      {
        name: 'concurrent-get-under-report',
        value: Number(p99(report.samples).toFixed(1)),
        unit: 'ms',
        target: TARGET_MS,
        better: 'lower',
      },
      {
        name: 'concurrent-get-under-first-sign-in',
        value: Number(p99(signIn.samples).toFixed(1)),
        unit: 'ms',
        target: TARGET_MS,
        better: 'lower',
      },
    ];
  } finally {
    await stopProcess(child);
    await rm(dataDir, { recursive: true, force: true });
  }
}
