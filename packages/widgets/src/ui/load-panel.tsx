import type { ReactNode } from 'react';
import { WidgetRoot } from '../provider/widget-root';
import { Banner } from './banner';
import { Button } from './button';
import { Spinner } from './spinner';

export interface LoadPanelProps {
  /** loading: the heading and a spinner (busy); failed: the heading, the failure and its retry button */
  status: 'loading' | 'failed';
  className: string;
  /** the id of the heading, which names the widget's region */
  headingId: string;
  heading: ReactNode;
  failedTitle: string;
  retryLabel: string;
  onRetry: () => void;
}

/** A list widget before its data arrives: loading, or failed with a retry ('Reload'). */
export function LoadPanel({
  status,
  className,
  headingId,
  heading,
  failedTitle,
  retryLabel,
  onRetry,
}: LoadPanelProps) {
  if (status === 'loading') {
    return (
      <WidgetRoot className={className} aria-labelledby={headingId} aria-busy="true">
        {heading}
        <Spinner />
      </WidgetRoot>
    );
  }
  return (
    <WidgetRoot className={className} aria-labelledby={headingId}>
      {heading}
      <Banner
        tone="danger"
        live="alert"
        title={failedTitle}
        action={
          <Button variant="secondary" onClick={onRetry}>
            {retryLabel}
          </Button>
        }
      />
    </WidgetRoot>
  );
}
