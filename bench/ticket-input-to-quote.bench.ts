/**
 * `ticket-input-to-quote`: the trade ticket in Chromium — from the last keystroke of a typed amount to the new
 * quote shown, the ticket's 500 ms quote debounce included (median of the runs, target ≤ 600 ms).
 *
 * The stack is the real one, built (see `support/stack.ts`'s `withSignedInDemoHost`): the sandbox, its clock
 * pinned to a Monday morning with the market open, and the demo host's production build proxying /api and
 * /sandbox to it. The investor signs in, opens /trade/ for an open bond and retypes the amount.
 *
 * Measuring, in the page: the last keystroke's time comes from a capturing keydown listener; "shown" is the
 * first animation frame after the DOM commit that set the quote region's `data-bk-quote-status` back to
 * `ready` (the figures of the new quote are in that commit).
 */
import { plainGbpBond } from '@bondkit/sandbox/testing';
import type { MarketProduct } from '@bondkit/sdk-core';
import type { Page } from 'playwright-core';
import type { Figure } from './run';
import { withSignedInDemoHost } from './support/stack';
import { median } from './support/stats';

const RUNS = 10;
// ── Builds ────────────────────────────────────────────────────────────────────────────────────────

// ── Measuring ─────────────────────────────────────────────────────────────────────────────────────

declare global {
  interface Window {
    __bkTicketBench?: { arm(): void; result: { keystroke: number; shown: number } | null };
  }
}

/**
 * Installed before the app. After `arm()`, every keydown moves the "last keystroke" time; the first commit
 * that sets `data-bk-quote-status` to `ready` after a keystroke is the new quote in the DOM, and the next
 * animation frame is when it reaches the screen. Plain JavaScript in a string (no compiled helpers).
 */
const PROBE_SCRIPT = `(() => {
  let armed = null;
  const probe = {
    result: null,
    arm() { probe.result = null; armed = { keystroke: Number.NaN }; },
  };
  window.__bkTicketBench = probe;
  document.addEventListener('keydown', () => { if (armed) armed.keystroke = performance.now(); }, true);
  const observer = new MutationObserver(() => {
    if (!armed || Number.isNaN(armed.keystroke)) return;
    const region = document.querySelector('[data-bk-quote-status]');
    if (!region || region.getAttribute('data-bk-quote-status') !== 'ready') return;
    const committed = performance.now();
    const keystroke = armed.keystroke;
    armed = null;
    requestAnimationFrame(() => {
      probe.result = { keystroke, shown: Math.max(performance.now(), committed) };
    });
  });
  observer.observe(document, {
    subtree: true, attributes: true, attributeFilter: ['data-bk-quote-status'],
  });
})();`;

const ready = (page: Page) =>
  page.waitForSelector('[data-bk-quote-status="ready"]', { state: 'attached', timeout: 30_000 });

async function measureOnce(page: Page, amount: string): Promise<number> {
  const input = page.getByLabel('Amount to invest');
  await ready(page);
  await page.evaluate(() => window.__bkTicketBench?.arm());
  await input.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(amount);
  await page.waitForFunction(() => window.__bkTicketBench?.result != null, undefined, { timeout: 30_000 });
  const result = await page.evaluate(() => window.__bkTicketBench?.result);
  if (!result) throw new Error('no measurement');
  return result.shown - result.keystroke;
}

export default async function run(): Promise<Figure[]> {
  return withSignedInDemoHost(PROBE_SCRIPT, async (context) => {
    const products = (await (await context.request.get('/api/products/')).json()) as MarketProduct[];
    const product = products.find(plainGbpBond(5_000));
    if (!product) throw new Error('no open GBP bond in the sandbox seed');

    const page = await context.newPage();
    await page.goto(`/trade/?productId=${product.product_id}&tradeType=buy`);
    await page.getByLabel('Amount to invest').waitFor({ timeout: 30_000 });
    // one warm-up run (JIT, first layout), then the measured runs, each with a new amount
    await measureOnce(page, '1999');
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i++) samples.push(await measureOnce(page, String(1000 + 37 * (i + 1))));
    return [
      {
        name: 'ticket-input-to-quote',
        value: Math.round(median(samples)),
        unit: 'ms',
        target: 600,
        better: 'lower',
      },
    ];
  });
}
