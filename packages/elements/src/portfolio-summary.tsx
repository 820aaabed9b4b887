import { PortfolioSummary, type PortfolioSummaryProps, portfolioSummaryAnatomy } from '@bondkit/widgets';
import { apiAttributes, apiEvents, apiMethods, apiProperties } from './core/api-common';
import {
  commonParts,
  presentationAttributes,
  presentationEvents,
  presentationProperties,
  tokenCssProperties,
} from './core/common';
import { createBondkitElement } from './core/create-element';
import { booleanAttribute, type ElementDefinition } from './core/definition';
import { elementNavigation, urlAttributes } from './core/navigation';
import { portfolioUrlAttributes } from './core/portfolio-urls';
import { useApiConnection } from './core/session-connection';

// Spec: 001 §2 'Dashboard portfolio summary'
/** `<bk-portfolio-summary>`: the signed-in customer's accounts per currency and the notices above them. */
export const portfolioSummaryDefinition = {
  tagName: 'bk-portfolio-summary',
  className: 'BkPortfolioSummaryElement',
  module: 'portfolio-summary',
  widget: 'PortfolioSummary',
  summary: 'The dashboard: each account per currency with its figures, and the notices above them.',
  description:
    // Spec: 001 §2 'Dashboard portfolio summary', §6
    'The signed-in customer’s dashboard — each investment account per currency with its cash, portfolio value, interest earned (or lifetime interest, following the customer’s lifetime preference) and yield to maturity, a link to its portfolio page, the account credits, and the notices above them: the identity-check update with “Upload documents”, the 24-hour hold of the cooling-off period, Smart Interest repaying and reinvest notices, withdrawals waiting for confirmation (with Confirm) and open debit notes — on the API at `api-base` (or the `client` property). The partner variant shows AED and no EUR.',
  attributes: {
    ...apiAttributes,
    ...presentationAttributes,
    hideHeading: booleanAttribute('hide-heading', {
      description: 'Leave out the title (the page shows its own).',
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
    title: { className: portfolioSummaryAnatomy.title, description: 'The title.' },
    notices: { className: portfolioSummaryAnatomy.notices, description: 'The notices above the accounts.' },
    account: { className: portfolioSummaryAnatomy.account, description: 'An account in one currency.' },
    figures: { className: portfolioSummaryAnatomy.figures, description: 'An account’s figures.' },
    'view-link': {
      className: portfolioSummaryAnatomy['view-link'],
      description: 'The link to an account’s portfolio page.',
    },
  },
  slots: {},
  methods: apiMethods,
  cssProperties: tokenCssProperties,
} as const satisfies ElementDefinition;

export const portfolioSummaryElement = createBondkitElement(PortfolioSummary, {
  definition: portfolioSummaryDefinition,
  connection: useApiConnection,
  navigation: elementNavigation,
  props: (values): PortfolioSummaryProps => (values.hideHeading ? { hideHeading: true } : {}),
});

/** Defines `<bk-portfolio-summary>` (or `tagName`) unless already defined. */
export function definePortfolioSummary(tagName?: string): CustomElementConstructor | undefined {
  return portfolioSummaryElement.define(tagName);
}
