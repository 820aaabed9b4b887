import type { CatalogueOverrides } from '@bondkit/sdk-core';
import {
  fontTokens,
  lightColors,
  radiusTokens,
  spaceTokens,
  uiAnatomy,
  type WidgetVariant,
} from '@bondkit/widgets';
import {
  booleanAttribute,
  type CssPropertySpec,
  enumAttribute,
  event,
  type PartSpec,
  property,
  stringAttribute,
} from './definition';
import type { BkErrorDetail, BkReadyDetail } from './events';

const VARIANTS = ['standard', 'sukuk'] as const satisfies readonly WidgetVariant[];
const THEMES = ['light', 'dark'] as const;

/** Attributes of every element: variant, theme, locale, font. */
export const presentationAttributes = {
  variant: enumAttribute('variant', VARIANTS, {
    description:
      "Which wording, columns and flows the widget follows: 'standard' or the partner 'sukuk' variant.",
    default: 'standard',
  }),
  theme: enumAttribute('theme', THEMES, { description: 'The light or dark theme.', default: 'light' }),
  locale: stringAttribute('locale', {
    description: 'BCP 47 locale of numbers and dates, e.g. `en-GB`, `en-AE`.',
    default: 'en-GB',
  }),
  label: stringAttribute('label', {
    description:
      'A name for this element’s landmarks (search, notifications, asides), so several elements on one page stay distinguishable to assistive technology, e.g. `Transport bonds`.',
  }),
  ownFont: booleanAttribute('own-font', {
    description:
      "Use bondkit's font stack instead of inheriting the page's font (`--bk-font-family` set from outside wins).",
  }),
} as const;

/** Properties of every element. */
export const presentationProperties = {
  messages: property<CatalogueOverrides>('Partial<Record<MessageId, string>>', {
    description: "The host's own wording, by message id, over the variant's catalogue.",
  }),
} as const;

/** Events of every element. */
export const presentationEvents = {
  'bk-ready': event<BkReadyDetail>('BkReadyDetail', {
    description:
      'The element rendered its widget: configuration applied and, for API elements, the session resolved.',
  }),
  'bk-error': event<BkErrorDetail>('BkErrorDetail', {
    description:
      "An API call failed (any status but 401) or the widget failed to render; the widget shows the catalogue's message.",
  }),
} as const;

/** Parts every element exposes: the primitives' (`uiAnatomy`). */
export const commonParts = {
  root: {
    className: uiAnatomy.root,
    description: "The widget's root box (background, text colour, padding).",
  },
  banner: { className: uiAnatomy.banner, description: 'Messages and warnings shown in the widget.' },
  button: { className: uiAnatomy.button, description: 'Every button.' },
  input: { className: uiAnatomy.input, description: 'Every text field.' },
  dialog: { className: uiAnatomy.dialog, description: 'Dialogs and drawers.' },
  toasts: { className: uiAnatomy.toasts, description: 'The notification region.' },
} as const satisfies Record<keyof typeof uiAnatomy, PartSpec>;

function tokenProperties(
  prefix: string,
  tokens: Readonly<Record<string, string>>,
  describe: (name: string) => string,
): Record<`--bk-${string}`, CssPropertySpec> {
  const out: Record<`--bk-${string}`, CssPropertySpec> = {};
  for (const [name, value] of Object.entries(tokens)) {
    const inherited = prefix === 'font' && name === 'family';
    out[`--bk-${prefix}-${name}`] = { description: describe(name), default: inherited ? 'inherit' : value };
  }
  return out;
}

/**
 * The design tokens, themable from outside: custom properties set on the element (or any ancestor) win over
 * the theme's values, which the element declares on `:host`. Defaults shown are the light theme's.
 * `--bk-font-family` is not declared: the element inherits the page's font unless it is set (or `own-font`).
 */
export const tokenCssProperties: Readonly<Record<`--bk-${string}`, CssPropertySpec>> = {
  ...tokenProperties('color', lightColors as unknown as Record<string, string>, (name) => `Colour: ${name}.`),
  ...tokenProperties('space', spaceTokens, (name) => `Spacing step ${name}.`),
  ...tokenProperties('radius', radiusTokens, (name) => `Corner radius: ${name}.`),
  ...tokenProperties('font', fontTokens, (name) =>
    name === 'family' ? "Font family (default: the page's font)." : `Font: ${name}.`,
  ),
};
