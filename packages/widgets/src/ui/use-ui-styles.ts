import { useInsertionEffect } from 'react';
import { fallbackContext, useBondkit } from '../provider/context';
import { injectStyles } from '../theme/inject';

/** A part of the primitives' sheet (`bk-ui`): its rank (its place in the sheet) and its CSS. */
export type UiStylesPart = readonly [rank: number, css: string];

/** The order of the parts in the sheet, whatever order they are added in: the cascade of `uiCss`. */
export const UI_RANK = {
  menu: 0,
  menuList: 1,
  tabs: 2,
  dialog: 3,
  core: 4,
  choice: 5,
  banner: 6,
  toasts: 7,
  spinner: 8,
  switch: 9,
  range: 10,
  field: 11,
  errorSummary: 12,
  dataTable: 13,
  pager: 14,
} as const;

/**
 * Adds a primitive's part of the `bk-ui` sheet (once per document or shadow root) to the provider's style
 * root. Outside a provider nothing is injected: there is no theme either.
 */
export function useUiStyles([rank, css]: UiStylesPart): void {
  const context = useBondkit();
  const inProvider = context !== fallbackContext;
  const { styleRoot } = context;
  useInsertionEffect(() => {
    const root = styleRoot ?? (typeof document === 'undefined' ? null : document);
    if (inProvider && root) injectStyles(root, 'bk-ui', css, rank);
  }, [inProvider, styleRoot, css, rank]);
}
