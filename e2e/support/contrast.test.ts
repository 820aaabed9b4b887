import { describe, expect, it } from 'vitest';
import { type ContrastSample, contrastRatio, judgeContrast, type Rgba } from './contrast';

const hex = (value: string): Rgba => {
  const n = Number.parseInt(value.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255, 1];
};

/** A 13px semibold glyph (the Watch button's ☆) or text over the given layers, topmost first. */
const sample = (foreground: Rgba, ...layers: Rgba[][]): ContrastSample => ({
  foreground,
  layers: layers.map((colours, index) => ({ what: `layer ${index}`, colours })),
  fontSizePx: 13,
  fontWeight: 600,
});

describe('the contrast judgement of the nodes axe leaves incomplete', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio([0, 0, 0, 1], [255, 255, 255, 1])).toBeCloseTo(21, 5);
    expect(contrastRatio(hex('#777777'), [255, 255, 255, 1])).toBeCloseTo(4.48, 2);
  });

  it('passes the ☆ glyph in the theme’s text colour on a card, in both themes', () => {
    // the light and dark themes' text and surface (packages/widgets/src/theme/tokens.ts)
    expect(judgeContrast(sample(hex('#17202e'), [hex('#f6f8fb')]))).toEqual({ ok: true, why: '' });
    expect(judgeContrast(sample(hex('#e9eef6'), [hex('#18202e')])).ok).toBe(true);
  });

  it('fails a glyph below AA, naming its ratio and colours', () => {
    // #aaaaaa on white: 2.32:1
    const verdict = judgeContrast(sample(hex('#aaaaaa'), [hex('#ffffff')]));
    expect(verdict.ok).toBe(false);
    expect(verdict.why).toMatch(
      /^contrast 2\.3\d:1, needs 4\.5:1: rgb\(170, 170, 170\) on rgb\(255, 255, 255\)/,
    );
  });

  it('judges large text against 3:1 and normal text against 4.5:1', () => {
    // #949494 on white: 3.03:1
    const grey = hex('#949494');
    const large = { ...sample(grey, [hex('#ffffff')]), fontSizePx: 24, fontWeight: 400 };
    const largeBold = { ...sample(grey, [hex('#ffffff')]), fontSizePx: 18.66, fontWeight: 700 };
    expect(judgeContrast(large).ok).toBe(true);
    expect(judgeContrast(largeBold).ok).toBe(true);
    expect(judgeContrast({ ...largeBold, fontWeight: 600 }).ok).toBe(false);
  });

  it('composites translucent text and backgrounds down to the white canvas', () => {
    // black at 40% on nothing at all: grey on white, 3.3:1 or so
    expect(judgeContrast(sample([0, 0, 0, 0.4])).ok).toBe(false);
    // dark text on a translucent dark layer over a white card: the layer darkens the backdrop
    expect(judgeContrast(sample(hex('#17202e'), [[0, 0, 0, 0.6]], [hex('#ffffff')])).ok).toBe(false);
    expect(judgeContrast(sample(hex('#17202e'), [[0, 0, 0, 0.05]], [hex('#ffffff')])).ok).toBe(true);
  });

  it('takes the worst stop of a gradient and the worst of a layer that may or may not be there', () => {
    const white = hex('#ffffff');
    // a gradient from white to the text's own blue: the blue end fails
    const verdict = judgeContrast(sample(hex('#0a58a8'), [white, hex('#0a58a8')]));
    expect(verdict.ok).toBe(false);
    expect(verdict.why).toContain('over layer 0');
    // an overlapping SVG bar (maybe behind the text, maybe not) in a colour close to the text's
    expect(judgeContrast(sample(hex('#4a5668'), [[0, 0, 0, 0], hex('#76839a')], [white])).ok).toBe(false);
    expect(judgeContrast(sample(hex('#4a5668'), [[0, 0, 0, 0], hex('#e9edf3')], [white])).ok).toBe(true);
  });

  it('fails what it cannot judge', () => {
    const unjudgeable = { ...sample(hex('#000000')), unjudgeable: 'text over a background image (div.hero)' };
    expect(judgeContrast(unjudgeable)).toEqual({
      ok: false,
      why: 'cannot be judged: text over a background image (div.hero)',
    });
    expect(judgeContrast(sample([0, 0, 0, 0], [hex('#ffffff')])).ok).toBe(false);
    // too many combinations of gradient stops to try
    const stops = Array.from({ length: 9 }, (_, i): Rgba => [i * 20, 0, 0, 1]);
    const verdict = judgeContrast(sample(hex('#000000'), stops, stops, stops));
    expect(verdict).toEqual({ ok: false, why: 'cannot be judged: over 512 possible backgrounds' });
  });
});
