/**
 * The contrast judgement of the colour-contrast nodes axe leaves 'incomplete' (support/axe.ts): pure functions
 * over what the page measured (support/axe.ts `measureContrast`), so they can be tested without a browser
 * (contrast.test.ts).
 *
 * WCAG 2.x 1.4.3 (AA): 4.5:1 for normal text, 3:1 for large text (24px, or 18.66px — 14pt — bold).
 */

/** A colour as sRGB channels 0–255 and alpha 0–1. */
export type Rgba = readonly [number, number, number, number];

/**
 * One layer behind the text: the colours it may show at the text's place. One colour for a plain background;
 * every stop of a gradient (the text may sit over any of them); a transparent colour among them when the layer
 * may not be there at all (an overlapping element, a pseudo-element that covers part of its host).
 */
export type Layer = { what: string; colours: readonly Rgba[] };

/** What the page measured of one text node (or glyph, or SVG text). */
export interface ContrastSample {
  /** why the colours behind the text cannot be known (a background image, a paint server): a failure */
  unjudgeable?: string;
  /** the paint of the text: its computed colour, an SVG text's fill; its alpha includes opacity */
  foreground: Rgba;
  /** the layers behind the text, topmost first (below the last: the white canvas) */
  layers: readonly Layer[];
  /** the text's size as drawn, in CSS px (an SVG text's size times its scale) */
  fontSizePx: number;
  fontWeight: number;
}

/** The verdict on one node: `ok`, or why not in a line. */
export interface ContrastVerdict {
  ok: boolean;
  why: string;
}

/** The canvas under every page: white, as the browser paints an unset page. */
export const CANVAS: Rgba = [255, 255, 255, 1];

/** Colour combinations one node may be judged over at most (a gradient's stops times an overlap's). */
const MAX_BACKDROPS = 512;

/** `top` composited over `bottom` (source-over). */
export function over(top: Rgba, bottom: Rgba): Rgba {
  const a = top[3] + bottom[3] * (1 - top[3]);
  if (a === 0) return [0, 0, 0, 0];
  const mix = (i: 0 | 1 | 2) => (top[i] * top[3] + bottom[i] * bottom[3] * (1 - top[3])) / a;
  return [mix(0), mix(1), mix(2), a];
}

/** WCAG's relative luminance of an opaque colour. */
export function luminance([r, g, b]: Rgba): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG's contrast ratio of two opaque colours (1–21). */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Large text in WCAG's sense: at least 24px, or 18.66px (14pt) and bold. */
export function isLargeText(fontSizePx: number, fontWeight: number): boolean {
  return fontSizePx >= 24 || (fontSizePx >= 18.66 && fontWeight >= 700);
}

/** The ratio AA requires of text of this size and weight. */
export const requiredRatio = (fontSizePx: number, fontWeight: number): number =>
  isLargeText(fontSizePx, fontWeight) ? 3 : 4.5;

const css = (colour: Rgba) =>
  colour[3] === 1
    ? `rgb(${colour.slice(0, 3).map(Math.round).join(', ')})`
    : `rgba(${colour.slice(0, 3).map(Math.round).join(', ')}, ${Number(colour[3].toFixed(3))})`;

/** Every backdrop the layers can make: one colour chosen per layer, composited from the canvas up. */
function backdrops(layers: readonly Layer[]): { colour: Rgba; what: string[] }[] | null {
  let result: { colour: Rgba; what: string[] }[] = [{ colour: CANVAS, what: [] }];
  for (const layer of [...layers].reverse()) {
    if (layer.colours.length === 0) continue;
    if (result.length * layer.colours.length > MAX_BACKDROPS) return null;
    result = result.flatMap((below) =>
      layer.colours.map((colour) => ({
        colour: over(colour, below.colour),
        what: colour[3] > 0 ? [layer.what, ...below.what] : below.what,
      })),
    );
  }
  return result;
}

/**
 * Judges one node: the lowest ratio of its text's paint over every backdrop its layers can make must reach
 * AA. A node that cannot be judged fails, with the reason.
 */
export function judgeContrast(sample: ContrastSample): ContrastVerdict {
  if (sample.unjudgeable) return { ok: false, why: `cannot be judged: ${sample.unjudgeable}` };
  if (sample.foreground[3] === 0) return { ok: false, why: 'cannot be judged: the text is transparent' };
  const all = backdrops(sample.layers);
  if (!all) return { ok: false, why: `cannot be judged: over ${MAX_BACKDROPS} possible backgrounds` };
  const needed = requiredRatio(sample.fontSizePx, sample.fontWeight);
  let worst: { ratio: number; text: Rgba; backdrop: Rgba; what: string[] } | null = null;
  for (const backdrop of all) {
    const text = over(sample.foreground, backdrop.colour);
    const ratio = contrastRatio(text, backdrop.colour);
    if (!worst || ratio < worst.ratio)
      worst = { ratio, text, backdrop: backdrop.colour, what: backdrop.what };
  }
  if (!worst || worst.ratio >= needed) return { ok: true, why: '' };
  const where = worst.what.length > 0 ? ` (over ${worst.what.join(' on ')})` : '';
  return {
    ok: false,
    why: `contrast ${(Math.floor(worst.ratio * 100) / 100).toFixed(2)}:1, needs ${needed}:1: ${css(sample.foreground)} on ${css(worst.backdrop)}${where}`,
  };
}
