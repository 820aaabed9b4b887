/** The dates money movements are booked on (sdk-core's London calendar). */
import { addBusinessDays, formatApiDate } from '@bondkit/sdk-core';

/** The London calendar date of an instant, `YYYY-MM-DD`: the trade date of a booking made then. */
export function tradeDate(now: Date): string {
  return formatApiDate(now);
}

// Spec: 002 §3.2 (settlement two business days after the trade)
/** Business days between a trade and its settlement. */
export const SETTLEMENT_BUSINESS_DAYS = 2;

/** Settlement date of a trade made at `now`: two business days after the London trade date. */
export function settlementDate(now: Date): string {
  return addBusinessDays(tradeDate(now), SETTLEMENT_BUSINESS_DAYS);
}
