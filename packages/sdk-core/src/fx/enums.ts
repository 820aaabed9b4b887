// Spec: 001 §3, §5 'Currency exchange'
/** Enumerations of the FX quote contract. */

// Spec: 001 §3
/** FX quote states. */
export const fxQuoteStates = [
  'awaiting_confirmation',
  'confirmed',
  'expired',
  'transient',
  'errored',
] as const;
/** A value of {@link fxQuoteStates}. */
export type FxQuoteState = (typeof fxQuoteStates)[number];

// Spec: 001 §5 'Currency exchange'
/** FX quote error types. */
export const fxQuoteErrorTypes = [
  'insufficient_sell_balance',
  'daily_limit_reached',
  'insufficient_buy_liquidity',
  'trade_would_exceed_daily_limit',
] as const;
/** A value of {@link fxQuoteErrorTypes}. */
export type FxQuoteErrorType = (typeof fxQuoteErrorTypes)[number];
