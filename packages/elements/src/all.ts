// Generated from src/elements.ts by scripts/elements.ts: do not edit.
import { bondDetailElement } from './bond-detail';
import { guideFormElement } from './guide-form';
import { marketTableElement } from './market-table';
import { portfolioElement } from './portfolio';
import { portfolioSummaryElement } from './portfolio-summary';
import { savingsCalculatorElement } from './savings-calculator';
import { smartInterestHoldingsElement, smartInterestQuoteElement } from './smart-interest';
import { tradeTicketElement } from './trade-ticket';

/** Every element of this package, in the manifest's order (src/elements.ts). */
export const bondkitElements = [
  marketTableElement,
  bondDetailElement,
  tradeTicketElement,
  savingsCalculatorElement,
  guideFormElement,
  smartInterestQuoteElement,
  smartInterestHoldingsElement,
  portfolioSummaryElement,
  portfolioElement,
] as const;

/** Defines every element under its default tag name (those already defined are left alone). */
export function defineAll(): void {
  for (const element of bondkitElements) element.define();
}
