import type { CurrencyCode } from './schema';

// Spec: 002 §3.2
/** What the product shows for a currency (GBP £, EUR €, USD $, AED; names as listed). */
export interface CurrencyInfo {
  /** ISO 4217 code. */
  code: CurrencyCode;
  /** Symbol shown next to amounts; AED has none of its own and shows its code. */
  symbol: string;
  /** Full English name, e.g. 'Pound Sterling'. */
  name: string;
  /** Digits after the decimal point in the minor unit (pence, cents, fils). */
  minorUnits: number;
}

/** The four currencies of the product, keyed by code. */
export const currencies = {
  GBP: { code: 'GBP', symbol: '£', name: 'Pound Sterling', minorUnits: 2 },
  EUR: { code: 'EUR', symbol: '€', name: 'Euro', minorUnits: 2 },
  USD: { code: 'USD', symbol: '$', name: 'US Dollar', minorUnits: 2 },
  AED: { code: 'AED', symbol: 'AED', name: 'UAE Dirham', minorUnits: 2 },
} as const satisfies Record<CurrencyCode, CurrencyInfo>;

/** Every currency code, in the specs' order. */
export const currencyCodes = ['GBP', 'EUR', 'USD', 'AED'] as const satisfies readonly CurrencyCode[];

/** True when `value` is one of the product's currency codes. */
export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && Object.hasOwn(currencies, value);
}

/** The symbol of a currency (`£`, `€`, `$`, `AED`). */
export function currencySymbol(code: CurrencyCode): string {
  return currencies[code].symbol;
}

/** The English name of a currency ('Pound Sterling', 'Euro', 'US Dollar', 'UAE Dirham'). */
export function currencyName(code: CurrencyCode): string {
  return currencies[code].name;
}
