/** Enumerations of the trade domain (000 §3 'Enumerations', 002 §3.2, 001 §3–4). */

/** Numeric order states 0–9 (000 §3), by code. */
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

/** Labels of the numeric order states (000 §3: open, packaged, completed, …, pending settlement). */
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

/** States of the bond buy and sell orders the user sees (002 §3.2, 001 §4 'Bond orders'). */
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

/** Trade modes (002 §4.4). */
export const tradeModes = ['basic', 'rfq', 'limit_order', 'switch_trade'] as const;
/** A value of {@link tradeModes}. */
export type TradeMode = (typeof tradeModes)[number];

/** Order types of the partner's limit orders list (001 §3). */
export const limitOrderTypes = ['limit_order', 'switch_trade', 'basic'] as const;
/** A value of {@link limitOrderTypes}. */
export type LimitOrderType = (typeof limitOrderTypes)[number];

/** Confirmation states of limit orders (001 §3). */
export const limitOrderConfirmationStates = ['unconfirmed', 'confirmed', 'rejected'] as const;
/** A value of {@link limitOrderConfirmationStates}. */
export type LimitOrderConfirmationState = (typeof limitOrderConfirmationStates)[number];

/** Expiry types of limit orders (002 §3.2). */
export const expiryTypes = [
  'good_until_canceled',
  'expires_on_exact_datetime',
  'expires_at_market_close',
  'expires_in_timedelta',
] as const;
/** A value of {@link expiryTypes}. */
export type ExpiryType = (typeof expiryTypes)[number];

/** Product types (002 §3.2). */
export const productTypes = ['fractional_bond', 'robowise', 'smart_interest'] as const;
/** A value of {@link productTypes}. */
export type ProductType = (typeof productTypes)[number];

/** Listing kinds (002 §3.2). */
export const listingTypes = ['new-issue', 'primary-market'] as const;
/** A value of {@link listingTypes}. */
export type ListingType = (typeof listingTypes)[number];

/** The agreement checkboxes of a trade (002 §3.2), in the order they are shown. */
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

/** Steps of the trade flow (002 §4.4). */
export const tradeSteps = ['setup', 'confirm', 'processing', 'placed'] as const;
/** A value of {@link tradeSteps}. */
export type TradeStep = (typeof tradeSteps)[number];
