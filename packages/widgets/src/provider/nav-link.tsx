import type { ComponentPropsWithoutRef, MouseEvent } from 'react';
import { useBondkit } from './context';
import type { NavigateTarget } from './types';

export interface NavLinkProps extends Omit<ComponentPropsWithoutRef<'a'>, 'href'> {
  /** where the link leads */
  to: NavigateTarget;
}

/**
 * A real link (`href` from the provider's `hrefFor`) that hands a plain click to the host's `onNavigate`,
 * so hosts route in-app while new-tab and copy-link still work.
 */
export function NavLink({ to, onClick, ...rest }: NavLinkProps) {
  const { hrefFor, navigate, handlesNavigation } = useBondkit();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !handlesNavigation) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return <a href={hrefFor(to)} onClick={handleClick} {...rest} />;
}
