// Spec: 000 §4, §7; 001 §2, §7
/**
 * The Smart Interest holdings' wire contract ("dynamic bonds"): a holding with its payments and reinvest offer,
 * and the reinvest-at-maturity (repayment) calls. Apart from the series and orders (`schema.ts`), so that the
 * dashboard's and a portfolio page's notices, which read holdings only, do not carry the rest.
 *
 * @module
 */

import * as z from 'zod/mini';
import { int } from '../http/index';
import { currencyCode, decimalString } from '../money/index';
import { isoDate } from '../time/index';

// Spec: 000 §4
/** States of a holding as the wire carries them (and as the table shows them). */
export const dynamicBondStates = ['Open', 'Cash out requested', 'Repaying', 'Repaid'] as const;
/** A value of {@link dynamicBondStates}. */
export type DynamicBondState = (typeof dynamicBondStates)[number];

// Spec: 001 §3
/** Which reinvest notifications were sent for an offer. */
export const reinvestNotificationsSchema = z.object({
  notified_about_reinvest_90_days: z.boolean(),
  notified_about_reinvest_60_days: z.boolean(),
  notified_about_reinvest_30_days: z.boolean(),
});
/** Reinvest notification flags. */
export type ReinvestNotifications = z.infer<typeof reinvestNotificationsSchema>;

// Spec: 000 §3 'available_offer'
/** The reinvest offer of a maturing holding (present with `expand=available_offer`). */
export const availableOfferSchema = z.object({
  /** sent as `offer` to the repayment-action calls */
  reference: z.string(),
  /** the reinvest bonus amount */
  bonus: decimalString,
  currency: currencyCode,
  // Spec: 001 §3
  /** may be absent */
  notifications: z.optional(reinvestNotificationsSchema),
});
/** A holding's reinvest offer. */
export type AvailableOffer = z.infer<typeof availableOfferSchema>;

// Spec: 000 §3 'reinvest_action'
/** A booked reinvestment: the series the holding rolls into at maturity. */
export const reinvestActionSchema = z.object({
  /** the series reference */
  series: z.string(),
  reinvest_coupon: z.optional(z.boolean()),
});
/** A holding's booked reinvestment. */
export type ReinvestAction = z.infer<typeof reinvestActionSchema>;

// Spec: 001 §3 'payments[].amount_due'
/** One scheduled payment of a holding (present with `expand=payments`). */
export const dynamicBondPaymentSchema = z.object({
  amount_due: decimalString,
  date: z.optional(isoDate),
});

// Spec: 000 §3 'Dynamic bond'
/**
 * A Smart Interest holding. The spec names some fields in camelCase (`grossInterest`,
 * `sellUrl`, …): on the wire they are snake_case (`gross_interest`, `sell_url`, …);
 * {@link toDynamicBondView} gives the spec's names.
 */
export const dynamicBondSchema = z.object({
  id: int,
  reference: z.string(),
  holding_name: z.string(),
  /** 'smart_interest' */
  category: z.string(),
  investment_account_id: int,
  currency: currencyCode,
  state: z.enum(dynamicBondStates),
  maturity: isoDate,
  principal: decimalString,
  /** the fixed rate in percent */
  rate: decimalString,
  /** interest to maturity at the fixed rate */
  gross_interest: decimalString,
  /** interest earned to date at the (lower) cash-out rate */
  sale_interest: decimalString,
  /** interest already paid out */
  interest_paid: decimalString,
  /** the cash-out fee */
  sale_fee: decimalString,
  /** POST here (empty body) to cash out */
  sell_url: z.string(),
  next_payment_amount: z.nullable(decimalString),
  next_payment_date: z.nullable(isoDate),
  /** present only with `expand=available_offer`; null when there is no offer */
  available_offer: z.optional(z.nullable(availableOfferSchema)),
  reinvest_action: z.nullable(reinvestActionSchema),
  /** present only with `expand=payments` */
  payments: z.optional(z.array(dynamicBondPaymentSchema)),
});
/** A Smart Interest holding. */
export type DynamicBond = z.infer<typeof dynamicBondSchema>;
/** GET customers/me/investment-accounts/{id|all}/dynamic-bonds/ */
export const dynamicBondListSchema = z.array(dynamicBondSchema);

// Spec: 000 §3
/** The spec's names of a holding's fields. */
export interface DynamicBondView {
  id: number;
  reference: string;
  maturity: string;
  principal: string;
  rate: string;
  grossInterest: string;
  saleInterest: string;
  interestPaid: string;
  sellUrl: string;
  currency: DynamicBond['currency'];
  state: DynamicBondState;
  saleFee: string;
  holdingName: string;
  nextPaymentAmount: string | null;
  nextPaymentDate: string | null;
  category: string;
  investment_account_id: number;
  available_offer: AvailableOffer | null;
  reinvest_action: ReinvestAction | null;
}

// Spec: 000 §3
/** A holding under the spec's field names — an explicit mapping, never a silent rename. */
export function toDynamicBondView(bond: DynamicBond): DynamicBondView {
  return {
    id: bond.id,
    reference: bond.reference,
    maturity: bond.maturity,
    principal: bond.principal,
    rate: bond.rate,
    grossInterest: bond.gross_interest,
    saleInterest: bond.sale_interest,
    interestPaid: bond.interest_paid,
    sellUrl: bond.sell_url,
    currency: bond.currency,
    state: bond.state,
    saleFee: bond.sale_fee,
    holdingName: bond.holding_name,
    nextPaymentAmount: bond.next_payment_amount,
    nextPaymentDate: bond.next_payment_date,
    category: bond.category,
    investment_account_id: bond.investment_account_id,
    available_offer: bond.available_offer ?? null,
    reinvest_action: bond.reinvest_action,
  };
}

// Spec: 000 §7
/** Body of quote-repayment-action and book-repayment-action. */
export const repaymentActionInputSchema = z.object({
  /** the holding's `available_offer.reference`; null when it has none */
  offer: z.nullable(z.string()),
  /** the reference of the series to reinvest into */
  series: z.string(),
  /** also reinvest the final coupon */
  reinvest_coupon: z.boolean(),
});
/** Body of a repayment action. */
export type RepaymentActionInput = z.infer<typeof repaymentActionInputSchema>;

/** Answer of quote-repayment-action: what the reinvestment would be. (Shape not in the specs; bondkit's design.) */
export const repaymentQuoteSchema = z.object({
  offer: z.nullable(z.string()),
  series: z.string(),
  reinvest_coupon: z.boolean(),
  currency: currencyCode,
  /** the amount rolled into the series (principal, plus the final coupon when reinvested) */
  amount: decimalString,
  cash_rate: decimalString,
  maturity: isoDate,
  /** the offer's bonus, null without an offer */
  bonus: z.nullable(decimalString),
  annual_interest: decimalString,
  total_returned: decimalString,
});
/** A repayment (reinvestment) quote. */
export type RepaymentQuote = z.infer<typeof repaymentQuoteSchema>;
