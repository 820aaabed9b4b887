import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { useBondkit } from './context';

/**
 * The root element of a widget: carries `data-bk-theme` (the tokens) and `data-bk-variant`. `forwardRef` so a
 * ref reaches the element on React 18 and preact/compat too.
 */
export const WidgetRoot = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'>>(function WidgetRoot(
  { className, ...rest },
  ref,
) {
  const { theme, variant, locale } = useBondkit();
  return (
    <div
      ref={ref}
      className={className ? `bk-root ${className}` : 'bk-root'}
      data-bk-theme={theme}
      data-bk-variant={variant}
      lang={locale}
      {...rest}
    />
  );
});
