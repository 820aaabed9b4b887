/**
 * `first-load-<page>-react|lite`: what a page holding only some elements fetches before it has painted them —
 * the gzip bytes (level 9, as a server sends them) of every script Chromium requested, in KB. Unlike
 * `size-*` (the entry's static import graph read from disk) this is what a browser really loads: the
 * element's entry, its chunks, and whatever its first paint pulls in lazily (a part that is loaded when the
 * element comes into view counts; one loaded on a click does not). The pages:
 *
 * - `market-table`: `<bk-market-table>` alone;
 * - `trade-ticket`: `<bk-trade-ticket product-id>` alone;
 * - `market-and-ticket`: both, the partner's usual page;
 * - `peer-page`: `<bk-market-table>`, `<bk-trade-ticket>` and `<bk-portfolio>` — the peer's product list,
 *   order form and portfolio view — whose first load divided by the peer's whole bundle
 *   (`@brokerize/elements`, as in size.bench.ts) is `peer-ratio-react|lite`.
 *
 * Each page is served with the built bundles (dist/standalone, dist/lite; built when stale) on the origin
 * of the built sandbox (in-memory, its clock pinned), the investor signed in by cookie; the page is measured
 * once every element sent `bk-ready` and the network went quiet. `BENCH_DETAIL=1` also prints each page's
 * scripts with their gzip sizes.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import type { Figure } from './run';
import { peerKB } from './size.bench';
import { ensureBuilt, launchChromium, root } from './support/browser';
import { stopProcess } from './support/process';
import { ensureSandboxBuilt } from './support/sandbox-process';
import { proxyTo, signInInvestor, startSandbox } from './support/stack';

const elementsDist = path.join(root, 'packages/elements/dist');

/** The pages measured: their elements (tag, attributes) and budgets in KB gzip [React, lite]. */
const PAGES = {
  // the targets for the market table and the ticket
  'market-table': { tags: ['market-table'], budget: [120, 62] },
  'trade-ticket': { tags: ['trade-ticket'], budget: [126, 68] },
  // the partner's usual page: its own budget, as measured when this bench was written
  'market-and-ticket': { tags: ['market-table', 'trade-ticket'], budget: [152.5, 93.5] },
} as const;

/** The peer page's first load ÷ the peer's bundle, at most (the targets). */
const PEER_RATIO_TARGETS = { react: 0.55, lite: 0.35 } as const;
const PEER_PAGE = ['market-table', 'trade-ticket', 'portfolio'] as const;

const BUILDS = { react: 'standalone', lite: 'lite' } as const;

function pageHtml(build: string, tags: readonly string[], productId: number): string {
  const scripts = tags.map((tag) => `<script type="module" src="/${build}/${tag}.js"></script>`).join('\n');
  const elements = tags
    .map((tag) => {
      const extra = tag === 'trade-ticket' ? ` product-id="${productId}"` : '';
      return `<bk-${tag} api-base="/api"${extra}></bk-${tag}>`;
    })
    .join('\n');
  const ready = `<script>
    window.__bkReady = new Set();
    document.addEventListener('bk-ready', (event) => window.__bkReady.add(event.target.localName), true);
  </script>`;
  return `<!doctype html><html><head><meta charset="utf-8">${ready}${scripts}</head><body>${elements}</body></html>`;
}

/** Serves /page, the bundles under /standalone and /lite, and proxies /api and /sandbox to the sandbox. */
async function serve(sandboxUrl: string, productId: number) {
  const proxy = proxyTo(sandboxUrl);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://bench.local');
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/sandbox/')) {
      proxy(req, res, url.pathname);
      return;
    }
    if (url.pathname === '/page') {
      const build = url.searchParams.get('build') ?? 'standalone';
      const tags = (url.searchParams.get('tags') ?? '').split(',').filter(Boolean);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(pageHtml(build, tags, productId));
      return;
    }
    const file = path.join(elementsDist, path.normalize(decodeURIComponent(url.pathname)));
    if (!file.startsWith(elementsDist) || !file.endsWith('.js')) {
      res.writeHead(404);
      res.end();
      return;
    }
    readFile(file).then(
      (body) => {
        res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
        res.end(body);
      },
      () => {
        res.writeHead(404);
        res.end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** KB gzip of every script the page fetched until its elements were ready and the network was quiet. */
async function firstLoad(browser: Browser, baseURL: string, build: string, tags: readonly string[]) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  try {
    await signInInvestor(context);
    const page = await context.newPage();
    const scripts = new Map<string, Promise<number>>();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script' || scripts.has(response.url())) return;
      scripts.set(
        response.url(),
        response.body().then((body) => gzipSync(body, { level: 9 }).length),
      );
    });
    await page.goto(`/page?build=${build}&tags=${tags.join(',')}`);
    await page.waitForFunction(
      (count) => (window as unknown as { __bkReady: Set<string> }).__bkReady.size === count,
      tags.length,
    );
    await page.waitForLoadState('networkidle');
    const sizes = await Promise.all(scripts.values());
    if (process.env.BENCH_DETAIL) {
      const urls = [...scripts.keys()];
      console.log(`  ${build} ${tags.join('+')}:`);
      for (const [i, url] of urls.entries())
        console.log(`    ${(sizes[i]! / 1024).toFixed(1).padStart(7)} KB ${new URL(url).pathname}`);
    }
    const bytes = sizes.reduce((sum, size) => sum + size, 0);
    return Math.round((bytes / 1024) * 10) / 10;
  } finally {
    await context.close();
  }
}

export default async function run(): Promise<Figure[]> {
  ensureSandboxBuilt();
  ensureBuilt('@bondkit/elements', path.join(elementsDist, 'lite/all.js'), [
    'packages/elements/src',
    'packages/widgets/src',
    'packages/sdk-core/src',
  ]);
  const sandbox = await startSandbox();
  let server: Awaited<ReturnType<typeof serve>> | undefined;
  let browser: Browser | undefined;
  try {
    const market = (await (await fetch(`${sandbox.url}/api/products/`)).json()) as
      | { id: number }[]
      | { results: { id: number }[] };
    const products = Array.isArray(market) ? market : market.results;
    server = await serve(sandbox.url, products[0]!.id);
    browser = await launchChromium();
    const peer = peerKB();
    const figures: Figure[] = [];
    for (const [flavour, build] of Object.entries(BUILDS) as [keyof typeof BUILDS, string][]) {
      for (const [name, { tags, budget }] of Object.entries(PAGES)) {
        figures.push({
          name: `first-load-${name}-${flavour}`,
          value: await firstLoad(browser, server.url, build, tags),
          unit: 'KB',
          target: budget[flavour === 'react' ? 0 : 1],
          better: 'lower',
        });
      }
      const peerPage = await firstLoad(browser, server.url, build, PEER_PAGE);
      console.log(`  peer page (${flavour}): ${peerPage} KB of ${peer} KB`);
      figures.push({
        name: `peer-ratio-${flavour}`,
        value: Math.round((peerPage / peer) * 1000) / 1000,
        unit: 'ratio',
        target: PEER_RATIO_TARGETS[flavour],
        better: 'lower',
      });
    }
    return figures;
  } finally {
    await browser?.close();
    await server?.close();
    await stopProcess(sandbox.child, 5_000);
  }
}
