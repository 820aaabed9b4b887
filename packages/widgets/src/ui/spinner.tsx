import type { CSSProperties } from 'react';
import { useMessages } from '../provider/context';
import { VisuallyHidden } from './visually-hidden';

/** A busy indicator announced as 'Loading...' (or `label`). */
export function Spinner({ label }: { label?: string }) {
  const t = useMessages();
  return (
    <span role="status" className="bk-spinner-wrap">
      <span className="bk-spinner" aria-hidden="true" />
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
  return (
    <span
      aria-hidden="true"
      className={className ? `bk-skeleton ${className}` : 'bk-skeleton'}
      style={{ width, height }}
    />
  );
}
