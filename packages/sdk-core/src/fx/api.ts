// Spec: 001 §7
/**
 * One function per FX call: the platform's rates, a quote for exchanging currency, and accepting it.
 * Failures throw `ApiError` (see `http/errors.ts`).
 *
 * @module
 */
import * as z from 'zod/mini';
import {
  type BondkitClient,
  type CallOptions,
  type IdempotentCallOptions,
  pathSegment,
  toRequestOptions,
} from '../http/index';
import {
  type FxQuote,
  type FxQuoteInput,
  type FxRates,
  fxQuoteInputSchema,
  fxQuoteSchema,
  fxRatesSchema,
} from './schema';

/** POST fx-quotes/ — a currency exchange quote for a trade in another currency. */
export async function createFxQuote(
  client: BondkitClient,
  input: FxQuoteInput,
  options?: CallOptions,
): Promise<FxQuote> {
  return client.post(
    'fx-quotes/',
    fxQuoteSchema,
    toRequestOptions(options, z.parse(fxQuoteInputSchema, input)),
  );
}

/** POST fx-quotes/{ref}/confirm/ — accepts an FX quote (no body). Send an idempotency key. */
export function confirmFxQuote(
  client: BondkitClient,
  quoteReference: string,
  options?: IdempotentCallOptions,
): Promise<FxQuote> {
  return client.post(
    `fx-quotes/${pathSegment(quoteReference)}/confirm/`,
    fxQuoteSchema,
    toRequestOptions(options, {}),
  );
}

/** GET fx-rates/ — the platform's mid rates today (what a total across currencies is converted at). */
export function getFxRates(client: BondkitClient, options?: CallOptions): Promise<FxRates> {
  return client.get('fx-rates/', fxRatesSchema, toRequestOptions(options));
}
