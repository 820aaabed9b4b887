import type { ComponentPropsWithRef } from 'react';
import { useBondkit } from './context';

/** The root element of a widget: carries `data-bk-theme` (the tokens) and `data-bk-variant`. */
export function WidgetRoot({ className, ...rest }: ComponentPropsWithRef<'div'>) {
  const { theme, variant, locale } = useBondkit();
  return (
    <div
      className={className ? `bk-root ${className}` : 'bk-root'}
      data-bk-theme={theme}
      data-bk-variant={variant}
      lang={locale}
      {...rest}
    />
  );
}
