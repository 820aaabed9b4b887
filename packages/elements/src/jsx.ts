/**
 * Typings for pages and apps that use the elements: React 19 JSX (`<bk-market-table api-base="…"
 * onbk-navigate={…} />`), `document.createElement('bk-market-table')`, `querySelector` and typed `bk-*`
 * listeners. Import once: `import type {} from '@bondkit/elements/jsx';`.
 *
 * React 19 sets a prop as a property when the element has one (every attribute and rich property here, once
 * the element is defined) and listens to `on<event>` props as events: `onbk-ready`, `onbk-navigate`, ….
 * All types are derived from the element definitions.
 */

import type { MarketAddress, Quote, SmartInterestOrder, TradePlacement } from '@bondkit/sdk-core';
import type { SavingsCalculation, SmartInterestQuoteChange } from '@bondkit/widgets';
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { AttributeInput, ElementDefinition, EventDetail, PropertyValue } from './core/definition';
import type { BkErrorDetail, BkNavigateDetail, BkReadyDetail, BkUnauthorizedDetail } from './core/events';
import type {
  BkBondDetailElement,
  BkGuideFormElement,
  BkLeadSubmittedDetail,
  BkMarketTableElement,
  BkPortfolioElement,
  BkPortfolioSummaryElement,
  BkSavingsCalculatorElement,
  BkSmartInterestHoldingsElement,
  BkSmartInterestQuoteElement,
  BkTabChangedDetail,
  BkTradeTicketElement,
  bondDetailDefinition,
  guideFormDefinition,
  marketTableDefinition,
  portfolioDefinition,
  portfolioSummaryDefinition,
  savingsCalculatorDefinition,
  smartInterestHoldingsDefinition,
  smartInterestQuoteDefinition,
  tradeTicketDefinition,
} from './index';

/**
 * What JSX may give an attribute: a number attribute a number or numeric text, a boolean one a boolean, a
 * decimal (the calculator's inputs, the ticket's amount) a number or its text, other text attributes text.
 */
type JsxAttributeValue<T> = T extends number ? number | `${number}` : T;

/** The JSX props of an element: kebab-case attributes, properties and `onbk-*` listeners. */
export type BondkitElementJsxProps<D extends ElementDefinition, T extends HTMLElement> = DetailedHTMLProps<
  HTMLAttributes<T>,
  T
> & {
  [K in keyof D['attributes'] as D['attributes'][K]['attribute']]?: JsxAttributeValue<
    AttributeInput<D['attributes'][K]>
  >;
} & {
  [K in keyof D['properties']]?: PropertyValue<D['properties'][K]>;
} & {
  [K in keyof D['events'] & string as `on${K}`]?: (event: CustomEvent<EventDetail<D['events'][K]>>) => void;
};

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'bk-market-table': BondkitElementJsxProps<typeof marketTableDefinition, BkMarketTableElement>;
      'bk-bond-detail': BondkitElementJsxProps<typeof bondDetailDefinition, BkBondDetailElement>;
      'bk-savings-calculator': BondkitElementJsxProps<
        typeof savingsCalculatorDefinition,
        BkSavingsCalculatorElement
      >;
      'bk-trade-ticket': BondkitElementJsxProps<typeof tradeTicketDefinition, BkTradeTicketElement>;
      'bk-guide-form': BondkitElementJsxProps<typeof guideFormDefinition, BkGuideFormElement>;
      'bk-smart-interest-quote': BondkitElementJsxProps<
        typeof smartInterestQuoteDefinition,
        BkSmartInterestQuoteElement
      >;
      'bk-smart-interest-holdings': BondkitElementJsxProps<
        typeof smartInterestHoldingsDefinition,
        BkSmartInterestHoldingsElement
      >;
      'bk-portfolio-summary': BondkitElementJsxProps<
        typeof portfolioSummaryDefinition,
        BkPortfolioSummaryElement
      >;
      'bk-portfolio': BondkitElementJsxProps<typeof portfolioDefinition, BkPortfolioElement>;
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'bk-market-table': BkMarketTableElement;
    'bk-bond-detail': BkBondDetailElement;
    'bk-savings-calculator': BkSavingsCalculatorElement;
    'bk-trade-ticket': BkTradeTicketElement;
    'bk-guide-form': BkGuideFormElement;
    'bk-smart-interest-quote': BkSmartInterestQuoteElement;
    'bk-smart-interest-holdings': BkSmartInterestHoldingsElement;
    'bk-portfolio-summary': BkPortfolioSummaryElement;
    'bk-portfolio': BkPortfolioElement;
  }
  /** The `bk-*` events bubble and are composed: listen on the element, the document or the window. */
  interface GlobalEventHandlersEventMap {
    'bk-ready': CustomEvent<BkReadyDetail>;
    'bk-error': CustomEvent<BkErrorDetail>;
    'bk-unauthorized': CustomEvent<BkUnauthorizedDetail>;
    'bk-navigate': CustomEvent<BkNavigateDetail>;
    'bk-calculation-changed': CustomEvent<SavingsCalculation>;
    'bk-filters-changed': CustomEvent<MarketAddress>;
    'bk-tab-changed': CustomEvent<BkTabChangedDetail>;
    /** `bk-trade-ticket`: a `Quote`; `bk-smart-interest-quote`: a `SmartInterestQuoteChange` */
    'bk-quote-changed': CustomEvent<Quote | SmartInterestQuoteChange>;
    'bk-trade-placed': CustomEvent<TradePlacement>;
    'bk-order-placed': CustomEvent<SmartInterestOrder>;
    'bk-lead-submitted': CustomEvent<BkLeadSubmittedDetail>;
  }
}
