// Spec: 000 §7; 001 §7
/**
 * The Smart Interest calls. Paths the specs do not show are bondkit's design, documented in
 * `README.md` as the contract the sandbox implements.
 *
 * @module
 */

import { type BondkitClient, pathSegment, toRequestOptions } from '../http/index';
import { type Amount, type CurrencyCode, toWire } from '../money/index';
import { formatApiDate } from '../time/index';
import {
  type SmartInterestOrder,
  type SmartInterestOrderInput,
  type SmartInterestPayoutType,
  type SmartInterestQuote,
  type SmartInterestSeries,
  type SmartInterestSettings,
  type SmartInterestWhatIf,
  type SmartInterestWhatIfOrderInput,
  smartInterestOrderSchema,
  smartInterestQuoteSchema,
  smartInterestSeriesListSchema,
  smartInterestSettingsSchema,
  smartInterestWhatIfSchema,
} from './schema';

/** Options every Smart Interest call takes. */
export interface SmartInterestCallOptions {
  /** shown when the server sends no message (pass the catalogue's text) */
  fallbackMessage?: string;
  /** aborts the call (rejects with the signal's reason) */
  signal?: AbortSignal;
}

/** Base path of the Smart Interest series calls. */
export const SMART_INTEREST_SERIES_PATH = 'smart-interest/series/';
/** Path of the create-order call (what-if and real). */
export const SMART_INTEREST_ORDERS_PATH = 'smart-interest/orders/';
/** Path of the settings call. */
export const SMART_INTEREST_SETTINGS_PATH = 'smart-interest/settings/';

/**
 * GET smart-interest/settings/?currency= — minimum and default amounts, days per year, rate table, bonus and
 * wise5 enrolment for one currency (bondkit's design; hosts may instead rely on the rules' defaults).
 */
export function getSmartInterestSettings(
  client: BondkitClient,
  input: { currency: CurrencyCode } & SmartInterestCallOptions,
): Promise<SmartInterestSettings> {
  return client.get(SMART_INTEREST_SETTINGS_PATH, smartInterestSettingsSchema, {
    searchParams: { currency: input.currency },
    ...toRequestOptions(input),
  });
}

/** Input of {@link getSmartInterestSeries}. */
export interface GetSmartInterestSeriesInput extends SmartInterestCallOptions {
  /** the series open on this date (`YYYY-MM-DD`, or a Date read as a London calendar date) */
  openOn: string | Date;
  /** only this currency's series (the reinvest flow passes the holding's currency) */
  currency?: CurrencyCode;
}

// Spec: 000 §7, 001 §7
/** GET smart-interest/series/?open_on=YYYY-MM-DD[&currency=] — the series open on a date. */
export function getSmartInterestSeries(
  client: BondkitClient,
  input: GetSmartInterestSeriesInput,
): Promise<SmartInterestSeries[]> {
  const openOn = typeof input.openOn === 'string' ? input.openOn : formatApiDate(input.openOn);
  return client.get(SMART_INTEREST_SERIES_PATH, smartInterestSeriesListSchema, {
    searchParams: { open_on: openOn, currency: input.currency },
    ...toRequestOptions(input),
  });
}

/** Input of {@link quoteSmartInterestSeries} and {@link subscribeSmartInterestSeries}. */
export interface SmartInterestSeriesOrderRequest extends SmartInterestCallOptions {
  /** the series reference */
  series: string;
  /** the paying investment account's reference; a visitor's quote has none */
  investmentAccount?: string | undefined;
  /** sent with 2 decimals */
  amount: Amount;
}

function seriesBody(input: SmartInterestSeriesOrderRequest) {
  return {
    ...(input.investmentAccount ? { investment_account: input.investmentAccount } : {}),
    amount: toWire(input.amount),
  };
}

// Spec: 000 §7
/** POST smart-interest/series/{reference}/quote/ {investment_account, amount} — a series quote. */
export function quoteSmartInterestSeries(
  client: BondkitClient,
  input: SmartInterestSeriesOrderRequest,
): Promise<SmartInterestQuote> {
  return client.post(
    `${SMART_INTEREST_SERIES_PATH}${pathSegment(input.series)}/quote/`,
    smartInterestQuoteSchema,
    {
      json: seriesBody(input),
      ...toRequestOptions(input),
    },
  );
}

// Spec: 000 §7
/**
 * POST smart-interest/series/{reference}/subscribe/ {investment_account, amount} — buys into a series.
 * Needs a signed-in user and an account.
 */
export function subscribeSmartInterestSeries(
  client: BondkitClient,
  input: SmartInterestSeriesOrderRequest & { investmentAccount: string },
): Promise<SmartInterestOrder> {
  return client.post(
    `${SMART_INTEREST_SERIES_PATH}${pathSegment(input.series)}/subscribe/`,
    smartInterestOrderSchema,
    { json: seriesBody(input), ...toRequestOptions(input) },
  );
}

/** Input of {@link createSmartInterestWhatIf}. */
export interface SmartInterestWhatIfRequest extends SmartInterestCallOptions {
  amount: Amount;
  currency: CurrencyCode;
  payoutType: SmartInterestPayoutType;
  daysToMaturity: number;
  wise5OfferEnrolmentId?: number | null;
}

// Spec: 000 §7
/**
 * POST smart-interest/orders/ with `whatIf: true`: prices an order without placing it —
 * `{ whatIf, amount, currency, annualPayout, daysToMaturity, wise5OfferEnrolmentId }`.
 */
export function createSmartInterestWhatIf(
  client: BondkitClient,
  input: SmartInterestWhatIfRequest,
): Promise<SmartInterestWhatIf> {
  const body: SmartInterestWhatIfOrderInput = {
    whatIf: true,
    amount: toWire(input.amount),
    currency: input.currency,
    annualPayout: input.payoutType === 'annual',
    daysToMaturity: input.daysToMaturity,
    wise5OfferEnrolmentId: input.wise5OfferEnrolmentId ?? null,
  };
  return client.post(SMART_INTEREST_ORDERS_PATH, smartInterestWhatIfSchema, {
    json: body,
    ...toRequestOptions(input),
  });
}

/** Input of {@link createSmartInterestOrder}. */
export interface SmartInterestOrderRequest extends SmartInterestWhatIfRequest {
  /** the paying investment account's id */
  investmentAccountId: number;
  /** the rate the what-if answered (percent) */
  rate: string;
  /** the bonus code when the amount earns the bonus */
  bonusCode?: string | null;
}

// Spec: 000 §7
/**
 * POST smart-interest/orders/ with `whatIf: false`: places the order —
 * `{ whatIf, iaId, amount, currency, annualPayout, daysToMaturity, rate, bonusCode, wise5OfferEnrolmentId }`.
 */
export function createSmartInterestOrder(
  client: BondkitClient,
  input: SmartInterestOrderRequest,
): Promise<SmartInterestOrder> {
  const body: SmartInterestOrderInput = {
    whatIf: false,
    iaId: input.investmentAccountId,
    amount: toWire(input.amount),
    currency: input.currency,
    annualPayout: input.payoutType === 'annual',
    daysToMaturity: input.daysToMaturity,
    rate: input.rate,
    bonusCode: input.bonusCode ?? null,
    wise5OfferEnrolmentId: input.wise5OfferEnrolmentId ?? null,
  };
  return client.post(SMART_INTEREST_ORDERS_PATH, smartInterestOrderSchema, {
    json: body,
    ...toRequestOptions(input),
  });
}
