import type { CurrencyCode } from '@bondkit/sdk-core';
import { type MouseEvent, useCallback } from 'react';
import { useBondkit } from '../provider/context';
import type { NavigateTarget } from '../provider/types';

/**
 * Where the trade ticket may send the user: the provider's targets (sign in, questionnaire, market, bond
 * detail) plus the ticket's own — the holdings after a trade, the add-account page when no account holds
 * the product's currency (002 §4.4), and a 404 page for a pending or unknown product.
 */
export type TradeTicketTarget =
  | NavigateTarget
  | { to: 'holdings' }
  | { to: 'add-account'; currency: CurrencyCode }
  | { to: 'not-found' };

/** The default addresses of the ticket's own targets (the provider's `hrefFor` answers the others). */
export function defaultTicketHref(target: Exclude<TradeTicketTarget, NavigateTarget>): string {
  switch (target.to) {
    case 'holdings':
      return '/holdings/';
    case 'add-account':
      return `/dashboard/add-account/?${new URLSearchParams({ currency: target.currency })}`;
    case 'not-found':
      return '/404/';
  }
}

function isOwnTarget(target: TradeTicketTarget): target is Exclude<TradeTicketTarget, NavigateTarget> {
  return target.to === 'holdings' || target.to === 'add-account' || target.to === 'not-found';
}

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
