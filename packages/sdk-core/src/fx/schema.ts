// Spec: 001 §3
/**
 * The wire contract of currency exchange: the FX quote a trade in another currency asks for,
 * `POST fx-quotes/`, and its confirmation.
 *
 * @module
 */
import * as z from 'zod/mini';
import { accountReference, someOf } from '../http/index';
import { currencyCode, decimalString, moneyAmount } from '../money/index';
import { isoDate, isoDateTime } from '../time/index';
import { fxQuoteErrorTypes, fxQuoteStates } from './enums';

/** POST fx-quotes/ body: exactly one of sell_amount / buy_amount. */
export const fxQuoteInputSchema = z
  .object({
    investment_account_reference: accountReference,
    sell_currency: currencyCode,
    buy_currency: currencyCode,
    /** at most 2 decimals */
    sell_amount: z.optional(moneyAmount),
    /** at most 2 decimals */
    buy_amount: z.optional(moneyAmount),
    transient: z.boolean(),
  })
  .check(
    z.refine(
      (input) => (input.sell_amount === undefined) !== (input.buy_amount === undefined),
      'give exactly one of sell_amount and buy_amount',
    ),
  );
/** The body of `POST fx-quotes/`. */
export type FxQuoteInput = z.infer<typeof fxQuoteInputSchema>;

// Spec: 001 §3
/** An FX quote. `fee_rate` is a percent (divide by 100 for display). */
export const fxQuoteSchema = z.object({
  reference: z.string(),
  state: z.enum(fxQuoteStates),
  sell_currency: currencyCode,
  buy_currency: currencyCode,
  sell_amount: decimalString,
  buy_amount: decimalString,
  total_sell_cost: decimalString,
  suggested_buy_amount: z.nullable(decimalString),
  fee_rate: decimalString,
  effective_rate: decimalString,
  errors: z.array(z.object({ error_type: z.enum(fxQuoteErrorTypes) })),
  limits: z.object({ user_limit: decimalString, sell_account_balance: decimalString }),
  expires_at: z.optional(z.nullable(isoDateTime)),
});
/** An FX quote. */
export type FxQuote = z.infer<typeof fxQuoteSchema>;

// Spec: 001 §1 (accounts in GBP, USD, EUR and AED), §2 'Dashboard portfolio summary'
/**
 * GET fx-rates/: the platform's mid rates on a day, as units of each currency per one unit of `base`
 * (`{ base: 'GBP', rates: { GBP: '1', EUR: '1.15' } }`). A currency the platform has no rate for is absent.
 */
export const fxRatesSchema = z.object({
  /** the day the rates are for (YYYY-MM-DD) */
  date: isoDate,
  base: currencyCode,
  rates: someOf(currencyCode.options, decimalString, { strict: false }),
});
/** The platform's mid rates on a day (see {@link fxRatesSchema}). */
export type FxRates = z.infer<typeof fxRatesSchema>;
