import { currencyCodes } from '@bondkit/sdk-core';
import { Portfolio, type PortfolioProps, portfolioAnatomy, withToasts } from '@bondkit/widgets';
import { apiAttributes, apiEvents, apiMethods, apiProperties } from './core/api-common';
import {
  commonParts,
  presentationAttributes,
  presentationEvents,
  presentationProperties,
  tokenCssProperties,
} from './core/common';
import { createBondkitElement } from './core/create-element';
import { type ElementDefinition, enumAttribute, numberAttribute } from './core/definition';
import { elementNavigation, urlAttributes } from './core/navigation';
import { portfolioUrlAttributes } from './core/portfolio-urls';
import { useApiConnection } from './core/session-connection';
import { renderWhenSet } from './core/when-set';

const TABS = ['overview', 'open-orders', 'activity'] as const;

// Spec: 001 §2 'Portfolio (account detail) page', §4 'Other', §6, §9
/** `<bk-portfolio>`: an account's portfolio page in one currency. */
export const portfolioDefinition = {
  tagName: 'bk-portfolio',
  className: 'BkPortfolioElement',
  module: 'portfolio',
  widget: 'Portfolio',
  summary: 'An account’s portfolio in one currency: figures, value picture, open orders and activity.',
  description:
    // Spec: 001 §2 'Portfolio (account detail) page', §4 'Other', §6 and §9
    'An investment account’s portfolio page in one currency — the back link to the dashboard, the lifetime toggle (a switch, saved as the customer’s preference), the title, the ISA allowance bar, the notices, the Withdraw, Deposit, Robowise and currency-exchange links (disabled for read-only users and, for Robowise, in the cooling-off period), and the tabs Overview (the figures, yields to 1 decimal place, the holdings table — bond, or sukuk for the partner, principal, value, yield and next payment — and what is invested by issuer as a picture and a table), Open orders and Activity (a filter and pages: the first, the last and two either side) — on the API at `api-base` (or the `client` property). Renders nothing until `investment-account-id` is set. The `side` slot is a column beside the tabs (e.g. a reports panel).',
  attributes: {
    ...apiAttributes,
    ...presentationAttributes,
    investmentAccountId: numberAttribute('investment-account-id', {
      description: 'The investment account’s id.',
    }),
    currency: enumAttribute('currency', currencyCodes, {
      description: 'The currency of the portfolio shown.',
      default: 'GBP',
    }),
    tab: enumAttribute('tab', TABS, {
      description: 'The tab open first.',
      default: 'overview',
    }),
    ...urlAttributes,
    ...portfolioUrlAttributes,
  },
  properties: {
    ...apiProperties,
    ...presentationProperties,
  },
  events: {
    ...presentationEvents,
    ...apiEvents,
  },
  parts: {
    ...commonParts,
    back: { className: portfolioAnatomy.back, description: 'The link back to the dashboard.' },
    actions: {
      className: portfolioAnatomy.actions,
      description: 'The lifetime toggle beside the back link.',
    },
    title: { className: portfolioAnatomy.title, description: 'The title.' },
    notices: { className: portfolioAnatomy.notices, description: 'The notices.' },
    isa: { className: portfolioAnatomy.isa, description: 'The ISA allowance bar.' },
    links: { className: portfolioAnatomy.links, description: 'Withdraw, Deposit, Robowise and exchange.' },
    figures: { className: portfolioAnatomy.figures, description: 'The overview’s figures.' },
    picture: { className: portfolioAnatomy.picture, description: 'What is invested by issuer.' },
    holdings: { className: portfolioAnatomy.holdings, description: 'The holdings table.' },
    activity: { className: portfolioAnatomy.activity, description: 'The activity list.' },
    pagination: { className: portfolioAnatomy.pagination, description: 'The activity’s pages.' },
    side: { className: portfolioAnatomy.side, description: 'The side column around the `side` slot.' },
  },
  slots: {
    side: {
      description: 'A column beside the tabs, e.g. `<div slot="side">…reports…</div>`.',
    },
  },
  methods: apiMethods,
  cssProperties: tokenCssProperties,
} as const satisfies ElementDefinition;

export const portfolioElement = createBondkitElement(
  // the open orders' cancel and new-price confirmations say so in toasts
  renderWhenSet(withToasts(Portfolio), 'investmentAccountId'),
  {
    definition: portfolioDefinition,
    connection: useApiConnection,
    navigation: elementNavigation,
    props: (values, { slot }): Partial<PortfolioProps> => ({
      ...(values.investmentAccountId === undefined
        ? {}
        : { investmentAccountId: values.investmentAccountId }),
      currency: values.currency ?? 'GBP',
      ...(values.tab ? { tab: values.tab } : {}),
      side: slot('side'),
    }),
  },
);

/** Defines `<bk-portfolio>` (or `tagName`) unless already defined. */
export function definePortfolio(tagName?: string): CustomElementConstructor | undefined {
  return portfolioElement.define(tagName);
}
