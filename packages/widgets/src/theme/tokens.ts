/**
 * Design tokens of bondkit, as CSS custom properties. Colours are chosen so every text colour meets
 * WCAG AA (4.5:1) on the backgrounds it is used on, in both themes (see tokens.test.ts).
 */
export type ThemeName = 'light' | 'dark';

/** Colour tokens (without the `--bk-color-` prefix). */
export interface ColorTokens {
  /** page / widget background */
  bg: string;
  /** raised surfaces: cards, table header, drawer */
  surface: string;
  /** subtle fills: hover, chips, skeletons */
  'surface-muted': string;
  text: string;
  'text-muted': string;
  border: string;
  'border-strong': string;
  primary: string;
  'primary-hover': string;
  /** text on a primary fill */
  'on-primary': string;
  'focus-ring': string;
  danger: string;
  success: string;
  'info-bg': string;
  'info-text': string;
  'warning-bg': string;
  'warning-text': string;
  'danger-bg': string;
  'danger-text': string;
  'success-bg': string;
  'success-text': string;
  overlay: string;
}

export const lightColors: ColorTokens = {
  bg: '#ffffff',
  surface: '#f6f8fb',
  'surface-muted': '#e9edf3',
  text: '#17202e',
  'text-muted': '#4a5668',
  border: '#c9d1dc',
  'border-strong': '#76839a',
  primary: '#0a58a8',
  'primary-hover': '#084682',
  'on-primary': '#ffffff',
  'focus-ring': '#1a73e8',
  danger: '#b42318',
  success: '#0b7a4b',
  'info-bg': '#e7f0fb',
  'info-text': '#0b3a6e',
  'warning-bg': '#fff4d6',
  'warning-text': '#6b4200',
  'danger-bg': '#fdecea',
  'danger-text': '#8f1c13',
  'success-bg': '#e5f5ec',
  'success-text': '#0a5a37',
  overlay: 'rgba(10, 16, 28, 0.55)',
};

export const darkColors: ColorTokens = {
  bg: '#0f1520',
  surface: '#18202e',
  'surface-muted': '#243044',
  text: '#e9eef6',
  'text-muted': '#a9b5c7',
  border: '#35425a',
  'border-strong': '#8794aa',
  primary: '#74b4ff',
  'primary-hover': '#9ac8ff',
  'on-primary': '#0b1422',
  'focus-ring': '#9ac8ff',
  danger: '#ff8f85',
  success: '#6fdca2',
  'info-bg': '#13294a',
  'info-text': '#cfe3ff',
  'warning-bg': '#3a2c05',
  'warning-text': '#ffe08a',
  'danger-bg': '#45140f',
  'danger-text': '#ffc9c3',
  'success-bg': '#0e3323',
  'success-text': '#b8f0d1',
  overlay: 'rgba(0, 0, 0, 0.65)',
};

/** Space, radius and font tokens shared by both themes. */
export const spaceTokens = {
  '1': '4px',
  '2': '8px',
  '3': '12px',
  '4': '16px',
  '5': '24px',
  '6': '32px',
} as const;
export const radiusTokens = { sm: '4px', md: '8px', lg: '12px', pill: '999px' } as const;
export const fontTokens = {
  family: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  'family-mono': 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  'size-sm': '0.8125rem',
  'size-md': '0.9375rem',
  'size-lg': '1.125rem',
  'size-xl': '1.5rem',
  'weight-regular': '400',
  'weight-bold': '600',
  'line-height': '1.45',
} as const;

const declarations = (prefix: string, tokens: Readonly<Record<string, string>>) =>
  Object.entries(tokens)
    .map(([name, value]) => `--bk-${prefix}-${name}:${value};`)
    .join('');

/** The custom-property declarations of a theme (colours plus the shared space, radius and font tokens). */
export function themeDeclarations(theme: ThemeName): string {
  const colors = theme === 'dark' ? darkColors : lightColors;
  return (
    declarations('color', colors as unknown as Record<string, string>) +
    declarations('space', spaceTokens) +
    declarations('radius', radiusTokens) +
    declarations('font', fontTokens)
  );
}
