import type { ReactNode } from 'react';
import { WidgetRoot } from '../provider/widget-root';
import { Banner } from './banner';
import { Button } from './button';
import { Spinner, SpinnerMark } from './spinner';

export interface LoadPanelProps {
  /** loading: a spinner (or a status line saying `loadingText`); failed: the failure and its retry button */
  status: 'loading' | 'failed';
  /**
   * The widget's root class: the panel is then the whole widget (its root, busy while loading, named by
   * `headingId`). Without it the panel stands in place of what loads (in a dialog, a form, a section).
   */
  className?: string;
  /** the id of the heading, which names the widget's region */
  headingId?: string;
  /** shown above the spinner or the failure (the widget's title) */
  heading?: ReactNode;
  /** loading: a status line with this text next to the spinner's mark, instead of a spinner alone */
  loadingText?: string;
  /** the class of that status line */
  statusClassName?: string;
  /** the status line's `part` (an element's) */
  statusPart?: string;
  /** what failed ('Products failed to load.') */
  failedTitle?: string;
  /** the retry button ('Reload', 'Try again'); none without `onRetry` */
  retryLabel?: string;
  onRetry?: () => void;
  /** the failure as the banner's text with a small retry button (inside a form or a dialog) */
  compact?: boolean;
}

/**
 * What a widget shows while its data loads (`useLoad`) and when that failed: a spinner or a status line, then
 * a danger banner with a retry button. The same texts, roles and retry everywhere.
 */
export function LoadPanel({
  status,
  className,
  headingId,
  heading,
  loadingText,
  statusClassName,
  statusPart,
  failedTitle,
  retryLabel,
  onRetry,
  compact = false,
}: LoadPanelProps) {
  const body =
    status === 'loading' ? (
      loadingText ? (
        <p role="status" className={statusClassName} part={statusPart}>
          <SpinnerMark />
          {loadingText}
        </p>
      ) : (
        <Spinner />
      )
    ) : (
      <Banner
        tone="danger"
        live="alert"
        title={compact ? undefined : failedTitle}
        action={
          onRetry ? (
            <Button variant="secondary" size={compact ? 'sm' : 'md'} onClick={onRetry}>
              {retryLabel}
            </Button>
          ) : null
        }
      >
        {compact ? failedTitle : null}
      </Banner>
    );
  if (className === undefined) return body;
  return (
    <WidgetRoot
      className={className}
      aria-labelledby={headingId}
      aria-busy={status === 'loading' ? 'true' : undefined}
    >
      {heading}
      {body}
    </WidgetRoot>
  );
}
