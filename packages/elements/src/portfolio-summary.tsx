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
/** `<bk-portfolio-summary>`: the signed-in customer's total, accounts per currency, then the notices. */
export const portfolioSummaryDefinition = {
  tagName: 'bk-portfolio-summary',
  className: 'BkPortfolioSummaryElement',
  module: 'portfolio-summary',
  widget: 'PortfolioSummary',
  summary:
    'The dashboard: the total across accounts, each account per currency with its figures, then the notices.',
  description:
    // Spec: 001 §2 'Dashboard portfolio summary', §6
    'The signed-in customer’s dashboard, figures first — the total across accounts in the base currency (GBP; AED for the partner), the other currencies converted at the platform’s rates of the day (no total when a rate is missing); each investment account per currency with its cash, portfolio value, interest earned (or lifetime interest, following the customer’s lifetime preference) and yield to maturity, with View portfolio, Add money and Withdraw (Withdraw disabled for read-only users); the account credits and what they are; then the notices: the identity-check update with “Upload documents”, the 24-hour hold of the cooling-off period, Smart Interest repaying, the maturing Smart Interest holdings in one notice with “Choose a series to reinvest into” (`smart-interest-url`), withdrawals waiting for confirmation (with Confirm) and open debit notes — on the API at `api-base` (or the `client` property). The partner variant shows AED and no EUR.',
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
    notices: { className: portfolioSummaryAnatomy.notices, description: 'The notices, after the accounts.' },
    total: { className: portfolioSummaryAnatomy.total, description: 'The total across accounts.' },
    credits: {
      className: portfolioSummaryAnatomy.credits,
      description: 'The account credits and what they are.',
    },
    links: {
      className: portfolioSummaryAnatomy.links,
      description: 'An account’s links: View portfolio, Add money and Withdraw.',
    },
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
