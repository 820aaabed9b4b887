// Spec: 000 §3, §7; 001 §3
/**
 * The Smart Interest wire contract: fixed-rate series, quotes, orders, holdings
 * ("dynamic bonds") and the reinvest-at-maturity calls. Decimals are strings, dates `YYYY-MM-DD`.
 *
 * The specs give the create-order body in camelCase (`whatIf`, `iaId`, `annualPayout`, …): those names are
 * kept as they are on the wire. Everything else is snake_case. See `README.md` for the paths.
 *
 * @module
 */

import * as z from 'zod/mini';
import { int, positiveInt, someOf } from '../http/index';
import { currencyCode, decimalString } from '../money/index';
import { isoDate } from '../time/index';

// Spec: 000 §3 'payout_type'
/** How a Smart Interest product pays its interest: at the end of the term, or yearly. */
export const smartInterestPayoutTypes = ['term', 'annual'] as const;
/** A value of {@link smartInterestPayoutTypes}. */
export type SmartInterestPayoutType = (typeof smartInterestPayoutTypes)[number];
/** The schema of {@link SmartInterestPayoutType}. */
export const smartInterestPayoutTypeSchema = z.enum(smartInterestPayoutTypes);

// Spec: 000 §3
/** One Smart Interest series: a fixed rate to a fixed maturity in one currency. */
export const smartInterestSeriesSchema = z.object({
  reference: z.string(),
  /** `YYYY-MM-DD` */
  maturity: isoDate,
  /** the fixed annual rate in percent, e.g. `"7.50"` */
  cash_rate: decimalString,
  currency: currencyCode,
  payout_type: smartInterestPayoutTypeSchema,
});
/** A Smart Interest series. */
export type SmartInterestSeries = z.infer<typeof smartInterestSeriesSchema>;
/** GET smart-interest/series/ — the series open on a date. */
export const smartInterestSeriesListSchema = z.array(smartInterestSeriesSchema);

// Spec: 000 §3 'Rate table rows'
/** One row of a rate table: the term in years and its rates in percent. */
export const smartInterestRateRowSchema = z.object({
  /** the term in whole years */
  years: positiveInt,
  /** the rate in percent when interest is paid at the end of the term */
  point: decimalString,
  /** the rate in percent when interest is paid yearly */
  annual_point: decimalString,
});
/** A rate table row. */
export type SmartInterestRateRow = z.infer<typeof smartInterestRateRowSchema>;

// Spec: 000 §5
/** A sign-up bonus offered on the Smart Interest page (shown only from its minimum investment). */
export const smartInterestBonusSchema = z.object({
  /** sent as `bonusCode` with a real order */
  code: z.string(),
  /** the bonus amount */
  amount: decimalString,
  /** the least amount that earns the bonus */
  minimum_investment: decimalString,
});
/** A Smart Interest bonus. */
export type SmartInterestBonus = z.infer<typeof smartInterestBonusSchema>;

// Spec: 000 §9
/**
 * GET smart-interest/settings/?currency= — the page's settings for one currency: minimum and default amounts,
 * the days-per-year denominator ("comes from the server"), the rate table of version 1, the bonus and
 * the wise5 cashback enrolment. (The specs show no such call; bondkit's design, see README.md.)
 */
export const smartInterestSettingsSchema = z.object({
  currency: currencyCode,
  // Spec: 000 §9
  /** default 100 */
  minimum_investment: decimalString,
  // Spec: 000 §9
  /** default 1000 */
  default_amount: decimalString,
  /** the denominator turning years into `daysToMaturity` */
  days_per_year: positiveInt,
  rate_table: z.array(smartInterestRateRowSchema),
  bonus: z.nullable(smartInterestBonusSchema),
  /** sent as `wise5OfferEnrolmentId`; null when the user is enrolled in no cashback offer */
  wise5_offer_enrolment_id: z.nullable(int),
});
/** The Smart Interest page's settings for one currency. */
export type SmartInterestSettings = z.infer<typeof smartInterestSettingsSchema>;

// Spec: 000 §7
/**
 * Body of POST smart-interest/series/{reference}/quote/ and …/subscribe/ (investment_account and
 * amount). `investment_account` is the account's reference; a visitor's quote leaves it out.
 */
export const smartInterestSeriesOrderInputSchema = z.object({
  investment_account: z.optional(z.string()),
  /** 2 decimals */
  amount: decimalString,
});
/** Body of a series quote or subscription. */
export type SmartInterestSeriesOrderInput = z.infer<typeof smartInterestSeriesOrderInputSchema>;

// Spec: 000 §3 'Quote response'
/** Answer of a series quote. */
export const smartInterestQuoteSchema = z.object({
  annual_interest: decimalString,
  total_returned: decimalString,
  /** null when no wise5 cashback applies */
  wise5_cashback_amount: z.nullable(decimalString),
  cash_rate: decimalString,
});
/** A series quote. */
export type SmartInterestQuote = z.infer<typeof smartInterestQuoteSchema>;

// Spec: 000 §7
/** Body of the what-if create-order: nothing is bought, the server prices the order. */
export const smartInterestWhatIfOrderInputSchema = z.object({
  whatIf: z.literal(true),
  amount: decimalString,
  currency: currencyCode,
  annualPayout: z.boolean(),
  daysToMaturity: positiveInt,
  wise5OfferEnrolmentId: z.nullable(int),
});
/** Body of a what-if create-order. */
export type SmartInterestWhatIfOrderInput = z.infer<typeof smartInterestWhatIfOrderInputSchema>;

// Spec: 000 §7
/** Body of the real create-order. */
export const smartInterestOrderInputSchema = z.object({
  whatIf: z.literal(false),
  /** the investment account's id */
  iaId: int,
  amount: decimalString,
  currency: currencyCode,
  annualPayout: z.boolean(),
  daysToMaturity: positiveInt,
  /** the rate the what-if answered, in percent */
  rate: decimalString,
  /** the bonus code when the amount earns the bonus, else null */
  bonusCode: z.nullable(z.string()),
  wise5OfferEnrolmentId: z.nullable(int),
});
/** Body of a real create-order. */
export type SmartInterestOrderInput = z.infer<typeof smartInterestOrderInputSchema>;

/** Either create-order body (the server tells them apart by `whatIf`). */
export const smartInterestCreateOrderInputSchema = z.discriminatedUnion('whatIf', [
  smartInterestWhatIfOrderInputSchema,
  smartInterestOrderInputSchema,
]);

// Spec: 000 §3
/**
 * Answer of a what-if create-order: the create-order response's rate, maturity and cashback, plus the
 * quote figures annual_interest and total_returned so both page versions show the same figures.
 */
export const smartInterestWhatIfSchema = z.object({
  rate: decimalString,
  maturity: isoDate,
  wise5_cashback_amount: z.nullable(decimalString),
  annual_interest: decimalString,
  total_returned: decimalString,
});
/** A what-if create-order answer. */
export type SmartInterestWhatIf = z.infer<typeof smartInterestWhatIfSchema>;

// Spec: 000 §3 'Create-order response'
/**
 * Answer of a real create-order and of a series subscription: the order's rate
 * and maturity, the cashback, the user's remaining account credits, and the balances of the account that paid,
 * plus the new holding's `reference`.
 */
export const smartInterestOrderSchema = z.object({
  /** the new holding's reference */
  reference: z.string(),
  rate: decimalString,
  maturity: isoDate,
  wise5_cashback_amount: z.nullable(decimalString),
  account_credits: decimalString,
  /** currency → cash balance of the paying account after the order */
  account_balances: someOf(currencyCode.options, decimalString, { strict: true }),
});
/** A placed Smart Interest order. */
export type SmartInterestOrder = z.infer<typeof smartInterestOrderSchema>;
