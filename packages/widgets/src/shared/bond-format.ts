import { type CurrencyCode, formatLongDate, formatMoney, formatYield } from '@bondkit/sdk-core';
import type { Translate } from '../provider/context';

/** 'N/A' for a missing yield, else the yield with 1 decimal ('7.3%'). */
export function yieldText(value: string | null | undefined, t: Translate): string {
  return value == null ? t('common.notAvailable') : formatYield(value);
}

/** A maturity date as DD MMM YYYY, or 'Perpetual'. */
export function maturityText(maturity: string | null, t: Translate): string {
  return maturity === null ? t('common.perpetual') : formatLongDate(maturity);
}

/** A money amount in the product's currency. */
export function moneyText(amount: string, currency: CurrencyCode, locale: string): string {
  return formatMoney(amount, currency, { locale, floor: true });
}
