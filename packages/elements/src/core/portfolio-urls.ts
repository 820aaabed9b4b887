import { stringAttribute } from './definition';
import type { PortfolioUrlAttribute } from './navigation';

// Spec: 001 §2 'Dashboard hash routes'
/** URL templates of the portfolio elements' own targets (the dashboard, a portfolio, payments, Robowise, FX, documents, Smart Interest). */
export const portfolioUrlAttributes = {
  dashboardUrl: stringAttribute('dashboard-url', {
    description: 'The dashboard (the portfolio summary), where the back link leads.',
    default: '/dashboard',
  }),
  portfolioUrl: stringAttribute('portfolio-url', {
    description:
      "An account's portfolio page, with `{investmentAccountId}`, `{currency}` and `{tab}` (empty for Overview).",
    default: '/dashboard#account/{investmentAccountId}/{currency}',
  }),
  paymentsUrl: stringAttribute('payments-url', {
    description:
      'Paying into or out of an account, with `{action}` (`fund` or `withdraw`), `{investmentAccountId}` and `{currency}`.',
    default: '/dashboard#payments/{action}/{investmentAccountId}/{currency}',
  }),
  robowiseUrl: stringAttribute('robowise-url', {
    description: 'The Robowise setup of an account, with `{investmentAccountId}` and `{currency}`.',
    default: '/dashboard#account/{investmentAccountId}/{currency}/setupRobowise',
  }),
  fxUrl: stringAttribute('fx-url', {
    description: 'The currency exchange of an account, with `{investmentAccountId}` and `{currency}`.',
    default: '/dashboard/foreign-exchange/{investmentAccountId}/{currency}/',
  }),
  documentsUrl: stringAttribute('documents-url', {
    description: 'Where “Upload documents” leads (the identity-check notice).',
    default: '/dashboard#account-details/documents',
  }),
  smartInterestUrl: stringAttribute('smart-interest-url', {
    description: 'Where “Choose a series to reinvest into” leads (the Smart Interest reinvest notice).',
    default: '/smart-interest/',
  }),
} as const satisfies Record<PortfolioUrlAttribute, unknown>;
