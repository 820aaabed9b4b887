import { bondDetailElement } from './bond-detail';
import { marketTableElement } from './market-table';
import { savingsCalculatorElement } from './savings-calculator';

/** Every element of this package, in the manifest's order. */
export const bondkitElements = [marketTableElement, bondDetailElement, savingsCalculatorElement] as const;

/** Defines every element under its default tag name (those already defined are left alone). */
export function defineAll(): void {
  for (const element of bondkitElements) element.define();
}
