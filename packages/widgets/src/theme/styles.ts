import { themeDeclarations } from './tokens';

/**
 * The base rules of a widget root (`.bk-root`), without the tokens: inside a custom element the tokens are
 * declared on `:host` instead, so values set on the element from the page win. Every root is a size container
 * (`container-type: inline-size`): the widgets lay out by `@container` rules on the width they are given, never
 * by the window's. The link colour has no specificity (`:where`): a link the host styles (a call to action
 * passed in as a button, say) keeps the host's colours.
 */
export const themeBaseCss = `
.bk-root{font-family:var(--bk-font-family);font-size:var(--bk-font-size-md);line-height:var(--bk-font-line-height);color:var(--bk-color-text);background:var(--bk-color-bg);-webkit-text-size-adjust:100%;container-type:inline-size;}
.bk-root *,.bk-root *::before,.bk-root *::after{box-sizing:border-box;}
.bk-root :focus-visible{outline:2px solid var(--bk-color-focus-ring);outline-offset:2px;}
:where(.bk-root a:not(.bk-button)){color:var(--bk-color-primary);}
:where(.bk-root a:not(.bk-button):hover){color:var(--bk-color-primary-hover);}
.bk-visually-hidden{position:absolute!important;width:1px!important;height:1px!important;padding:0!important;margin:-1px!important;overflow:hidden!important;clip:rect(0,0,0,0)!important;white-space:nowrap!important;border:0!important;}
@media (prefers-reduced-motion: reduce){.bk-root *,.bk-root *::before,.bk-root *::after{animation-duration:0.01ms!important;transition-duration:0.01ms!important;scroll-behavior:auto!important;}}
`;

/**
 * The theme's CSS: tokens per `data-bk-theme` plus the base rules of a widget root (`.bk-root`).
 * Plain CSS in a string, so the same text works in a <style> element and in a constructable stylesheet.
 */
export const themeCss = `
[data-bk-theme='light']{${themeDeclarations('light')}color-scheme:light;}
[data-bk-theme='dark']{${themeDeclarations('dark')}color-scheme:dark;}${themeBaseCss}`;
