/** Business constants of trading (002 §4.4, §5.2, §9; 001 §9). */

/** The trade quote is requested this long after the last change (002 §9). */
export const QUOTE_DEBOUNCE_MS = 500;

/** Default trade amount (002 §9). */
export const DEFAULT_TRADE_AMOUNT = '1000';
/** Default trade amount for the partner (002 §9). */
export const PARTNER_DEFAULT_TRADE_AMOUNT = '10000';

/** Amounts take at most 2 decimals (002 §5.2). */
export const AMOUNT_DECIMALS = 2;
/** Limit-price decimals when the site's price-precision setting is not given (prices carry 2 decimals). */
export const DEFAULT_PRICE_PRECISION = 2;

/** The exact-datetime expiry defaults this many business days ahead (002 §4.4, label '5 business days'). */
export const EXACT_EXPIRY_BUSINESS_DAYS = 5;
/** The default duration of an `expires_in_timedelta` order: one day, in seconds. */
export const DEFAULT_EXPIRY_TIMEDELTA_SECONDS = 86_400;

/** Seconds before a one-time code can be sent again (002 §9). */
export const RESEND_COUNTDOWN_SECONDS = 60;

/** The sukuk amount limits of one currency (002 §5.2, §9). `maximum` applies to purchases only. */
export interface SukukLimits {
  /** the smallest amount */
  minimum: string;
  /** amounts must be a multiple of this */
  denomination: string;
  /** the largest purchase per transaction */
  maximum: string;
}

/**
 * Sukuk limits (002 §9): minimum and denomination 1000 (4000 for AED); maximum buy per transaction
 * 25000 (28000 for AED). Sales: the same minimum and denomination, no maximum.
 */
export const SUKUK_LIMITS = {
  default: { minimum: '1000', denomination: '1000', maximum: '25000' },
  AED: { minimum: '4000', denomination: '4000', maximum: '28000' },
} as const satisfies Record<string, SukukLimits>;

/** The partner's platform fee on sells: 0.3 % a year (002 §9, 001 §9). */
export const PLATFORM_FEE_ANNUAL_RATE = '0.003';
/** Days the annual platform fee is spread over. */
export const PLATFORM_FEE_DAYS_PER_YEAR = 365;

/** Price variation allowed on execution: plus or minus 0.5 (price points per 100 nominal; 002 §9). */
export const PRICE_VARIATION = '0.5';
