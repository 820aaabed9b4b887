/**
 * `dashboard-first-data`: the signed-in dashboard in Chromium — from the start of the page's navigation to
 * /dashboard/ until the portfolio figures are shown (the summary's first account with its figures), median of
 * the runs, target ≤ 800 ms (issue 18). The stack is the real one, built (see `support/stack.ts`); the
 * investor signs in through the API first.
 *
 * Each run also checks the page's API requests for a waterfall: a request's depth is one more than the deepest
 * API request that had finished when it started. The dashboard may wait for the session only (depth 2: the
 * session, then the summary's calls side by side), and so may the portfolio page opened from it (depth 1: its
 * calls side by side, the session already known); a deeper chain fails the bench.
 *
 * "Shown" is the first animation frame after the DOM commit that put a figure of the summary (the portfolio
 * page) in the document.
 */
import type { Page, Request } from 'playwright-core';
import type { Figure } from './run';
import { withSignedInDemoHost } from './support/stack';
import { median } from './support/stats';

const RUNS = 7;
/** The deepest chain of API requests a page may make (001 §9's budget: the session, then the data). */
const MAX_DEPTH = 2;

declare global {
  interface Window {
    __bkDashboardBench?: { shownAt: number | null; arm(selector: string): void };
  }
}

/** Installed before the app: the time (since navigation start) the first element matching the armed selector was shown. */
const PROBE_SCRIPT = `(() => {
  let selector = '[data-testid="bk-portfolio-account"] [data-testid="bk-portfolio-figure"]';
  const probe = { shownAt: null, arm(next) { selector = next; probe.shownAt = null; } };
  window.__bkDashboardBench = probe;
  const observer = new MutationObserver(() => {
    if (probe.shownAt !== null || !document.querySelector(selector)) return;
    const committed = performance.now();
    probe.shownAt = -1;
    requestAnimationFrame(() => { probe.shownAt = Math.max(performance.now(), committed); });
  });
  observer.observe(document, { subtree: true, childList: true });
})();`;

/** The API requests of a page from now on, with when they started and finished. */
function recordApi(page: Page): { done(): number } {
  const spans = new Map<Request, { start: number; end: number }>();
  const onRequest = (request: Request) => {
    if (new URL(request.url()).pathname.startsWith('/api/'))
      spans.set(request, { start: performance.now(), end: Number.POSITIVE_INFINITY });
  };
  const onFinished = (request: Request) => {
    const span = spans.get(request);
    if (span) span.end = performance.now();
  };
  page.on('request', onRequest);
  page.on('requestfinished', onFinished);
  page.on('requestfailed', onFinished);
  return {
    /** stops recording; answers the depth of the deepest chain */
    done() {
      page.off('request', onRequest);
      page.off('requestfinished', onFinished);
      page.off('requestfailed', onFinished);
      return waterfallDepth([...spans.values()]);
    },
  };
}

/** The depth of the deepest chain: each request is one deeper than the deepest one finished before it started. */
export function waterfallDepth(spans: readonly { start: number; end: number }[]): number {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  const depth = new Map<(typeof sorted)[number], number>();
  for (const span of sorted) {
    let before = 0;
    for (const earlier of sorted) {
      if (earlier === span) break;
      if (earlier.end <= span.start) before = Math.max(before, depth.get(earlier) ?? 0);
    }
    depth.set(span, before + 1);
  }
  return Math.max(0, ...depth.values());
}

async function shownAt(page: Page): Promise<number> {
  await page.waitForFunction(() => (window.__bkDashboardBench?.shownAt ?? -1) > 0, undefined, {
    timeout: 30_000,
  });
  return (await page.evaluate(() => window.__bkDashboardBench?.shownAt)) as number;
}

async function measureOnce(page: Page): Promise<number> {
  const dashboardCalls = recordApi(page);
  await page.goto('/dashboard/', { waitUntil: 'commit' });
  const shown = await shownAt(page);
  await page.waitForLoadState('networkidle');
  const dashboardDepth = dashboardCalls.done();
  if (dashboardDepth > MAX_DEPTH)
    throw new Error(`the dashboard's API requests chain ${dashboardDepth} deep (at most ${MAX_DEPTH})`);

  // the portfolio page opened from it: its calls side by side (the session is known)
  const portfolioCalls = recordApi(page);
  await page.evaluate(() =>
    window.__bkDashboardBench?.arm('[role="tabpanel"] [data-testid="bk-portfolio-figure"]'),
  );
  await page
    .getByRole('link', { name: /^View .* in GBP$/ })
    .first()
    .click();
  await shownAt(page);
  await page.waitForLoadState('networkidle');
  const portfolioDepth = portfolioCalls.done();
  if (portfolioDepth > 1)
    throw new Error(`the portfolio page's API requests chain ${portfolioDepth} deep (at most 1)`);
  return shown;
}

export default async function run(): Promise<Figure[]> {
  return withSignedInDemoHost(PROBE_SCRIPT, async (context) => {
    const page = await context.newPage();
    // one warm-up run (the sandbox's first queries, JIT, the page's chunks in the cache), then the measured runs
    await measureOnce(page);
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i++) samples.push(await measureOnce(page));
    console.log(`  dashboard first data: ${samples.map((s) => Math.round(s)).join(', ')} ms`);
    return [
      {
        name: 'dashboard-first-data',
        value: Math.round(median(samples)),
        unit: 'ms',
        target: 800,
        better: 'lower',
      },
    ];
  });
}
