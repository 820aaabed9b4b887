import { type Quote, type TradePlacement, tradeModes, tradeTypes } from '@bondkit/sdk-core';
import { TradeTicket, type TradeTicketProps, tradeTicketAnatomy, withToasts } from '@bondkit/widgets';
import { apiAttributes, apiEvents, apiMethods, apiProperties } from './core/api-common';
import {
  commonParts,
  presentationAttributes,
  presentationEvents,
  presentationProperties,
  tokenCssProperties,
} from './core/common';
import { createBondkitElement } from './core/create-element';
import {
  booleanAttribute,
  decimalAttribute,
  type ElementDefinition,
  enumAttribute,
  event,
  numberAttribute,
  stringAttribute,
} from './core/definition';
import { elementNavigation, ticketUrlAttributes, urlAttributes } from './core/navigation';
import { useApiConnection } from './core/session-connection';
import { renderWhenSet } from './core/when-set';

// Spec: 002 §2.4, §4.4
/** `<bk-trade-ticket>`: buying, selling and switching one bond. */
export const tradeTicketDefinition = {
  tagName: 'bk-trade-ticket',
  className: 'BkTradeTicketElement',
  module: 'trade-ticket',
  widget: 'TradeTicket',
  summary: 'The trade ticket: buy, sell or switch one bond — set up, quote, confirm, placed.',
  description:
    // Spec: 002 §2.4 and §4.4
    'The trade ticket — order type, account, amount and limit price with a live quote, the confirmation with its agreements (for the `sukuk` variant the terms, documents and one-time code), processing and the placed order — for the signed-in customer of the API at `api-base` (or the `client` property). Renders nothing until `product-id` is set; a visitor is sent to sign in (`bk-navigate`).',
  attributes: {
    ...apiAttributes,
    ...presentationAttributes,
    productId: numberAttribute('product-id', {
      description:
        'The bond (`product_id`) bought or sold; for a switch, the bond sold. Changing it restarts the ticket.',
    }),
    tradeType: enumAttribute('trade-type', tradeTypes, {
      description: 'Buy or sell.',
      default: 'buy',
    }),
    mode: enumAttribute('mode', tradeModes, {
      description: 'The trade mode to start in (`basic` quote, `rfq`, `limit_order`, `switch_trade`).',
      default: 'basic',
    }),
    amount: decimalAttribute('amount', {
      description:
        'The starting amount (a decimal). Default 1000; for the `sukuk` variant 10000, or for a sukuk the multiple of its denomination nearest 10000 (8000 in AED). A sukuk amount that is not a valid multiple opens as the nearest one (AED 10000 → 8000).',
    }),
    account: stringAttribute('account', {
      description: 'The investment account (its reference) to trade from; default: the first that fits.',
    }),
    packageId: numberAttribute('package-id', {
      description: 'The coming-soon package bought from.',
    }),
    switchTo: numberAttribute('switch-to', {
      description: 'Start a switch out of `product-id` into this bond (`product_id`).',
    }),
    pricePrecision: numberAttribute('price-precision', {
      description: 'Decimals of a limit price.',
      default: '2',
    }),
    noBack: booleanAttribute('no-back', {
      description: 'Hide the "Back" button of the first step (the page has nowhere to go back to).',
    }),
    ...urlAttributes,
    ...ticketUrlAttributes,
  },
  properties: {
    ...apiProperties,
    ...presentationProperties,
  },
  events: {
    ...presentationEvents,
    ...apiEvents,
    'bk-quote-changed': event<Quote>('Quote', {
      description:
        'A new quote of the setup inputs (`POST market/quote/`): the legs with price, accrued interest, fees and totals.',
    }),
    'bk-trade-placed': event<TradePlacement>('TradePlacement', {
      description:
        'The trade was placed: its kind (quote, order, rfq, package), reference, the booked order reference and the server’s answer.',
    }),
  },
  parts: {
    ...commonParts,
    header: {
      className: tradeTicketAnatomy.header,
      description: "The bond's logo, name and the step title.",
    },
    step: { className: tradeTicketAnatomy.step, description: 'The current step (setup, confirm, placed).' },
    form: { className: tradeTicketAnatomy.form, description: 'The inputs of the step.' },
    quote: {
      className: tradeTicketAnatomy.quote,
      description: 'The quote: price, accrued interest, fees, total.',
    },
    actions: { className: tradeTicketAnatomy.actions, description: 'The step’s buttons.' },
  },
  slots: {},
  methods: apiMethods,
  cssProperties: tokenCssProperties,
} as const satisfies ElementDefinition;

export const tradeTicketElement = createBondkitElement(
  // the element renders nothing until product-id is set
  renderWhenSet(withToasts(TradeTicket), 'productId'),
  {
    definition: tradeTicketDefinition,
    connection: useApiConnection,
    navigation: elementNavigation,
    props: (values, { emit, navigate, href }): Partial<TradeTicketProps> => ({
      ...(values.productId === undefined ? {} : { productId: values.productId }),
      ...(values.tradeType ? { tradeType: values.tradeType } : {}),
      ...(values.mode ? { mode: values.mode } : {}),
      ...(values.amount ? { amount: values.amount } : {}),
      ...(values.account ? { investmentAccountReference: values.account } : {}),
      ...(values.packageId === undefined ? {} : { packageId: values.packageId }),
      ...(values.switchTo === undefined ? {} : { switchTrade: true, switchToProductId: values.switchTo }),
      ...(values.pricePrecision === undefined ? {} : { pricePrecision: values.pricePrecision }),
      // 'Back' on the first step goes back in the page's history, unless the page has nowhere to go back to
      ...(values.noBack ? { showBack: false } : {}),
      inlineNotFound: true,
      onNavigate: navigate,
      hrefFor: href,
      onQuoteChanged: (quote) => emit('bk-quote-changed', quote),
      onTradePlaced: (placement) => emit('bk-trade-placed', placement),
    }),
    remountKey: (values) =>
      JSON.stringify([
        values.productId ?? null,
        values.tradeType ?? null,
        values.mode ?? null,
        values.amount ?? null,
        values.account ?? null,
        values.packageId ?? null,
        values.switchTo ?? null,
      ]),
  },
);

/** Defines `<bk-trade-ticket>` (or `tagName`) unless already defined; answers the registered constructor. */
export function defineTradeTicket(tagName?: string): CustomElementConstructor | undefined {
  return tradeTicketElement.define(tagName);
}
