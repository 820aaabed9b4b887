import type { ComponentPropsWithoutRef } from 'react';

/** Text for screen readers only (visually hidden, still read). */
export function VisuallyHidden({ className, ...rest }: ComponentPropsWithoutRef<'span'>) {
  return <span className={className ? `bk-visually-hidden ${className}` : 'bk-visually-hidden'} {...rest} />;
}
