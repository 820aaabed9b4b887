import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, ContextObject, RunOptions } from 'axe-core';
import { type ContrastSample, judgeContrast, type Layer } from './contrast';

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
 * The 'incomplete' colour-contrast nodes that are not verifiably fine: axe leaves a node 'incomplete' when it
 * cannot tell the colours behind its text — a glyph such as the Watch button's ☆ ('non-text characters'), text
 * clipped by a scroll container (a tab list that scrolls sideways on a phone: 'partially obscured'), SVG text
 * over shapes ('overlap', 'image node'). The page measures each such node ({@link measureContrast}) and
 * support/contrast.ts judges it: the text's paint (an SVG text's fill) over every backdrop its layers can make
 * must reach WCAG 1.4.3's ratio (4.5:1; 3:1 for large text). A node that cannot be judged (a background image,
 * a paint server) fails, described with axe's reason.
 */
async function undecidedContrast(page: Page, results: AxeResults): Promise<string[]> {
  const nodes = incompleteContrast(results);
  if (nodes.length === 0) return [];
  const samples = await page.evaluate(
    measureContrast,
    nodes.map((node) => node.target as unknown as Target),
  );
  return samples.flatMap((sample, index) => {
    const node = nodes[index]!;
    const verdict = sample ? judgeContrast(sample) : { ok: false, why: NOT_FOUND };
    if (verdict.ok) return [];
    const reason = node.any[0]?.message ?? '';
    return [`${node.target.join(' ')} — ${verdict.why}${reason ? ` (axe: ${reason})` : ''}`];
  });
}

/** The colour-contrast nodes axe could not decide. */
const incompleteContrast = (results: AxeResults): AxeNode[] =>
  results.incomplete.filter((result) => result.id === 'color-contrast').flatMap((result) => result.nodes);

type Target = (string | string[])[];

const NOT_FOUND = 'element not found again';

/**
 * In the page: what support/contrast.ts judges of each target, or null when it is gone (self-contained: it is
 * serialised).
 *
 * - The text's paint: its colour (`-webkit-text-fill-color` when set), an SVG text's `fill` and `fill-opacity`;
 *   times the opacity of the elements up to its backdrop.
 * - Its layers, walking up from the element (across shadow roots) to the first opaque background: each
 *   element's background colour; a background gradient as all its stops (and no stop: it may not cover the
 *   text's place); a `::before`/`::after` with a background as a layer that may or may not be there. A
 *   background image (url) cannot be judged.
 * - Whatever the browser hits at the text's place (the centre of each of its line boxes in the window), above
 *   that opaque background, that is none of those elements nor inside the text: an element laid over or under
 *   it, an SVG shape's fill and stroke (not a stroke thinner than a quarter of the text's size: a line through a
 *   label) — a layer that may or may not be behind the text, on top of the rest.
 * - Its size as drawn: an SVG text's font size times its scale on the screen.
 */
function measureContrast(targets: Target[]): (ContrastSample | null)[] {
  type Colour = [number, number, number, number];
  const canvas = document.createElement('canvas');
  canvas.width = 1;
  canvas.height = 1;
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  const NONE: Colour = [0, 0, 0, 0];
  /** Any CSS colour as sRGB 0–255 and alpha 0–1 (the canvas resolves every syntax the page uses). */
  const rgba = (color: string, alpha = 1): Colour => {
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = '#000';
    context.fillStyle = color;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
    if (a === 0) return NONE;
    // the canvas stores premultiplied colour: undo it
    return [(r! * 255) / a!, (g! * 255) / a!, (b! * 255) / a!, (a! / 255) * alpha];
  };
  const nameOf = (element: Element) =>
    `${element.localName}${element.classList[0] ? `.${element.classList[0]}` : ''}`;
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
  class Unjudgeable extends Error {}
  /** A background image's colours: a gradient's stops; an image cannot be judged. */
  const stops = (image: string, what: string): Colour[] => {
    if (/url\(|image-set\(|element\(|paint\(/i.test(image))
      throw new Unjudgeable(`text over a background image (${what})`);
    const colours =
      image.match(
        /(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\([^()]*\)|#[0-9a-f]{3,8}\b|\btransparent\b/gi,
      ) ?? [];
    if (colours.length === 0) throw new Unjudgeable(`a background it cannot read (${what}: ${image})`);
    return colours.map((colour) => rgba(colour));
  };
  /** An SVG paint (fill, stroke) as a colour; a paint server cannot be judged. */
  const paint = (value: string, opacity: number, what: string): Colour | null => {
    if (value === 'none') return null;
    if (/url\(/i.test(value)) throw new Unjudgeable(`painted with an SVG paint server (${what}: ${value})`);
    return rgba(value, opacity);
  };
  /** The layers an element of the chain paints behind its content, topmost first. */
  const ownLayers = (element: Element): { layers: Layer[]; opaque: boolean } => {
    // an SVG element inside an <svg> paints no CSS background
    if (element instanceof SVGElement && element.ownerSVGElement) return { layers: [], opaque: false };
    const style = getComputedStyle(element);
    const layers: Layer[] = [];
    for (const pseudo of ['::before', '::after'] as const) {
      const box = getComputedStyle(element, pseudo);
      if (box.content === 'none' || box.content === 'normal') continue;
      const colours: Colour[] = [];
      if (box.backgroundImage !== 'none')
        colours.push(...stops(box.backgroundImage, nameOf(element) + pseudo));
      const colour = rgba(box.backgroundColor);
      if (colour[3] > 0) colours.push(colour);
      if (colours.length > 0) layers.push({ what: nameOf(element) + pseudo, colours: [NONE, ...colours] });
    }
    if (style.backgroundImage !== 'none')
      layers.push({
        what: nameOf(element),
        colours: [NONE, ...stops(style.backgroundImage, nameOf(element))],
      });
    const colour = rgba(style.backgroundColor);
    if (colour[3] > 0) layers.push({ what: nameOf(element), colours: [colour] });
    return { layers, opaque: colour[3] === 1 };
  };
  /**
   * What an element hit at the text's place may paint behind it: its background, an SVG shape's fill and its
   * stroke — but a stroke thinner than a quarter of the text's size (an edge, an axis or grid line crossing a
   * label) is a line through the text, not a background behind it.
   */
  const overlapColours = (element: Element, fontSizePx: number): Colour[] => {
    const style = getComputedStyle(element);
    const opacity = Number(style.opacity);
    if (element instanceof SVGElement && element.ownerSVGElement) {
      if (!(element instanceof SVGGeometryElement)) return [];
      const colours: Colour[] = [];
      const fill = paint(style.fill, Number(style.fillOpacity) * opacity, nameOf(element));
      if (fill) colours.push(fill);
      const matrix = element.getScreenCTM();
      const strokePx = Number.parseFloat(style.strokeWidth) * (matrix ? Math.hypot(matrix.a, matrix.b) : 1);
      if (strokePx >= fontSizePx / 4) {
        const stroke = paint(style.stroke, Number(style.strokeOpacity) * opacity, nameOf(element));
        if (stroke) colours.push(stroke);
      }
      return colours;
    }
    const colours = ownLayers(element).layers.flatMap((layer) => layer.colours);
    return colours.map((c): Colour => [c[0], c[1], c[2], c[3] * opacity]);
  };
  const centres = (element: Element): [number, number][] => {
    let rects: DOMRect[];
    if (element instanceof SVGElement) rects = [element.getBoundingClientRect()];
    else {
      const range = document.createRange();
      range.selectNodeContents(element);
      rects = [...range.getClientRects()];
    }
    return rects
      .map((rect) => {
        const left = Math.max(rect.left, 0);
        const right = Math.min(rect.right, window.innerWidth);
        const top = Math.max(rect.top, 0);
        const bottom = Math.min(rect.bottom, window.innerHeight);
        return right > left && bottom > top
          ? ([(left + right) / 2, (top + bottom) / 2] as [number, number])
          : null;
      })
      .filter((point): point is [number, number] => point !== null)
      .slice(0, 4);
  };
  const measure = (element: Element): ContrastSample => {
    const style = getComputedStyle(element);
    const svgText = element instanceof SVGElement;
    let foreground: Colour;
    if (svgText) {
      const fill = paint(style.fill, Number(style.fillOpacity), nameOf(element));
      if (!fill) throw new Unjudgeable('SVG text without a fill');
      foreground = fill;
    } else {
      foreground = rgba(style.getPropertyValue('-webkit-text-fill-color') || style.color);
    }
    const layers: Layer[] = [];
    const ancestors = new Set<Element>();
    let opacity = 1;
    let backdrop: Element | null = null;
    for (let at: Element | null = element; at; at = parentOf(at)) {
      ancestors.add(at);
      if (backdrop) continue;
      const own = ownLayers(at);
      layers.push(...own.layers);
      if (own.opaque) backdrop = at;
      else opacity *= Number(getComputedStyle(at).opacity);
    }
    let fontSizePx = Number.parseFloat(style.fontSize);
    if (svgText) {
      const matrix = (element as SVGGraphicsElement).getScreenCTM();
      if (matrix) fontSizePx *= Math.hypot(matrix.a, matrix.b);
    }
    const overlaps = new Map<Element, Layer>();
    const root = element.getRootNode() as Document | ShadowRoot;
    for (const [x, y] of centres(element)) {
      for (const hit of root.elementsFromPoint(x, y)) {
        // what lies under the opaque backdrop is hidden by it
        if (hit === backdrop) break;
        if (ancestors.has(hit) || element.contains(hit) || overlaps.has(hit)) continue;
        const colours = overlapColours(hit, fontSizePx).filter((colour) => colour[3] > 0);
        if (colours.length > 0) overlaps.set(hit, { what: nameOf(hit), colours: [NONE, ...colours] });
      }
    }
    return {
      foreground: [foreground[0], foreground[1], foreground[2], foreground[3] * opacity],
      layers: [...overlaps.values(), ...layers],
      fontSizePx,
      fontWeight: Number(style.fontWeight),
    };
  };
  return targets.map((target) => {
    const element = find(target);
    if (!element) return null;
    try {
      return measure(element);
    } catch (error) {
      if (!(error instanceof Unjudgeable)) throw error;
      return { unjudgeable: error.message, foreground: NONE, layers: [], fontSizePx: 0, fontWeight: 0 };
    }
  });
}
