import {
  injectStyles,
  type StyleRoot,
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
  const tokens = themeDeclarations(theme)
    .split(';')
    .filter((declaration) => declaration !== '' && (ownFont || !declaration.startsWith('--bk-font-family:')))
    .map((declaration) => `${declaration};`)
    .join('');
  return `:host{display:block;${tokens}color-scheme:${theme};}:host([hidden]){display:none;}`;
}

type HostSheet = { sheet: CSSStyleSheet } | { style: HTMLStyleElement };
const hostSheets = new WeakMap<ShadowRoot, HostSheet>();

function supportsAdoptedSheets(root: ShadowRoot): boolean {
  return (
    'adoptedStyleSheets' in root &&
    typeof CSSStyleSheet === 'function' &&
    typeof CSSStyleSheet.prototype.replaceSync === 'function'
  );
}

/**
 * Sets the element's own sheet in its shadow root — adopted as a constructable stylesheet where supported
 * (allowed by a strict CSP without 'unsafe-inline'), else a `<style data-bk-style="bk-host">` at the top of
 * the shadow root — and registers the token-less theme base under the provider's theme id, so the provider
 * does not add the token-declaring version.
 */
export function applyElementStyles(root: ShadowRoot, css: string): void {
  injectStyles(root as StyleRoot, THEME_STYLE_ID, themeBaseCss);
  const current = hostSheets.get(root);
  if (current) {
    if ('sheet' in current) current.sheet.replaceSync(css);
    else if (current.style.textContent !== css) current.style.textContent = css;
    return;
  }
  if (supportsAdoptedSheets(root)) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    root.adoptedStyleSheets = [sheet, ...root.adoptedStyleSheets];
    hostSheets.set(root, { sheet });
    return;
  }
  const style = root.ownerDocument.createElement('style');
  style.dataset.bkStyle = 'bk-host';
  style.textContent = css;
  root.prepend(style);
  hostSheets.set(root, { style });
}
