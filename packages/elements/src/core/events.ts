import type { TradeTicketTarget } from '@bondkit/widgets';

/**
 * The `bk-*` events the elements dispatch from their host element: `bubbles: true`, `composed: true`, with a
 * typed `detail`. Names follow `bk-<noun>-<past-verb>` (ARCHITECTURE.md).
 */
export const BK_EVENTS = {
  ready: 'bk-ready',
  error: 'bk-error',
  unauthorized: 'bk-unauthorized',
  navigate: 'bk-navigate',
  calculationChanged: 'bk-calculation-changed',
  filtersChanged: 'bk-filters-changed',
  tabChanged: 'bk-tab-changed',
  /** `bk-trade-ticket`, `bk-smart-interest-quote` */
  quoteChanged: 'bk-quote-changed',
  /** `bk-trade-ticket` */
  tradePlaced: 'bk-trade-placed',
  /** `bk-smart-interest-quote` */
  orderPlaced: 'bk-order-placed',
  /** `bk-guide-form` */
  leadSubmitted: 'bk-lead-submitted',
} as const;

export type BkEventName = (typeof BK_EVENTS)[keyof typeof BK_EVENTS];

/** `bk-ready`: the element rendered its widget (session resolved, configuration applied). */
export interface BkReadyDetail {
  /** the element's tag name, lower case */
  tagName: string;
  /** whether the widget renders for a signed-in user */
  signedIn: boolean;
}

/** `bk-error`: an API call failed, or the widget failed to render. The widget shows the catalogue's message. */
export interface BkErrorDetail {
  /** 'api': a request failed (any status but 401); 'render': the widget threw while rendering */
  source: 'api' | 'render';
  /** the server's (or the catalogue's fallback) message, or the rendering error's */
  message: string;
  /** the HTTP status of an API failure (0: network failure or timeout) */
  status?: number;
  /** the request path of an API failure, relative to `api-base` */
  path?: string;
  /** the original error (`ApiError`, `ContractError`, `Error`) */
  error: unknown;
}

/** `bk-unauthorized`: the API answered 401 (after one token refresh when `getAccessToken` is set). */
export interface BkUnauthorizedDetail {
  status: number;
  message: string;
}

/**
 * `bk-navigate` (cancelable): the widget wants the page to go somewhere. Call `preventDefault()` to route
 * yourself; otherwise the element follows `href` (built from the element's URL templates).
 */
export interface BkNavigateDetail {
  /** the widgets' targets, and the trade ticket's own (`holdings`, `add-account`) */
  target: TradeTicketTarget;
  href: string;
}

/** The `CustomEvent` of a `bk-*` event with its detail. */
export type BkEvent<D> = CustomEvent<D>;
