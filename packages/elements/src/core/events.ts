import type { GuideType, MarketAddress, Quote, SmartInterestOrder, TradePlacement } from '@bondkit/sdk-core';
import type {
  BondDetailTab,
  SavingsCalculation,
  SmartInterestQuoteChange,
  TradeTicketTarget,
} from '@bondkit/widgets';

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

/** `bk-filters-changed` (`<bk-market-table>`): the applied filters, sort and search, after every change. */
export type BkFiltersChangedDetail = MarketAddress;

/** `bk-tab-changed` (`<bk-bond-detail>`): the user switched tab. */
export interface BkTabChangedDetail {
  tab: BondDetailTab;
}

/**
 * `bk-quote-changed`: a new quote — `<bk-trade-ticket>`'s is a `Quote` (the legs with price, accrued interest,
 * fees and totals), `<bk-smart-interest-quote>`'s a `SmartInterestQuoteChange`.
 */
export type BkQuoteChangedDetail = Quote | SmartInterestQuoteChange;

/** `bk-trade-placed` (`<bk-trade-ticket>`): the trade was placed. */
export type BkTradePlacedDetail = TradePlacement;

/** `bk-order-placed` (`<bk-smart-interest-quote>`): the Smart Interest order was placed. */
export type BkOrderPlacedDetail = SmartInterestOrder;

/** `bk-calculation-changed` (`<bk-savings-calculator>`): the projection and its inputs. */
export type BkCalculationChangedDetail = SavingsCalculation;

/** `bk-lead-submitted` (`<bk-guide-form>`): the guide was requested and its PDF handed to the browser. */
export interface BkLeadSubmittedDetail {
  guide: GuideType;
  /** the PDF's file name */
  fileName: string;
}

/** The `CustomEvent` of a `bk-*` event with its detail. */
export type BkEvent<D> = CustomEvent<D>;

/** `bk-ready` */
export type BkReadyEvent = CustomEvent<BkReadyDetail>;
/** `bk-error` */
export type BkErrorEvent = CustomEvent<BkErrorDetail>;
/** `bk-unauthorized` */
export type BkUnauthorizedEvent = CustomEvent<BkUnauthorizedDetail>;
/** `bk-navigate` (cancelable) */
export type BkNavigateEvent = CustomEvent<BkNavigateDetail>;
/** `bk-filters-changed` */
export type BkFiltersChangedEvent = CustomEvent<BkFiltersChangedDetail>;
/** `bk-tab-changed` */
export type BkTabChangedEvent = CustomEvent<BkTabChangedDetail>;
/** `bk-quote-changed` (`<bk-trade-ticket>`: `Quote`; `<bk-smart-interest-quote>`: `SmartInterestQuoteChange`) */
export type BkQuoteChangedEvent<D extends BkQuoteChangedDetail = BkQuoteChangedDetail> = CustomEvent<D>;
/** `bk-trade-placed` */
export type BkTradePlacedEvent = CustomEvent<BkTradePlacedDetail>;
/** `bk-order-placed` */
export type BkOrderPlacedEvent = CustomEvent<BkOrderPlacedDetail>;
/** `bk-calculation-changed` */
export type BkCalculationChangedEvent = CustomEvent<BkCalculationChangedDetail>;
/** `bk-lead-submitted` */
export type BkLeadSubmittedEvent = CustomEvent<BkLeadSubmittedDetail>;

/** Every `bk-*` event by name, e.g. for a typed `addEventListener` on an ancestor. */
export interface BkEventMap {
  'bk-ready': BkReadyEvent;
  'bk-error': BkErrorEvent;
  'bk-unauthorized': BkUnauthorizedEvent;
  'bk-navigate': BkNavigateEvent;
  'bk-filters-changed': BkFiltersChangedEvent;
  'bk-tab-changed': BkTabChangedEvent;
  'bk-quote-changed': BkQuoteChangedEvent;
  'bk-trade-placed': BkTradePlacedEvent;
  'bk-order-placed': BkOrderPlacedEvent;
  'bk-calculation-changed': BkCalculationChangedEvent;
  'bk-lead-submitted': BkLeadSubmittedEvent;
}
