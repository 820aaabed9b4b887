import type { CurrencyCode, SmartInterestFailure } from '@bondkit/sdk-core';
import type { Translate } from '../provider/context';

/** The narrow symbol of a currency ('£', '€', '$', 'AED'). */
export function currencySymbol(locale: string, currency: CurrencyCode): string {
  const parts = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

/** What a failed Smart Interest quote or order shows: the server's own words, else the catalogue's text. */
export function failureText(t: Translate, failure: SmartInterestFailure): string {
  return failure.kind === 'server' ? failure.text : t(failure.message.code, failure.message.values);
}
