import type { MarketStatus } from '@bondkit/sdk-core';

/** Market hours: Monday–Friday 08:00–16:30, Europe/London. */
export const MARKET_TIME_ZONE = 'Europe/London';
const OPEN_MINUTE = 8 * 60;
const CLOSE_MINUTE = 16 * 60 + 30;

export type ForcedMarketState = 'auto' | 'open' | 'closed' | 'suspended';

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 Sunday … 6 Saturday */
  weekday: number;
}

const partsFormatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: MARKET_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  weekday: 'short',
});
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Wall-clock parts of an instant in London. */
export function londonParts(at: Date): ZonedParts {
  const out: Record<string, string> = {};
  for (const part of partsFormatter.formatToParts(at)) out[part.type] = part.value;
  return {
    year: Number(out.year),
    month: Number(out.month),
    day: Number(out.day),
    hour: Number(out.hour),
    minute: Number(out.minute),
    second: Number(out.second),
    weekday: WEEKDAYS.indexOf(out.weekday ?? ''),
  };
}

/** London's offset from UTC at an instant, in minutes (0 in winter, 60 in summer). */
export function londonOffsetMinutes(at: Date): number {
  const p = londonParts(at);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60000);
}

/** The instant at which London's wall clock shows the given local time. */
export function londonTime(year: number, month: number, day: number, hour: number, minute: number): Date {
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  const first = guess - londonOffsetMinutes(new Date(guess)) * 60000;
  return new Date(guess - londonOffsetMinutes(new Date(first)) * 60000);
}

/** ISO 8601 with London's offset, e.g. 2026-06-01T08:00:00+01:00. */
export function toLondonIso(at: Date): string {
  const p = londonParts(at);
  const offset = londonOffsetMinutes(at);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** `YYYYMMDD` of the London calendar date. */
export function londonCompactDate(at: Date): string {
  const p = londonParts(at);
  return `${p.year}${String(p.month).padStart(2, '0')}${String(p.day).padStart(2, '0')}`;
}

/** `YYYY-MM-DD` of the London calendar date. */
export function londonIsoDate(at: Date): string {
  const p = londonParts(at);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

export function isWithinMarketHours(at: Date): boolean {
  const p = londonParts(at);
  if (p.weekday === 0 || p.weekday === 6) return false;
  const minute = p.hour * 60 + p.minute;
  return minute >= OPEN_MINUTE && minute < CLOSE_MINUTE;
}

/** The next market opening strictly after `at` (a weekday 08:00 London). */
export function nextOpening(at: Date): Date {
  const p = londonParts(at);
  for (let offset = 0; offset < 8; offset++) {
    const day = new Date(Date.UTC(p.year, p.month - 1, p.day + offset));
    const weekday = day.getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const opening = londonTime(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), 8, 0);
    if (opening.getTime() > at.getTime()) return opening;
  }
  throw new Error('no opening within a week');
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
    opens_at: toLondonIso(nextOpening(now)),
    are_limit_orders_allowed: true,
  };
}
