/** The Smart Interest routes' own refusal texts (the gate's are `gate.ts`). */
import { type CurrencyCode, formatMoney } from '@bondkit/sdk-core';

/** The server's own refusal texts (the specs show none for these). */
export const SMART_INTEREST_REFUSALS = {
  seriesClosed: 'This series is not open for investment.',
  seriesNotFound: 'Series not found.',
  seriesCurrency: "Choose a series in the holding's currency.",
  rateChanged: 'The rate has changed. Please get a new quote.',
  cashOutNotOpen: 'Only open holdings can be cashed out.',
  cashOutReinvesting: 'This holding is set to be reinvested at maturity and cannot be cashed out.',
  reinvestNotOpen: 'Only open holdings can be reinvested.',
  reinvestBooked: 'A reinvestment is already booked for this holding.',
  offerUnavailable: 'This offer is not available for this holding.',
  invalidAccount: 'Invalid investment account.',
  invalidEnrolment: 'Unknown cashback enrolment.',
  invalidBonus: 'This bonus code does not apply to this order.',
} as const;

/** 'Insufficient funds: …' with the account's balance in the currency. */
export function insufficientFunds(balance: string, currency: CurrencyCode): string {
  return `Insufficient funds: the account's ${currency} balance is ${formatMoney(balance, currency)}.`;
}
