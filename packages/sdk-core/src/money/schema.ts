/**
 * Money on the wire: the platform's currency codes and decimals carried as strings (never parsed into floats).
 *
 * @module
 */
import * as z from 'zod/mini';

/** The currencies of the platform: GBP, EUR, USD and AED. */
export const currencyCode = z.enum(['GBP', 'EUR', 'USD', 'AED']);
/** A currency of {@link currencyCode}. */
export type CurrencyCode = z.infer<typeof currencyCode>;

/** A decimal carried as a string on the wire (prices, yields, amounts): never parsed into a float for arithmetic. */
export const decimalString = z.string().check(z.regex(/^-?\d+(\.\d+)?$/, 'a decimal number as a string'));

/** A decimal that must not be negative (amounts, prices, face values). */
export const nonNegativeDecimal = z
  .string()
  .check(z.regex(/^\d+(\.\d+)?$/, 'a non-negative decimal number as a string'));

/** The platform's text for an amount of money with more than 2 decimals (Django-REST's `DecimalField`). */
export const MONEY_DECIMALS_TEXT = 'Ensure that there are no more than 2 decimal places.';

/**
 * An amount of money as a request sends it: a non-negative decimal string with at most 2 decimals (amounts are
 * sent with 2 decimals; a sub-penny amount is refused, never rounded into another trade).
 */
export const moneyAmount = z.string().check(
  z.regex(/^\d+(\.\d+)?$/, 'a non-negative decimal number as a string'),
  z.refine((value) => !/^\d+\.\d{3,}$/.test(value), MONEY_DECIMALS_TEXT),
);
