import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, ContextObject, RunOptions } from 'axe-core';

type AxeNode = AxeResults['incomplete'][number]['nodes'][number];

/**
 * axe-core itself, put into the page and run there (`axe.run`). @axe-core/playwright's builder cost 4–6 s a scan
 * even on an empty page with both cores busy (it opens a blank page to finish every run), 10–20 times axe's
 * own time on most of these pages.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Repeats of one component that the scan leaves out, since the first of them stand for the rest and axe's time
 * grows with the nodes it looks at: the market's card rows after the first two (every category row is the one
 * card-row component; the standard market has over 20 rows and 200 cards, which took axe over a minute on a
 * busy 2-core machine), on a page and inside `bk-market-table`'s shadow root.
 */
const CONTEXT: ContextObject = {
  exclude: [
    '.bk-card-row:nth-of-type(n+3)',
    { fromShadowDom: ['bk-market-table', '.bk-card-row:nth-of-type(n+3)'] },
  ],
};

/**
 * What a scan checks: every rule, or only the rules a theme's colours decide — for a page whose other theme
 * the same test scans in full (the dark theme changes colours only: its CSS is the light theme's custom
 * properties with other values).
 */
export type AxeScope = 'all' | 'colours';

const RUN_OPTIONS: Record<AxeScope, RunOptions> = {
  all: {
    runOnly: {
      type: 'tag',
      values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
    },
    // the passes are not reported: their nodes need not be serialised
    resultTypes: ['violations', 'incomplete'],
  },
  colours: {
    runOnly: { type: 'rule', values: ['color-contrast', 'link-in-text-block'] },
    resultTypes: ['violations', 'incomplete'],
  },
};

/** The scope of a page's scan in a theme: in full in the light theme, its colours in the dark one. */
export const themeScope = (theme: 'light' | 'dark'): AxeScope => (theme === 'light' ? 'all' : 'colours');

type AxeInPage = { axe: { run(context: unknown, options: unknown): Promise<AxeResults> } };

async function runAxe(page: Page, scope: AxeScope): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // the context and options go as plain JSON (axe's own types are too deep for Playwright's argument type)
  const results = await page.evaluate(
    ([context, options]) => (window as unknown as AxeInPage).axe.run(context, options),
    [CONTEXT, RUN_OPTIONS[scope]] as [unknown, unknown],
  );
  return results as AxeResults;
}

/**
 * Runs axe-core (WCAG 2.1 A/AA and best practices) on the page and fails with a readable list.
 *
 * Colour contrast that axe could not decide ('incomplete', e.g. text over a background it cannot see through)
 * fails too, unless this file verifies it: see {@link undecidedContrast}. Without this rule, blue text on a
 * blue button passed the gate because axe only called it 'incomplete'.
 */
export async function expectNoAxeViolations(
  page: Page,
  where: string,
  scope: AxeScope = 'all',
): Promise<void> {
  const scan = () => runAxe(page, scope);
  let results = await scan();
  let undecided = await undecidedContrast(page, results);
  // a node gone by the time it is measured (a toast that faded during the scan): scan the page as it is now
  if (undecided.some((line) => line.includes(NOT_FOUND))) {
    results = await scan();
    undecided = await undecidedContrast(page, results);
  }
  const report = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')} — ${node.failureSummary?.split('\n').join(' ')}`)
        .join('\n')}`,
  );
  if (undecided.length > 0)
    report.push(
      `color-contrast (incomplete, not verifiable as sufficient):\n${undecided
        .slice(0, 8)
        .map((line) => `    ${line}`)
        .join('\n')}`,
    );
  expect(report, `axe violations on ${where}`).toEqual([]);
}

/**
 * The 'incomplete' colour-contrast nodes that are not verifiably fine. A node is verified when the colours
 * behind its text are plain: walking up from the element (across shadow roots) to the first opaque background,
 * no layer has a background image or gradient. Its text colour composited on those layers must then reach
 * WCAG 1.4.3's ratio (4.5:1; 3:1 for large text: 24px, or 18.66px bold). Every other incomplete node fails,
 * described with axe's reason.
 */
async function undecidedContrast(page: Page, results: AxeResults): Promise<string[]> {
  const nodes: AxeNode[] = results.incomplete
    .filter((result) => result.id === 'color-contrast')
    .flatMap((result) => result.nodes);
  if (nodes.length === 0) return [];
  const checks = await page.evaluate(
    measureContrast,
    nodes.map((node) => node.target as unknown as Target),
  );
  return checks.flatMap((check, index) => {
    const node = nodes[index]!;
    if (check.ok) return [];
    const reason = node.any[0]?.message ?? '';
    return [`${node.target.join(' ')} — ${check.why}${reason ? ` (axe: ${reason})` : ''}`];
  });
}

type Target = (string | string[])[];

const NOT_FOUND = 'element not found again';

/** In the page: each target's contrast against its plain-colour background (self-contained: it is serialised). */
function measureContrast(targets: Target[]): { ok: boolean; why: string }[] {
  const canvas = document.createElement('canvas');
  canvas.width = 1;
  canvas.height = 1;
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  /** Any CSS colour as sRGB 0–255 and alpha 0–1 (the canvas resolves every syntax the page uses). */
  const rgba = (color: string): [number, number, number, number] => {
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = '#000';
    context.fillStyle = color;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
    if (a === 0) return [0, 0, 0, 0];
    // the canvas stores premultiplied colour: undo it
    return [(r! * 255) / a!, (g! * 255) / a!, (b! * 255) / a!, a! / 255];
  };
  const over = (top: number[], bottom: number[]): [number, number, number, number] => {
    const a = top[3]! + bottom[3]! * (1 - top[3]!);
    if (a === 0) return [0, 0, 0, 0];
    const mix = (i: number) => (top[i]! * top[3]! + bottom[i]! * bottom[3]! * (1 - top[3]!)) / a;
    return [mix(0), mix(1), mix(2), a];
  };
  const luminance = ([r, g, b]: number[]) => {
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
  };
  const find = (target: Target): Element | null => {
    const path = target[target.length - 1];
    const selectors = Array.isArray(path) ? path : [path!];
    let scope: Document | ShadowRoot | null = document;
    let element: Element | null = null;
    for (const selector of selectors) {
      element = scope?.querySelector(selector) ?? null;
      scope = element?.shadowRoot ?? null;
    }
    return element;
  };
  const parentOf = (element: Element): Element | null => {
    if (element.parentElement) return element.parentElement;
    const root = element.getRootNode();
    return root instanceof ShadowRoot ? root.host : null;
  };
  return targets.map((target) => {
    const element = find(target);
    if (!element) return { ok: false, why: 'element not found again' }; // NOT_FOUND (this function is serialised)
    const style = getComputedStyle(element);
    const layers: number[][] = [];
    for (let at: Element | null = element; at; at = parentOf(at)) {
      const layer = getComputedStyle(at);
      if (layer.backgroundImage !== 'none') return { ok: false, why: 'text over a background image' };
      const colour = rgba(layer.backgroundColor);
      if (colour[3] > 0) layers.push(colour);
      if (colour[3] === 1) break;
    }
    // below every layer: the canvas (white, as the browser paints an unset page)
    let background: number[] = [255, 255, 255, 1];
    for (const layer of layers.reverse()) background = over(layer, background);
    const text = over(rgba(style.color), background);
    const [light, dark] = [luminance(text), luminance(background)].sort((a, b) => b - a);
    const ratio = (light! + 0.05) / (dark! + 0.05);
    const size = Number.parseFloat(style.fontSize);
    const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
    const needed = large ? 3 : 4.5;
    return ratio >= needed
      ? { ok: true, why: '' }
      : {
          ok: false,
          why: `contrast ${ratio.toFixed(2)}:1, needs ${needed}:1 (${style.color} on rgb(${background.slice(0, 3).map(Math.round).join(', ')}))`,
        };
  });
}
