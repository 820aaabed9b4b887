/**
 * The product's clock: Europe/London wall time (GMT in winter, BST in summer), calendar days, and the
 * market's trading hours (Monday–Friday 08:00–16:30 London; the sandbox follows the same).
 *
 * @module
 */

/** The product's time zone: every date shown or sent is a Europe/London calendar date. */
export const PRODUCT_TIME_ZONE = 'Europe/London';

/** A moment read on a Europe/London wall clock. */
export interface LondonParts {
  year: number;
  /** 1–12 */
  month: number;
  /** 1–31 */
  day: number;
  /** 0–23 */
  hour: number;
  minute: number;
  second: number;
  /** 0 Sunday … 6 Saturday */
  weekday: number;
}

/** A date or moment: a `Date`, epoch milliseconds, an ISO date-time with offset, or a `YYYY-MM-DD` date. */
export type DateInput = Date | number | string;

let londonFormat: Intl.DateTimeFormat | undefined;

const API_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/**
 * Reads a moment on the Europe/London wall clock (GMT in winter, BST in summer).
 *
 * @param date - a `Date` or epoch milliseconds
 */
export function getLondonParts(date: Date | number): LondonParts {
  londonFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: PRODUCT_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  });
  const fields: Record<string, number> = {};
  for (const part of londonFormat.formatToParts(date)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const year = fields.year ?? 1970;
  const month = fields.month ?? 1;
  const day = fields.day ?? 1;
  return {
    year,
    month,
    day,
    hour: fields.hour ?? 0,
    minute: fields.minute ?? 0,
    second: fields.second ?? 0,
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
  };
}

/** Milliseconds London is ahead of UTC at `instant` (0 in winter, 3 600 000 in summer). */
export function londonOffsetMs(instant: number): number {
  const whole = Math.floor(instant / 1000) * 1000;
  const p = getLondonParts(whole);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - whole;
}

/**
 * The instant at which London's wall clock shows the given time. A time skipped by the spring change
 * (01:00–02:00 on the last Sunday of March) resolves to the hour after.
 */
export function fromLondonWallTime(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
  millisecond = 0,
): Date {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second, millisecond);
  const first = asUtc - londonOffsetMs(asUtc);
  const second_ = asUtc - londonOffsetMs(first);
  return new Date(second_);
}

/** A calendar date (no time) as UTC midnight epoch milliseconds, or `undefined` when not a real date. */
export function calendarDay(year: number, month: number, day: number): number | undefined {
  const ms = Date.UTC(year, month - 1, day);
  const check = new Date(ms);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return undefined;
  }
  return ms;
}

/** The calendar fields of a `YYYY-MM-DD` string, or `undefined` when it is not a real date. */
export function parseCalendarDate(text: string): { year: number; month: number; day: number } | undefined {
  const match = API_DATE.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return calendarDay(year, month, day) === undefined ? undefined : { year, month, day };
}

/**
 * The London calendar date and wall time of any {@link DateInput}. A `YYYY-MM-DD` string is a calendar date
 * already and is not shifted by any time zone.
 *
 * @throws RangeError for an unreadable input
 */
export function toLondonParts(input: DateInput): LondonParts {
  if (typeof input === 'string') {
    const calendar = parseCalendarDate(input);
    if (calendar) {
      return {
        ...calendar,
        hour: 0,
        minute: 0,
        second: 0,
        weekday: new Date(Date.UTC(calendar.year, calendar.month - 1, calendar.day)).getUTCDay(),
      };
    }
    if (API_DATE.test(input)) throw new RangeError(`Invalid date: ${input}`);
  }
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(input)}`);
  return getLondonParts(date);
}

/** Whole London calendar days from `from` to `to` (negative when `to` is earlier). */
export function londonDaysBetween(from: DateInput, to: DateInput): number {
  const a = toLondonParts(from);
  const b = toLondonParts(to);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY_MS);
}

/** Market hours on the London clock, Monday–Friday (the sandbox follows the same). */
export const MARKET_HOURS = {
  open: { hour: 8, minute: 0 },
  close: { hour: 16, minute: 30 },
} as const;

/** The market object's field {@link isOutsideTradingHours} reads (`MarketStatus['state_now']`). */
export interface MarketNow {
  state_now: 'open' | 'closed';
}

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

// Spec: 002 §3.2
/**
 * True when trades are outside market trading hours (`isMarketOutsideOfTradingHours`): the market
 * object's `state_now` is closed; without a market object, the clock is outside 08:00–16:30 on a weekday.
 */
export function isOutsideTradingHours(market: MarketNow | null, now: Date): boolean {
  if (market) return market.state_now === 'closed';
  return !isWithinTradingHours(now);
}

/** The first weekday's `time` on the London clock strictly after `now` (the next opening or close). */
function nextWeekdayAt(now: Date, time: { hour: number; minute: number }, what: string): Date {
  const p = getLondonParts(now);
  const today = Date.UTC(p.year, p.month - 1, p.day);
  for (let offset = 0; offset < 8; offset++) {
    const day = new Date(today + offset * DAY_MS);
    const weekday = day.getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const at = fromLondonWallTime(
      day.getUTCFullYear(),
      day.getUTCMonth() + 1,
      day.getUTCDate(),
      time.hour,
      time.minute,
    );
    if (at.getTime() > now.getTime()) return at;
  }
  /* c8 ignore next */
  throw new Error(`no market ${what} within a week`);
}

// Spec: 002 §4.4
/**
 * The next market close strictly after `now`: today's 16:30 London on a weekday before the close, else the
 * next weekday's (limit mode sets the expiry to the next market close).
 */
export function nextMarketClose(now: Date): Date {
  return nextWeekdayAt(now, MARKET_HOURS.close, 'close');
}

// Spec: 002 §3.1
/**
 * The next market opening strictly after `now`: today's 08:00 London on a weekday before the opening, else
 * the next weekday's (the market object's `opens_at` while closed).
 */
export function nextMarketOpen(now: Date): Date {
  return nextWeekdayAt(now, MARKET_HOURS.open, 'opening');
}
