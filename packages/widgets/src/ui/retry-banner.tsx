import type { ReactNode } from 'react';
import { Banner } from './banner';
import { Button } from './button';

/**
 * A failure said as a banner with its retry button (a part of a widget whose code or data did not arrive:
 * 'Try again', 'Retry loading'): read out at once.
 */
export function RetryBanner({
  title,
  children,
  retryLabel,
  onRetry,
}: {
  title: ReactNode;
  children?: ReactNode;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <Banner
      tone="danger"
      live="alert"
      title={title}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {children}
    </Banner>
  );
}
