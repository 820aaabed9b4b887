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
