import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { partOf, uiAnatomy } from '../ui/anatomy';
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
      {...partOf(uiAnatomy, 'root', className)}
      data-bk-theme={theme}
      data-bk-variant={variant}
      lang={locale}
      {...rest}
    />
  );
});
