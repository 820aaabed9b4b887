import { type MouseEvent, useCallback } from 'react';
import { useBondkit } from '../provider/context';
import { defaultTicketHref, isOwnTarget, type TradeTicketTarget } from './targets';

export type { TradeTicketTarget } from './targets';

export interface TicketNavigation {
  /** goes to a target: the ticket's `onNavigate`, else the provider's (own targets: the browser) */
  go: (target: TradeTicketTarget) => void;
  href: (target: TradeTicketTarget) => string;
  /** a click handler for a real link to `target` that hands plain clicks to `go` */
  onLinkClick: (target: TradeTicketTarget) => (event: MouseEvent<HTMLAnchorElement>) => void;
  /** whether someone handles `not-found` (else the ticket says so itself) */
  handlesNotFound: boolean;
}

/** Navigation of the ticket: its own `onNavigate` / `hrefFor` first, then the provider's. */
export function useTicketNavigation(
  onNavigate: ((target: TradeTicketTarget) => void) | undefined,
  hrefFor: ((target: TradeTicketTarget) => string) | undefined,
  inlineNotFound = false,
): TicketNavigation {
  const provider = useBondkit();
  const href = useCallback(
    (target: TradeTicketTarget) =>
      hrefFor ? hrefFor(target) : isOwnTarget(target) ? defaultTicketHref(target) : provider.hrefFor(target),
    [hrefFor, provider],
  );
  const go = useCallback(
    (target: TradeTicketTarget) => {
      if (target.to === 'not-found' && inlineNotFound) return; // the ticket says so itself
      if (onNavigate) onNavigate(target);
      else if (!isOwnTarget(target)) provider.navigate(target);
      else if (typeof window !== 'undefined') window.location.assign(href(target));
    },
    [onNavigate, provider, href, inlineNotFound],
  );
  const handled = onNavigate !== undefined || provider.handlesNavigation;
  const onLinkClick = useCallback(
    (target: TradeTicketTarget) => (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.defaultPrevented) return;
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if (!onNavigate && (isOwnTarget(target) || !handled)) return;
      event.preventDefault();
      go(target);
    },
    [onNavigate, go, handled],
  );
  return { go, href, onLinkClick, handlesNotFound: onNavigate !== undefined && !inlineNotFound };
}
