/**
 * bondkit custom elements: the widgets as `<bk-*>` elements for any page — another origin, its own CSS, its
 * own React or none, a strict Content-Security-Policy.
 *
 * This entry has no side effects: call `defineMarketTable()` etc. (or `defineAll()`), or import an
 * auto-defining entry (`@bondkit/elements/market-table/define`). Standalone bundles with React inside are in
 * `dist/standalone/`, preact/compat ones in `dist/lite/`.
 *
 * @example
 * ```ts
 * import { defineMarketTable } from '@bondkit/elements';
 * defineMarketTable();
 * const table = document.createElement('bk-market-table');
 * table.setAttribute('api-base', 'https://api.bank.example/api');
 * table.getAccessToken = () => fetch('/token').then((r) => r.text());
 * table.addEventListener('bk-navigate', (event) => { event.preventDefault(); router.go(event.detail.href); });
 * document.body.append(table);
 * ```
 *
 * @packageDocumentation
 */
export { bondkitElements, defineAll } from './all';
export {
  bondDetailDefinition,
  bondDetailElement,
  defineBondDetail,
} from './bond-detail';
export {
  type Connection,
  type ConnectionValues,
  reportingClient,
  type UseConnection,
  useVisitorConnection,
} from './core/connection';
export {
  type BondkitElement,
  type BondkitElementType,
  createBondkitElement,
  type ElementSpec,
  type RenderContext,
} from './core/create-element';
export type {
  AttributeKind,
  AttributeSpec,
  CssPropertySpec,
  ElementDefinition,
  ElementValues,
  EventDetail,
  EventSpec,
  PartSpec,
  PropertySpec,
  SlotSpec,
} from './core/definition';
export {
  BK_EVENTS,
  type BkCalculationChangedDetail,
  type BkCalculationChangedEvent,
  type BkErrorDetail,
  type BkErrorEvent,
  type BkEvent,
  type BkEventMap,
  type BkEventName,
  type BkFiltersChangedDetail,
  type BkFiltersChangedEvent,
  type BkLeadSubmittedDetail,
  type BkLeadSubmittedEvent,
  type BkNavigateDetail,
  type BkNavigateEvent,
  type BkOrderPlacedDetail,
  type BkOrderPlacedEvent,
  type BkQuoteChangedDetail,
  type BkQuoteChangedEvent,
  type BkReadyDetail,
  type BkReadyEvent,
  type BkTabChangedDetail,
  type BkTabChangedEvent,
  type BkTradePlacedDetail,
  type BkTradePlacedEvent,
  type BkUnauthorizedDetail,
  type BkUnauthorizedEvent,
} from './core/events';
export {
  type ElementTarget,
  fillTemplate,
  hrefFromTemplates,
  URL_TEMPLATE_OF,
  type UrlTemplates,
} from './core/navigation';
export { useApiConnection } from './core/session-connection';
export {
  defineGuideForm,
  guideFormDefinition,
  guideFormElement,
} from './guide-form';
export { defineMarketTable, marketTableDefinition, marketTableElement } from './market-table';
export { definePortfolio, portfolioDefinition, portfolioElement } from './portfolio';
export {
  definePortfolioSummary,
  portfolioSummaryDefinition,
  portfolioSummaryElement,
} from './portfolio-summary';
export {
  defineSavingsCalculator,
  savingsCalculatorDefinition,
  savingsCalculatorElement,
} from './savings-calculator';
export {
  defineSmartInterestHoldings,
  defineSmartInterestQuote,
  smartInterestHoldingsDefinition,
  smartInterestHoldingsElement,
  smartInterestQuoteDefinition,
  smartInterestQuoteElement,
} from './smart-interest';
export { defineTradeTicket, tradeTicketDefinition, tradeTicketElement } from './trade-ticket';

import type { bondDetailDefinition } from './bond-detail';
import type { BondkitElement } from './core/create-element';
import type { guideFormDefinition } from './guide-form';
import type { marketTableDefinition } from './market-table';
import type { portfolioDefinition } from './portfolio';
import type { portfolioSummaryDefinition } from './portfolio-summary';
import type { savingsCalculatorDefinition } from './savings-calculator';
import type { smartInterestHoldingsDefinition, smartInterestQuoteDefinition } from './smart-interest';
import type { tradeTicketDefinition } from './trade-ticket';

/** `<bk-market-table>`: attributes and properties, typed `bk-*` events. */
export type BkMarketTableElement = BondkitElement<typeof marketTableDefinition>;
/** `<bk-bond-detail>`. */
export type BkBondDetailElement = BondkitElement<typeof bondDetailDefinition>;
/** `<bk-savings-calculator>`. */
export type BkSavingsCalculatorElement = BondkitElement<typeof savingsCalculatorDefinition>;
/** `<bk-trade-ticket>`. */
export type BkTradeTicketElement = BondkitElement<typeof tradeTicketDefinition>;
/** `<bk-guide-form>`. */
export type BkGuideFormElement = BondkitElement<typeof guideFormDefinition>;
/** `<bk-smart-interest-quote>`. */
export type BkSmartInterestQuoteElement = BondkitElement<typeof smartInterestQuoteDefinition>;
/** `<bk-smart-interest-holdings>`. */
export type BkSmartInterestHoldingsElement = BondkitElement<typeof smartInterestHoldingsDefinition>;
/** `<bk-portfolio-summary>`. */
export type BkPortfolioSummaryElement = BondkitElement<typeof portfolioSummaryDefinition>;
/** `<bk-portfolio>`. */
export type BkPortfolioElement = BondkitElement<typeof portfolioDefinition>;
