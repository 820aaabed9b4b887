// Spec: 000 §3 'Enumerations', 002 §3.2, 001 §3–4
/** Enumerations of the trade domain. */

// Spec: 000 §3
/** Numeric order states 0–9, by code. */
export const orderStateByCode = {
  0: 'open',
  1: 'packaged',
  2: 'completed',
  3: 'cancelled',
  4: 'partially_completed',
  5: 'split',
  6: 'confirm',
  7: 'confirmed',
  8: 'failed',
  9: 'pending_settlement',
} as const;
/** A numeric order state, 0–9. */
export type OrderStateCode = keyof typeof orderStateByCode;
/** The name of a numeric order state. */
export type OrderStateName = (typeof orderStateByCode)[OrderStateCode];

// Spec: 000 §3
/** Labels of the numeric order states (open, packaged, completed, …, pending settlement). */
export const orderStateLabels = {
  open: 'Open',
  packaged: 'Packaged',
  completed: 'Completed',
  cancelled: 'Cancelled',
  partially_completed: 'Partially completed',
  split: 'Split',
  confirm: 'Confirm',
  confirmed: 'Confirmed',
  failed: 'Failed',
  pending_settlement: 'Pending settlement',
} as const satisfies Record<OrderStateName, string>;

// Spec: 002 §3.2, 001 §4 'Bond orders'
/** States of the bond buy and sell orders the user sees. */
export const bondOrderStates = ['open', 'confirm', 'pending_settlement', 'transaction_failed'] as const;
/** A value of {@link bondOrderStates}. */
export type BondOrderState = (typeof bondOrderStates)[number];
/** Labels of {@link bondOrderStates}: Open, Confirm, Pending settlement, Transaction failed. */
export const bondOrderStateLabels = {
  open: 'Open',
  confirm: 'Confirm',
  pending_settlement: 'Pending settlement',
  transaction_failed: 'Transaction failed',
} as const satisfies Record<BondOrderState, string>;

/** Actions on an open order: confirm a new price, or cancel. */
export const orderActions = ['confirm', 'cancel'] as const;
/** A value of {@link orderActions}. */
export type OrderAction = (typeof orderActions)[number];

/** Trade types. */
export const tradeTypes = ['buy', 'sell'] as const;
/** A value of {@link tradeTypes}. */
export type TradeType = (typeof tradeTypes)[number];

/** Order types: gross (cash amount) or principal (face value; sells and the partner always use principal). */
export const orderTypes = ['gross', 'principal'] as const;
/** A value of {@link orderTypes}. */
export type OrderType = (typeof orderTypes)[number];

// Spec: 002 §4.4
/** Trade modes. */
export const tradeModes = ['basic', 'rfq', 'limit_order', 'switch_trade'] as const;
/** A value of {@link tradeModes}. */
export type TradeMode = (typeof tradeModes)[number];

// Spec: 001 §3
/** Order types of the partner's limit orders list. */
export const limitOrderTypes = ['limit_order', 'switch_trade', 'basic'] as const;
/** A value of {@link limitOrderTypes}. */
export type LimitOrderType = (typeof limitOrderTypes)[number];

// Spec: 001 §3
/** Confirmation states of limit orders. */
export const limitOrderConfirmationStates = ['unconfirmed', 'confirmed', 'rejected'] as const;
/** A value of {@link limitOrderConfirmationStates}. */
export type LimitOrderConfirmationState = (typeof limitOrderConfirmationStates)[number];

// Spec: 002 §3.2
/** Expiry types of limit orders. */
export const expiryTypes = [
  'good_until_canceled',
  'expires_on_exact_datetime',
  'expires_at_market_close',
  'expires_in_timedelta',
] as const;
/** A value of {@link expiryTypes}. */
export type ExpiryType = (typeof expiryTypes)[number];

// Spec: 002 §3.2
/** Product types. */
export const productTypes = ['fractional_bond', 'robowise', 'smart_interest'] as const;
/** A value of {@link productTypes}. */
export type ProductType = (typeof productTypes)[number];

// Spec: 002 §3.2
/** Listing kinds. */
export const listingTypes = ['new-issue', 'primary-market'] as const;
/** A value of {@link listingTypes}. */
export type ListingType = (typeof listingTypes)[number];

// Spec: 002 §3.2
/** The agreement checkboxes of a trade, in the order they are shown. */
export const tradeAgreementFlags = [
  'has_waived_cooling_off_period',
  'has_accepted_key_facts_statement',
  'has_confirmed_suitability_report',
  'has_accepted_suitability_disclaimer',
  'has_confirmed_appropriateness_report',
  'has_accepted_appropriateness_disclaimer',
  'has_confirmed_terms_and_conditions',
] as const;
/** A value of {@link tradeAgreementFlags}. */
export type TradeAgreementFlag = (typeof tradeAgreementFlags)[number];

// Spec: 002 §4.4
/** Steps of the trade flow. */
export const tradeSteps = ['setup', 'confirm', 'processing', 'placed'] as const;
/** A value of {@link tradeSteps}. */
export type TradeStep = (typeof tradeSteps)[number];

/** Sides of an order leg or a quote (a buy leg and a sell leg make a switch). */
export const orderSides = ['buy', 'sell'] as const;
/** A value of {@link orderSides}. */
export type OrderSide = (typeof orderSides)[number];

// Spec: 000 §3, 001 §4
/**
 * Statuses of an order of `orders/` (the numeric order states by name, plus `expired` for a
 * limit order whose expiry passed — hides those).
 */
export const orderStatuses = [
  'open',
  'packaged',
  'completed',
  'cancelled',
  'partially_completed',
  'split',
  'confirm',
  'confirmed',
  'failed',
  'pending_settlement',
  'expired',
] as const satisfies readonly (OrderStateName | 'expired')[];
/** A value of {@link orderStatuses}. */
export type OrderStatus = (typeof orderStatuses)[number];

/** Codes of the warnings a quote leg may carry (the sandbox sends these; the message comes from the catalogue). */
export const quoteWarningCodes = [
  'insufficient_liquidity',
  'insufficient_balance',
  'price_changed',
  'market_closed',
] as const;
/** A value of {@link quoteWarningCodes}; the wire accepts any string so new codes do not break parsing. */
export type QuoteWarningCode = (typeof quoteWarningCodes)[number];

/** States of an RFQ and of each of its quotes. */
export const rfqStates = ['awaiting_confirmation', 'confirmed', 'rejected', 'expired', 'cancelled'] as const;
/** A value of {@link rfqStates}. */
export type RfqState = (typeof rfqStates)[number];

// Spec: 002 §7
/** Kinds of RFQ package (`rfq_package_type` switch). */
export const rfqPackageTypes = ['switch'] as const;
/** A value of {@link rfqPackageTypes}. */
export type RfqPackageType = (typeof rfqPackageTypes)[number];

// Spec: 002 §7 'drops service-fee and unknown transaction texts'
/**
 * Ledger transaction types trading creates, as `products/{ref}/transactions/` reports them. `service_fee`
 * exists on the wire but is never shown.
 */
export const productTransactionTypes = [
  'purchase',
  'sale',
  'accrued_interest_paid',
  'accrued_interest_received',
  'coupon_payment',
  'redemption',
  'platform_fee',
  'fx_conversion',
  'service_fee',
] as const;
/** A value of {@link productTransactionTypes}. */
export type ProductTransactionType = (typeof productTransactionTypes)[number];

// Spec: 002 §4.4
/** Who the confirm step's one-time code goes to: an order, an RFQ quote or a switch package. */
export const tradeConfirmTargets = ['quote', 'order', 'rfq', 'package'] as const;
/** A value of {@link tradeConfirmTargets}. */
export type TradeConfirmTarget = (typeof tradeConfirmTargets)[number];
