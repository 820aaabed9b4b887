// Spec: 002 §4.4, §5.2, §9; 001 §9
/** Business constants of trading. */

// Spec: 002 §9
/** The trade quote is requested this long after the last change. */
export const QUOTE_DEBOUNCE_MS = 500;

// Spec: 002 §9
/** Default trade amount. */
export const DEFAULT_TRADE_AMOUNT = '1000';
// Spec: 002 §9
/** Default trade amount for the partner. */
export const PARTNER_DEFAULT_TRADE_AMOUNT = '10000';

// Spec: 002 §5.2
/** Amounts take at most 2 decimals. */
export const AMOUNT_DECIMALS = 2;
/** Limit-price decimals when the site's price-precision setting is not given (prices carry 2 decimals). */
export const DEFAULT_PRICE_PRECISION = 2;

// Spec: 002 §4.4
/** The exact-datetime expiry defaults this many business days ahead (label '5 business days'). */
export const EXACT_EXPIRY_BUSINESS_DAYS = 5;
/** The default duration of an `expires_in_timedelta` order: one day, in seconds. */
export const DEFAULT_EXPIRY_TIMEDELTA_SECONDS = 86_400;

// Spec: 002 §9
/** Seconds before a one-time code can be sent again. */
export const RESEND_COUNTDOWN_SECONDS = 60;

// Spec: 002 §5.2, §9
/** The sukuk amount limits of one currency. `maximum` applies to purchases only. */
export interface SukukLimits {
  /** the smallest amount */
  minimum: string;
  /** amounts must be a multiple of this */
  denomination: string;
  /** the largest purchase per transaction */
  maximum: string;
}

// Spec: 002 §9
/**
 * Sukuk limits: minimum and denomination 1000 (4000 for AED); maximum buy per transaction
 * 25000 (28000 for AED). Sales: the same minimum and denomination, no maximum.
 */
export const SUKUK_LIMITS = {
  default: { minimum: '1000', denomination: '1000', maximum: '25000' },
  AED: { minimum: '4000', denomination: '4000', maximum: '28000' },
} as const satisfies Record<string, SukukLimits>;

// Spec: 002 §9, 001 §9
/** The partner's platform fee on sells: 0.3 % a year. */
export const PLATFORM_FEE_ANNUAL_RATE = '0.003';
/** Days the annual platform fee is spread over. */
export const PLATFORM_FEE_DAYS_PER_YEAR = 365;

// Spec: 002 §9
/** Price variation allowed on execution: plus or minus 0.5 (price points per 100 nominal). */
export const PRICE_VARIATION = '0.5';
