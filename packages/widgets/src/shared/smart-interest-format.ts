import {
  type CurrencyCode,
  formatMoney,
  type SmartInterestFailure,
  type SmartInterestMessage,
  toBig,
} from '@bondkit/sdk-core';
import { useCallback } from 'react';
import type { Translate } from '../provider/context';
import { useBondkit } from '../provider/context';

/**
 * A Smart Interest rate in percent as it reads on the page: two decimals at least, three at most
 * (`'7.5'` → `'7.50%'`, `'6.875'` → `'6.875%'`).
 */
export function rateText(rate: string): string {
  const value = toBig(rate);
  const three = value.toFixed(3);
  const text = three.endsWith('0') ? value.toFixed(2) : three;
  return `${text}%`;
}

/** The text of a Smart Interest rule's message. */
export function messageText(t: Translate, message: SmartInterestMessage): string {
  return t(message.code, message.values);
}

/** What a failed quote or order shows: the server's own words, else the catalogue's 'Server error' texts. */
export function failureText(t: Translate, failure: SmartInterestFailure): string {
  return failure.kind === 'server' ? failure.text : messageText(t, failure.message);
}

/** '1 year' / '5 years'. */
export function useYearsLabel(): (years: number) => string {
  const { t } = useBondkit();
  return useCallback(
    (years: number) =>
      t(years === 1 ? 'smartInterest.years.one' : 'smartInterest.years.other', { count: years }),
    [t],
  );
}

/** Money in the provider's locale. */
export function useMoney(): (amount: string, currency: CurrencyCode) => string {
  const { locale } = useBondkit();
  return useCallback(
    (amount: string, currency: CurrencyCode) => formatMoney(amount, currency, { locale }),
    [locale],
  );
}

/** The narrow symbol of a currency ('£', '€', '$', 'AED'). */
export function currencySymbol(locale: string, currency: CurrencyCode): string {
  const parts = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}
