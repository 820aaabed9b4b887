import { describe, expect, it } from 'vitest';
import { type ColorTokens, darkColors, lightColors, themeDeclarations } from './tokens';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** text token → the backgrounds it is drawn on */
const pairs: [keyof ColorTokens, (keyof ColorTokens)[]][] = [
  ['text', ['bg', 'surface', 'surface-muted', 'info-bg', 'warning-bg', 'danger-bg', 'success-bg']],
  ['text-muted', ['bg', 'surface', 'surface-muted']],
  ['primary', ['bg', 'surface', 'surface-muted', 'info-bg']],
  ['primary-hover', ['bg', 'surface']],
  ['on-primary', ['primary', 'primary-hover']],
  ['danger', ['bg', 'surface']],
  ['success', ['bg', 'surface']],
  ['info-text', ['info-bg']],
  ['warning-text', ['warning-bg']],
  ['danger-text', ['danger-bg']],
  ['success-text', ['success-bg']],
];

describe.each([
  ['light', lightColors],
  ['dark', darkColors],
] as const)('%s theme', (name, colors) => {
  it.each(pairs)('%s meets WCAG AA (4.5:1) on its backgrounds', (text, backgrounds) => {
    for (const bg of backgrounds) {
      expect(contrast(colors[text], colors[bg]), `${text} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('strong borders (control outlines) reach 3:1 against the background', () => {
    expect(contrast(colors['border-strong'], colors.bg)).toBeGreaterThanOrEqual(3);
    expect(contrast(colors['border-strong'], colors.surface)).toBeGreaterThanOrEqual(3);
  });

  it('declares every token as a --bk-* custom property', () => {
    const css = themeDeclarations(name);
    expect(css).toContain(`--bk-color-text:${colors.text};`);
    expect(css).toContain('--bk-space-4:16px;');
    expect(css).toContain('--bk-radius-md:8px;');
    expect(css).toMatch(/--bk-font-family:/);
  });
});
