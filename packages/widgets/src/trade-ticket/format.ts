import {
  type CurrencyCode,
  formatDateTime,
  formatLongDate,
  formatMoney,
  type MarketProduct,
  type MessageDescriptor,
  type TradeError,
  type TradeMessage,
} from '@bondkit/sdk-core';
import type { Translate } from '../provider/context';

/** Money in a currency, floored to its decimals (002 §9 'money floors to 2 decimals'). */
export function money(amount: string, currency: CurrencyCode, locale: string): string {
  return formatMoney(amount, currency, { locale, floor: true });
}

/** The product's display name: the underlying company for sukuk, else the company. */
export function productName(product: Pick<MarketProduct, 'company' | 'adib_details'>): string {
  return product.adib_details?.underlying_company_name ?? product.company.company_name;
}

/** A trade failure as shown (002 §8): the server's own message when it sent one, else the catalogue's. */
export function errorText(error: TradeError, t: Translate): string {
  return error.serverMessage ?? t(error.code);
}

/** A rule's message (id + values) in the catalogue's words. */
export function say(message: TradeMessage | MessageDescriptor, t: Translate): string {
  return t(message.code, message.values);
}

export const dateText = (date: string) => formatLongDate(date);
export const dateTimeText = (iso: string) => formatDateTime(iso);
