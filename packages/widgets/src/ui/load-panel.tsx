import { type ReactNode, useEffect, useState } from 'react';
import { useBondkit } from '../provider/context';
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
  /** a sentence under the failure's title (what to do about it) */
  failedText?: string;
  /**
   * Show the spinner only once loading took {@link LOADING_DELAY_MS} (a fast load never flashes it): until
   * then the panel is the busy root with its heading alone.
   */
  delayed?: boolean;
  /** the retry button ('Reload', 'Try again'); none without `onRetry` */
  retryLabel?: string;
  onRetry?: () => void;
  /** the failure as the banner's text with a small retry button (inside a form or a dialog) */
  compact?: boolean;
}

// Spec: 001 §9 'Loading-state delay 500 ms'
/** How long a load runs before a delayed {@link LoadPanel} shows its spinner. */
export const LOADING_DELAY_MS = 500;

/** Whether a load running since `active` turned true has run {@link LOADING_DELAY_MS} (the provider's clock). */
function useDelayPassed(active: boolean): boolean {
  const { clock } = useBondkit();
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    setPassed(false);
    if (!active) return;
    const handle = clock.setTimeout(() => setPassed(true), LOADING_DELAY_MS);
    return () => clock.clearTimeout(handle);
  }, [active, clock]);
  return passed;
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
  failedText,
  delayed = false,
  retryLabel,
  onRetry,
  compact = false,
}: LoadPanelProps) {
  const delayPassed = useDelayPassed(delayed && status === 'loading');
  const body =
    status === 'loading' && delayed && !delayPassed ? null : status === 'loading' ? (
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
        {compact ? failedTitle : failedText ? <p>{failedText}</p> : null}
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
