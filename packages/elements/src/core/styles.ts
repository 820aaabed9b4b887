import {
  injectStyles,
  type StyleRoot,
  setStyles,
  type ThemeName,
  themeBaseCss,
  themeDeclarations,
} from '@bondkit/widgets';

/** The id under which the widgets' provider injects its theme sheet (`useStyles('bk-theme', themeCss)`). */
export const THEME_STYLE_ID = 'bk-theme';

/**
 * The widgets' theme CSS without its token declarations (`[data-bk-theme='…']{--bk-…}`): inside an element
 * the tokens are declared on `:host` instead (see {@link hostCss}), so values set on the element from the
 * page win — a declaration on the inner widget root would shadow them.
 */
export { themeBaseCss };

/**
 * The element's own sheet: the theme's tokens as defaults on `:host` (page styles that select the element
 * win over `:host` rules, so `bk-market-table { --bk-color-primary: … }` themes it), `display: block`, and
 * no `--bk-font-family` unless `ownFont`, so the widget inherits the page's font.
 */
export function hostCss(theme: ThemeName, ownFont: boolean): string {
  const declarations = themeDeclarations(theme);
  const tokens = ownFont ? declarations : declarations.replace(/--bk-font-family:[^;]*;/, '');
  return `:host{display:block;${tokens}color-scheme:${theme};}:host([hidden]){display:none;}`;
}

/**
 * Sets the element's own sheet in its shadow root, before the widgets' sheets — adopted as a constructable
 * stylesheet where supported (allowed by a strict CSP without 'unsafe-inline'), else a
 * `<style data-bk-style="bk-host">` at the top of the shadow root — and registers the token-less theme base
 * under the provider's theme id, so the provider does not add the token-declaring version.
 */
export function applyElementStyles(root: ShadowRoot, css: string): void {
  injectStyles(root as StyleRoot, THEME_STYLE_ID, themeBaseCss);
  setStyles(root as StyleRoot, 'bk-host', css, true);
}
