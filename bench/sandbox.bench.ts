/**
 * Sandbox figures:
 * - `sandbox-products-p99`: p99 latency of GET /api/products/ with the market page's query, asked the way a browser
 *   asks (`Accept-Encoding: gzip, deflate, br`, so answered in brotli), 50 concurrent connections for 5 s
 *   (autocannon), against the built sandbox serving HTTP on a loopback port.
 * - `sandbox-cold-start`: seconds from starting `node apps/sandbox/dist/bin.js` on a copy of an initialised data
 *   folder to its first successful response (median of 5 starts).
 * The sandbox runs in its own process so the load generator does not share its event loop. For context the run
 * also prints the uncompressed list's latency and a plain node:http server answering the same bytes (what the
 * machine, the loopback and autocannon allow at best); both are printed, not figures.
 */
import { spawn } from 'node:child_process';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MARKET_QUERY as MARKET_PAGE_QUERY } from '@bondkit/sandbox/testing';
import autocannon from 'autocannon';
import type { Figure } from './run';
import { freePort, stopProcess } from './support/process';
import { ensureSandboxBuilt, firstSuccess, startSandbox } from './support/sandbox-process';
import { median } from './support/stats';

const MARKET_QUERY = `/api/products/?${MARKET_PAGE_QUERY}`;

const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

function load(
  url: string,
  durationSeconds: number,
  headers: Record<string, string> = {},
): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 50, duration: durationSeconds, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const describeRun = (result: autocannon.Result) =>
  `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`;

/** A plain node:http server answering `file`'s bytes to every request, under the same load. */
async function logBaseline(file: string): Promise<void> {
  const port = await freePort();
  const script =
    `const body = require('node:fs').readFileSync(${JSON.stringify(file)});` +
    `require('node:http').createServer((q, s) => { s.writeHead(200, { 'content-type': 'application/json', ` +
    `'content-length': body.length }); s.end(body); }).listen(${port}, '127.0.0.1');`;
  const child = spawn(process.execPath, ['-e', script], { stdio: 'ignore' });
  try {
    const url = `http://127.0.0.1:${port}/`;
    await firstSuccess(url, child);
    await load(url, 1);
    console.log(
      `  baseline, plain node:http with the same uncompressed bytes: ${describeRun(await load(url, 5))}`,
    );
  } finally {
    await stopProcess(child);
  }
}

export default async function run(): Promise<Figure[]> {
  ensureSandboxBuilt();
  const work = await mkdtemp(path.join(os.tmpdir(), 'bondkit-sandbox-bench-'));
  try {
    // an initialised, seeded data folder to copy for every start
    const template = path.join(work, 'template');
    {
      const port = await freePort();
      const child = startSandbox(port, template);
      await firstSuccess(`http://127.0.0.1:${port}/api/market/`, child);
      await stopProcess(child);
    }

    const coldStarts: number[] = [];
    for (let i = 0; i < 5; i++) {
      const dataDir = path.join(work, `cold-${i}`);
      await cp(template, dataDir, { recursive: true });
      const port = await freePort();
      const started = performance.now();
      const child = startSandbox(port, dataDir);
      try {
        const answered = await firstSuccess(`http://127.0.0.1:${port}/api/market/`, child);
        coldStarts.push((answered - started) / 1000);
      } finally {
        await stopProcess(child);
      }
    }

    const dataDir = path.join(work, 'load');
    await cp(template, dataDir, { recursive: true });
    const port = await freePort();
    const child = startSandbox(port, dataDir);
    let p99: number;
    const listFile = path.join(work, 'list.json');
    try {
      const url = `http://127.0.0.1:${port}${MARKET_QUERY}`;
      await firstSuccess(url, child);
      await writeFile(
        listFile,
        new Uint8Array(
          await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
        ),
      );
      await load(url, 1, BROWSER_HEADERS); // warm-up
      const result = await load(url, 5, BROWSER_HEADERS);
      if (result.non2xx > 0 || result.errors > 0) {
        throw new Error(
          `products list under load: ${result.non2xx} non-2xx answers, ${result.errors} errors`,
        );
      }
      p99 = result.latency.p99;
      console.log(`  products list (brotli, as browsers ask): ${describeRun(result)}`);
      console.log(`  products list uncompressed: ${describeRun(await load(url, 5))}`);
    } finally {
      await stopProcess(child);
    }
    console.log(`  cold starts: ${coldStarts.map((s) => s.toFixed(2)).join(', ')} s`);
    await logBaseline(listFile);

    return [
      { name: 'sandbox-products-p99', value: p99, unit: 'ms', target: 30, better: 'lower' },
      {
        name: 'sandbox-cold-start',
        value: Number(median(coldStarts).toFixed(3)),
        unit: 's',
        target: 1,
        better: 'lower',
      },
    ];
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
