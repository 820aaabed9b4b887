import type { MarketStatus } from '../../market/schema';
import { addBusinessDays } from '../../time/calendar';
import { fromLondonWallTime, getLondonParts } from '../../time/london';
import { EXACT_EXPIRY_BUSINESS_DAYS, MARKET_HOURS } from './constants';

const DAY_MS = 86_400_000;

function minutesOf(time: { hour: number; minute: number }): number {
  return time.hour * 60 + time.minute;
}

/** True on a weekday between the market's opening (08:00) and its close (16:30), London time. */
export function isWithinTradingHours(now: Date): boolean {
  const p = getLondonParts(now);
  if (p.weekday === 0 || p.weekday === 6) return false;
  const minute = p.hour * 60 + p.minute;
  return minute >= minutesOf(MARKET_HOURS.open) && minute < minutesOf(MARKET_HOURS.close);
}

/**
 * True when trades are outside market trading hours (002 §3.2 `isMarketOutsideOfTradingHours`): the market
 * object's `state_now` is closed; without a market object, the clock is outside 08:00–16:30 on a weekday.
 */
export function isOutsideTradingHours(market: Pick<MarketStatus, 'state_now'> | null, now: Date): boolean {
  if (market) return market.state_now === 'closed';
  return !isWithinTradingHours(now);
}

/**
 * The next market close strictly after `now`: today's 16:30 London on a weekday before the close, else the
 * next weekday's (002 §4.4: limit mode sets the expiry to the next market close).
 */
export function nextMarketClose(now: Date): Date {
  const p = getLondonParts(now);
  const today = Date.UTC(p.year, p.month - 1, p.day);
  for (let offset = 0; offset < 8; offset++) {
    const day = new Date(today + offset * DAY_MS);
    const weekday = day.getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const close = fromLondonWallTime(
      day.getUTCFullYear(),
      day.getUTCMonth() + 1,
      day.getUTCDate(),
      MARKET_HOURS.close.hour,
      MARKET_HOURS.close.minute,
    );
    if (close.getTime() > now.getTime()) return close;
  }
  /* c8 ignore next */
  throw new Error('no market close within a week');
}

/**
 * The default date-time of an `expires_on_exact_datetime` order: 5 business days ahead at the same London
 * wall-clock time (002 §4.4, labelled '5 business days').
 */
export function defaultExactExpiry(now: Date): Date {
  return addBusinessDays(now, EXACT_EXPIRY_BUSINESS_DAYS);
}
