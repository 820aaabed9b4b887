import type { CurrencyCode } from '@bondkit/sdk-core';
import type { NavigateTarget } from '../provider/types';

// apart from navigation.ts: the elements' shared runtime needs the default addresses, not the ticket's hook

// Spec: 002 §4.4
/**
 * Where the trade ticket may send the user: the provider's targets (sign in, questionnaire, market, bond
 * detail) plus the ticket's own — the holdings after a trade, the order a trade placed (on the open orders
 * page, by its reference), the add-account page when no account holds the product's currency, and
 * a 404 page for a pending or unknown product.
 */
export type TradeTicketTarget =
  | NavigateTarget
  | { to: 'holdings' }
  | { to: 'order'; reference: string }
  | { to: 'add-account'; currency: CurrencyCode }
  | { to: 'not-found' };

/** The default addresses of the ticket's own targets (the provider's `hrefFor` answers the others). */
export function defaultTicketHref(target: Exclude<TradeTicketTarget, NavigateTarget>): string {
  switch (target.to) {
    case 'holdings':
      return '/holdings/';
    case 'order':
      return `/orders/?${new URLSearchParams({ order: target.reference })}`;
    case 'add-account':
      return `/dashboard/add-account/?${new URLSearchParams({ currency: target.currency })}`;
    case 'not-found':
      return '/404/';
  }
}

export function isOwnTarget(target: TradeTicketTarget): target is Exclude<TradeTicketTarget, NavigateTarget> {
  return (
    target.to === 'holdings' ||
    target.to === 'order' ||
    target.to === 'add-account' ||
    target.to === 'not-found'
  );
}
