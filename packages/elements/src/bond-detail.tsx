import {
  BOND_DETAIL_TABS,
  BondDetail,
  type BondDetailProps,
  bondDetailAnatomy,
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
import { type ElementDefinition, enumAttribute, event, numberAttribute } from './core/definition';
import type { BkTabChangedDetail } from './core/events';
import { elementNavigation, urlAttributes } from './core/navigation';
import { useApiConnection } from './core/session-connection';
import { renderWhenSet } from './core/when-set';

/** The detail of this element's own event (also exported from the package's index). */
export type { BkTabChangedDetail } from './core/events';

// Spec: 002 §2.2
/** `<bk-bond-detail>`: one bond. */
export const bondDetailDefinition = {
  tagName: 'bk-bond-detail',
  className: 'BkBondDetailElement',
  module: 'bond-detail',
  widget: 'BondDetail',
  summary: 'One bond: figures, trade status, watch, buy and sell, detail tabs and documents.',
  description:
    // Spec: 002 §2.2
    "A bond's page — header figures, the trade-status banner, watch, buy and sell, the detail tabs and the company's documents — on the API at `api-base` (or the `client` property). Renders nothing until `product-id` is set.",
  attributes: {
    ...apiAttributes,
    ...presentationAttributes,
    productId: numberAttribute('product-id', {
      description: 'The bond (`product_id`) to show. Changing it loads the other bond.',
    }),
    tab: enumAttribute('tab', BOND_DETAIL_TABS, {
      description: 'The tab open at first. Changing it restarts the widget.',
      default: 'description',
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
    'bk-tab-changed': event<BkTabChangedDetail>('BkTabChangedDetail', {
      description: 'The user switched tab.',
    }),
  },
  parts: {
    ...commonParts,
    header: { className: bondDetailAnatomy.header, description: "The bond's name, logo and Watch button." },
    figures: { className: bondDetailAnatomy.figures, description: 'The header figures.' },
    trade: { className: bondDetailAnatomy.trade, description: 'The buy and sell area.' },
    tabs: { className: bondDetailAnatomy.tabs, description: 'The tab list.' },
    panel: { className: bondDetailAnatomy.panel, description: 'The open tab.' },
    documents: { className: bondDetailAnatomy.documents, description: "The company's documents." },
  },
  slots: {},
  methods: apiMethods,
  cssProperties: tokenCssProperties,
} as const satisfies ElementDefinition;

export const bondDetailElement = createBondkitElement(
  // the element renders nothing until product-id is set
  renderWhenSet(withToasts(BondDetail), 'productId'),
  {
    definition: bondDetailDefinition,
    connection: useApiConnection,
    navigation: elementNavigation,
    props: (values, { emit }): Partial<BondDetailProps> => ({
      ...(values.productId === undefined ? {} : { productId: values.productId }),
      ...(values.tab ? { initialTab: values.tab } : {}),
      onTabChanged: (tab) => emit('bk-tab-changed', { tab }),
    }),
    remountKey: (values) => values.tab ?? '',
  },
);

/** Defines `<bk-bond-detail>` (or `tagName`) unless already defined; answers the registered constructor. */
export function defineBondDetail(tagName?: string): CustomElementConstructor | undefined {
  return bondDetailElement.define(tagName);
}
