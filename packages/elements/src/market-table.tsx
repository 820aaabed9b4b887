import type { MarketAddress } from '@bondkit/sdk-core';
import { MarketTable, type MarketTableProps, marketTableAnatomy, withToasts } from '@bondkit/widgets';
import { apiAttributes, apiEvents, apiMethods, apiProperties } from './core/api-common';
import {
  commonParts,
  presentationAttributes,
  presentationEvents,
  presentationProperties,
  tokenCssProperties,
} from './core/common';
import { createBondkitElement } from './core/create-element';
import { type ElementDefinition, enumAttribute, event, property, stringAttribute } from './core/definition';
import { elementNavigation, urlAttributes } from './core/navigation';
import { useApiConnection } from './core/session-connection';

// Spec: 002 §2.1
/** `<bk-market-table>`: the bond market. */
export const marketTableDefinition = {
  tagName: 'bk-market-table',
  className: 'BkMarketTableElement',
  module: 'market-table',
  widget: 'MarketTable',
  summary: 'The bond market: search, filters, list and card views, watch, buy.',
  description:
    // Spec: 002 §2.1
    'The bond market — search, options, the Filters drawer, list and card views, banners, chips and per-bond actions — on the API at `api-base` (or the `client` property). Links leave as `bk-navigate`.',
  attributes: {
    ...apiAttributes,
    ...presentationAttributes,
    category: stringAttribute('category', {
      description: 'Start filtered to one category (e.g. `sukuk`). Changing it restarts the market.',
    }),
    view: enumAttribute('view', ['list', 'card'] as const, {
      description: 'Start in this view, over the stored choice.',
    }),
    addressMode: enumAttribute('address-mode', ['none', 'query', 'hash'] as const, {
      description:
        "Keep the filters in the page address: 'query' or 'hash' read them on start and rewrite them on every change; 'none' leaves the address alone.",
      default: 'none',
    }),
    ...urlAttributes,
  },
  properties: {
    ...apiProperties,
    ...presentationProperties,
    initialFilters: property<Partial<MarketAddress>>('Partial<MarketAddress>', {
      description:
        'Filters, sort and search to start with (wins over the address). Setting it restarts the market.',
    }),
  },
  events: {
    ...presentationEvents,
    ...apiEvents,
    'bk-filters-changed': event<MarketAddress>('MarketAddress', {
      description:
        'The applied filters, sort and search, after every change (hosts keep them in their own address).',
    }),
  },
  parts: {
    ...commonParts,
    toolbar: { className: marketTableAnatomy.toolbar, description: 'The search and options bar.' },
    search: { className: marketTableAnatomy.search, description: 'The search field.' },
    chips: { className: marketTableAnatomy.chips, description: 'The chips of the applied filters.' },
    results: {
      className: marketTableAnatomy.results,
      description: 'The results: count line and the list or cards.',
    },
    table: { className: marketTableAnatomy.table, description: 'The list view table.' },
    row: { className: marketTableAnatomy.row, description: 'A row of the table.' },
    cards: { className: marketTableAnatomy.cards, description: 'The card view.' },
    'toolbar-button': {
      className: marketTableAnatomy['toolbar-button'],
      description:
        'The toolbar’s buttons: Search, Options, Filters, List and Cards (also parts `button`, so a dark `toolbar` can give its own buttons their colours).',
    },
    'row-button': {
      className: marketTableAnatomy['row-button'],
      description:
        'Each bond’s buttons in the list and the cards: take the questionnaire, Buy, Trade, Watch (also parts `button`).',
    },
  },
  slots: {},
  methods: apiMethods,
  cssProperties: tokenCssProperties,
} as const satisfies ElementDefinition;

export const marketTableElement = createBondkitElement(withToasts(MarketTable), {
  definition: marketTableDefinition,
  connection: useApiConnection,
  navigation: elementNavigation,
  props: (values, { emit }): MarketTableProps => ({
    ...(values.addressMode ? { addressMode: values.addressMode } : {}),
    ...(values.category ? { category: values.category } : {}),
    ...(values.view ? { view: values.view } : {}),
    ...(values.initialFilters ? { initialFilters: values.initialFilters } : {}),
    onFiltersChanged: (address) => emit('bk-filters-changed', address),
  }),
  remountKey: (values) =>
    JSON.stringify([values.category, values.view, values.addressMode, values.initialFilters ?? null]),
});

/** Defines `<bk-market-table>` (or `tagName`) unless already defined; answers the registered constructor. */
export function defineMarketTable(tagName?: string): CustomElementConstructor | undefined {
  return marketTableElement.define(tagName);
}
