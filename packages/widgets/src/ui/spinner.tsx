import type { CSSProperties } from 'react';
import { useMessages } from '../provider/context';
import { UI_RANK, type UiStylesPart, useUiStyles } from './use-ui-styles';
import { VisuallyHidden } from './visually-hidden';

/** This primitive's part of the `bk-ui` sheet: the spinner and the skeleton. */
export const spinnerStyles: UiStylesPart = [
  UI_RANK.spinner,
  `
.bk-spinner{display:inline-block;width:24px;height:24px;border:3px solid var(--bk-color-surface-muted);border-top-color:var(--bk-color-primary);border-radius:50%;animation:bk-spin 800ms linear infinite;vertical-align:middle;}
@keyframes bk-spin{to{transform:rotate(360deg);}}
.bk-skeleton{display:block;height:1em;border-radius:var(--bk-radius-sm);background:var(--bk-color-surface-muted);animation:bk-pulse 1.2s ease-in-out infinite;}
@keyframes bk-pulse{50%{opacity:0.5;}}
`,
];

/** The spinning mark alone, hidden from assistive technology (next to a text that says what is busy). */
export function SpinnerMark() {
  useUiStyles(spinnerStyles);
  return <span className="bk-spinner" aria-hidden="true" />;
}

/** A busy indicator announced as 'Loading...' (or `label`). */
export function Spinner({ label }: { label?: string }) {
  const t = useMessages();
  return (
    <span role="status" className="bk-spinner-wrap">
      <SpinnerMark />
      <VisuallyHidden>{label ?? t('common.loading')}</VisuallyHidden>
    </span>
  );
}

/** A grey placeholder block shown while content loads; hidden from assistive technology. */
export function Skeleton({
  width,
  height,
  className,
}: {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
}) {
  useUiStyles(spinnerStyles);
  return (
    <span
      aria-hidden="true"
      className={className ? `bk-skeleton ${className}` : 'bk-skeleton'}
      style={{ width, height }}
    />
  );
}
