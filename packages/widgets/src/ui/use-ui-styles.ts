import { useInsertionEffect } from 'react';
import { fallbackContext, useBondkit } from '../provider/context';
import { injectStyles } from '../theme/inject';

/** A part of the primitives' sheet (`bk-ui`): its rank (its place in the sheet) and its CSS. */
export type UiStylesPart = readonly [rank: number, css: string];

/** The order of the parts in the sheet, whatever order they are added in: the cascade of `uiCss`. */
export const UI_RANK = {
  menu: 0,
  tabs: 1,
  dialog: 2,
  core: 3,
  choice: 4,
  banner: 5,
  toasts: 6,
  spinner: 7,
  switch: 8,
  range: 9,
  field: 10,
  errorSummary: 11,
  dataTable: 12,
  pager: 13,
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
