/**
 * Market hours (Monday–Friday 08:00–16:30, Europe/London) from sdk-core's London clock and trading-hours rule
 * (`time/london.ts`, `trade/rules/hours.ts`), so the sandbox and the widgets open and close the market at the
 * same instant; the next opening is sdk-core's `nextMarketOpen`. What sdk-core has no function for — an instant
 * written with London's offset, the market object with a forced state — is a thin adapter over its exports here.
 */
import {
  getLondonParts,
  isWithinTradingHours,
  londonOffsetMs,
  type MarketStatus,
  nextMarketOpen,
} from '@bondkit/sdk-core';
import type { ForcedMarketState } from '../state';

export type { ForcedMarketState };

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Within market hours at `at` (sdk-core's `isWithinTradingHours`). */
export const isWithinMarketHours: (at: Date) => boolean = isWithinTradingHours;

/** London's offset from UTC at an instant, in minutes (0 in winter, 60 in summer). */
export function londonOffsetMinutes(at: Date): number {
  return Math.round(londonOffsetMs(at.getTime()) / 60000);
}

/** ISO 8601 with London's offset, e.g. 2026-06-01T08:00:00+01:00. */
export function toLondonIso(at: Date): string {
  const p = getLondonParts(at);
  const offset = londonOffsetMinutes(at);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** `YYYYMMDD` of the London calendar date. */
export function londonCompactDate(at: Date): string {
  const p = getLondonParts(at);
  return `${pad(p.year, 4)}${pad(p.month)}${pad(p.day)}`;
}

/** The market object of 002 §3.1 at `now`, following market hours unless a state is forced. */
export function marketStatusAt(now: Date, forced: ForcedMarketState = 'auto'): MarketStatus {
  const state = forced === 'auto' ? (isWithinMarketHours(now) ? 'open' : 'closed') : forced;
  if (state === 'open') {
    return { state: 'open', state_now: 'open', opens_at: null, are_limit_orders_allowed: true };
  }
  if (state === 'suspended') {
    return { state: 'suspended', state_now: 'closed', opens_at: null, are_limit_orders_allowed: false };
  }
  return {
    state: 'closed',
    state_now: 'closed',
    opens_at: toLondonIso(nextMarketOpen(now)),
    // 002 §5.2: no limit order outside trading hours (orders/ refuses one; the ticket disables its option)
    are_limit_orders_allowed: false,
  };
}
