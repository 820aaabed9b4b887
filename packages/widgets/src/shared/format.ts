import {
  type Amount,
  type CurrencyCode,
  type DateInput,
  formatDateTime,
  formatLongDate,
  formatMoney,
  formatYield,
  type MessageId,
  type MessageValues,
} from '@bondkit/sdk-core';
import { useMemo } from 'react';
import { type Translate, useBondkit } from '../provider/context';
import { type RateOptions, rateText, type YearsFamily, yearsText } from './format-rules';

export { type RateOptions, rateText, type YearsFamily, yearsText } from './format-rules';

/**
 * The widgets' one formatting kernel: {@link useFormat} binds it to the provider's locale and catalogue. The
 * plain functions are its rules, for code outside a component; the rate and years rules are in
 * `format-rules.ts`, which the calculator imports alone (its bundle carries no date formatting).
 */

/** A message (a catalogue id and its values) in the catalogue's words. */
export interface MessageLike {
  code: string;
  values?: MessageValues | undefined;
}

/** The formatting of one provider (its locale and catalogue); see {@link useFormat}. */
export interface Format {
  readonly locale: string;
  // Spec: 002 §9
  /** money in the currency; `floor` says whether it floors to the currency's decimals or rounds */
  money(amount: Amount, currency: CurrencyCode, options: { floor: boolean }): string;
  /** a yield with 1 decimal ('7.3%'), or 'N/A' */
  yield(value: string | null | undefined): string;
  /** a rate in percent ({@link rateText}) */
  rate(rate: string, options?: RateOptions): string;
  /** a date as DD MMM YYYY (London) */
  date(date: DateInput): string;
  /** a moment as HH:mm DD MMM YYYY (London) */
  dateTime(moment: DateInput): string;
  /** a maturity as DD MMM YYYY, or 'Perpetual' */
  maturity(maturity: string | null): string;
  /** '1 year' / '5 years' */
  years(count: number | string, family?: YearsFamily): string;
  /** a rule's message (id and values) in the catalogue's words — or the server's own, when it sent some */
  message(message: MessageLike, serverText?: string | null): string;
}

/** Builds the {@link Format} of a locale and catalogue (what {@link useFormat} gives a component). */
export function createFormat(locale: string, t: Translate): Format {
  return {
    locale,
    money: (amount, currency, { floor }) => formatMoney(amount, currency, { locale, floor }),
    yield: (value) => (value == null ? t('common.notAvailable') : formatYield(value)),
    rate: rateText,
    date: formatLongDate,
    dateTime: formatDateTime,
    maturity: (maturity) => (maturity === null ? t('common.perpetual') : formatLongDate(maturity)),
    years: (count, family = 'smartInterest.years') => yearsText(t, locale, count, family),
    message: (message, serverText) => serverText ?? t(message.code as MessageId, message.values),
  };
}

/**
 * Money, yields, rates, dates, years and messages as the widgets show them, in the provider's locale and
 * catalogue (the variant's wording and the host's overrides), on sdk-core's money and time kernels.
 *
 * @example
 * ```tsx
 * const format = useFormat();
 * format.money(position.open.principal, 'GBP', { floor: true }); // '£1,000.00'
 * format.rate('7.5'); // '7.50%'
 * ```
 */
export function useFormat(): Format {
  const { locale, t } = useBondkit();
  return useMemo(() => createFormat(locale, t), [locale, t]);
}
