import { useInsertionEffect } from 'react';
import { injectStyles } from '../theme/inject';
import { useBondkit } from './context';

/**
 * Injects a widget's CSS (once per document or shadow root, by `id`) into the provider's style root.
 * Call it at the top of each widget so only the CSS of widgets in use is added. With `rank`, the CSS is that
 * part of the sheet, kept in rank order whatever order the parts come in (the market's views and drawer).
 */
export function useStyles(id: string, css: string, rank?: number): void {
  const { styleRoot } = useBondkit();
  useInsertionEffect(() => {
    const root = styleRoot ?? (typeof document === 'undefined' ? null : document);
    if (root) injectStyles(root, id, css, rank);
  }, [styleRoot, id, css, rank]);
}
