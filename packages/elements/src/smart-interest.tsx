import { currencyCodes, type SmartInterestOrder } from '@bondkit/sdk-core';
import {
  SmartInterestHoldings,
  type SmartInterestHoldingsProps,
  SmartInterestQuote,
  type SmartInterestQuoteChange,
  type SmartInterestQuoteProps,
  smartInterestHoldingsAnatomy,
  smartInterestQuoteAnatomy,
  withToasts,
} from '@bondkit/widgets';
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
  type ElementDefinition,
  enumAttribute,
  event,
  property,
  stringAttribute,
} from './core/definition';
import { elementNavigation, urlAttributes } from './core/navigation';
import { useApiConnection } from './core/session-connection';

const VERSIONS = ['1', '2'] as const;

// Spec: 000 §2, §4, §5
/** `<bk-smart-interest-quote>`: the Smart Interest order form. */
export const smartInterestQuoteDefinition = {
  tagName: 'bk-smart-interest-quote',
  className: 'BkSmartInterestQuoteElement',
  module: 'smart-interest-quote',
  widget: 'SmartInterestQuote',
  summary: 'Smart Interest: choose a series (or a term and payout), the amount, see the quote, invest.',
  description:
    // Spec: 000 §2, §4 and §5
    'The Smart Interest order form — version 2 chooses a series, version 1 a term and a payout — with the amount checked against the minimum and the account’s balance, the quote’s figures after every change, a confirmation and the placed order, on the API at `api-base` (or the `client` property). A visitor is sent to register and a customer without the questionnaire to it (`bk-navigate`).',
  attributes: {
    ...apiAttributes,
    ...presentationAttributes,
    seriesVersion: enumAttribute('series-version', VERSIONS, {
      description: '`2`: choose one of the open series; `1`: a term slider and a payout choice.',
      default: '2',
    }),
    currency: enumAttribute('currency', currencyCodes, {
      description: 'The currency invested in (version 2 lists its series).',
      default: 'GBP',
    }),
    supportEmail: stringAttribute('support-email', {
      description: 'The address the restriction messages name (“Please contact …”).',
    }),
    hideHeading: booleanAttribute('hide-heading', {
      description: 'Leave out the title and introduction (the page shows its own).',
    }),
    ...urlAttributes,
  },
  properties: {
    ...apiProperties,
    ...presentationProperties,
  },
  events: {
    ...presentationEvents,
    ...apiEvents,
    'bk-quote-changed': event<SmartInterestQuoteChange>('SmartInterestQuoteChange', {
      description:
        'A new quote: annual interest, total returned, cashback, rate and maturity, with the amount, currency and series priced.',
    }),
    'bk-order-placed': event<SmartInterestOrder>('SmartInterestOrder', {
      description: 'The order was placed (e.g. reload a `bk-smart-interest-holdings` on the page).',
    }),
  },
  parts: {
    ...commonParts,
    title: { className: smartInterestQuoteAnatomy.title, description: 'The title.' },
    form: {
      className: smartInterestQuoteAnatomy.form,
      description: 'The series or term, amount and account.',
    },
    quote: { className: smartInterestQuoteAnatomy.quote, description: 'The quote’s figures.' },
    actions: { className: smartInterestQuoteAnatomy.actions, description: 'The Invest button.' },
    success: {
      className: smartInterestQuoteAnatomy.success,
      description: 'The message after the order was placed.',
    },
  },
  slots: {
    'success-action': {
      description:
        'Shown in the success message, e.g. `<a slot="success-action" href="#holdings">See my investments</a>`.',
    },
  },
  methods: apiMethods,
  cssProperties: tokenCssProperties,
} as const satisfies ElementDefinition;

export const smartInterestQuoteElement = createBondkitElement(SmartInterestQuote, {
  definition: smartInterestQuoteDefinition,
  connection: useApiConnection,
  navigation: elementNavigation,
  props: (values, { emit, slot }): SmartInterestQuoteProps => ({
    version: values.seriesVersion === '1' ? 1 : 2,
    ...(values.currency ? { currency: values.currency } : {}),
    ...(values.supportEmail ? { supportEmail: values.supportEmail } : {}),
    ...(values.hideHeading ? { hideHeading: true } : {}),
    successAction: slot('success-action'),
    onQuoteChanged: (quote) => emit('bk-quote-changed', quote),
    onOrderPlaced: (order) => emit('bk-order-placed', order),
  }),
});

/** Defines `<bk-smart-interest-quote>` (or `tagName`) unless already defined. */
export function defineSmartInterestQuote(tagName?: string): CustomElementConstructor | undefined {
  return smartInterestQuoteElement.define(tagName);
}

// Spec: 000 §2, §4, §9
/** `<bk-smart-interest-holdings>`: the customer's Smart Interest holdings. */
export const smartInterestHoldingsDefinition = {
  tagName: 'bk-smart-interest-holdings',
  className: 'BkSmartInterestHoldingsElement',
  module: 'smart-interest-holdings',
  widget: 'SmartInterestHoldings',
  summary: 'Smart Interest holdings: their state, cash out and reinvest, and the maturity notices.',
  description:
    // Spec: 000 §2, §4 and §9
    'The signed-in customer’s Smart Interest holdings — a table with each holding’s state, “Cash out” with its confirmation, “Reinvest” with the series, quote and booking, and the reinvest notices before maturity — on the API at `api-base` (or the `client` property).',
  attributes: {
    ...apiAttributes,
    ...presentationAttributes,
    autoOpenReinvest: booleanAttribute('auto-open-reinvest', {
      description: 'Open the first holding’s reinvest dialog once the list is loaded.',
    }),
    hideNotices: booleanAttribute('hide-notices', {
      description: 'Leave out the reinvest notices shown 90, 60 and 30 days before maturity.',
    }),
    hideHeading: booleanAttribute('hide-heading', {
      description: 'Leave out the title (the page shows its own).',
    }),
    ...urlAttributes,
  },
  properties: {
    ...apiProperties,
    ...presentationProperties,
    reloadToken: property<unknown>('unknown', {
      description: 'Set it to a new value to load the list again (e.g. on `bk-order-placed`).',
    }),
  },
  events: {
    ...presentationEvents,
    ...apiEvents,
  },
  parts: {
    ...commonParts,
    title: { className: smartInterestHoldingsAnatomy.title, description: 'The title.' },
    notices: { className: smartInterestHoldingsAnatomy.notices, description: 'The reinvest notices.' },
    table: { className: smartInterestHoldingsAnatomy.table, description: 'The holdings table.' },
    status: { className: smartInterestHoldingsAnatomy.status, description: 'A holding’s state.' },
  },
  slots: {},
  methods: apiMethods,
  cssProperties: tokenCssProperties,
} as const satisfies ElementDefinition;

export const smartInterestHoldingsElement = createBondkitElement(withToasts(SmartInterestHoldings), {
  definition: smartInterestHoldingsDefinition,
  connection: useApiConnection,
  navigation: elementNavigation,
  props: (values): SmartInterestHoldingsProps => ({
    ...(values.autoOpenReinvest ? { autoOpenReinvest: true } : {}),
    ...(values.hideNotices ? { showNotices: false } : {}),
    ...(values.hideHeading ? { hideHeading: true } : {}),
    reloadToken: values.reloadToken,
  }),
  remountKey: (values) => (values.autoOpenReinvest ? 'auto' : ''),
});

/** Defines `<bk-smart-interest-holdings>` (or `tagName`) unless already defined. */
export function defineSmartInterestHoldings(tagName?: string): CustomElementConstructor | undefined {
  return smartInterestHoldingsElement.define(tagName);
}
