/** The dates money movements are booked on (sdk-core's London calendar). */
import { formatApiDate } from '@bondkit/sdk-core';

/** The London calendar date of an instant, `YYYY-MM-DD`: the trade date of a booking made then. */
export function tradeDate(now: Date): string {
  return formatApiDate(now);
}
