import {
  type DateInput,
  fromLondonWallTime,
  getLondonParts,
  londonDaysBetween,
  parseCalendarDate,
  toLondonParts,
} from './london';

/** A UK tax year (6 April – 5 April). */
export interface UkTaxYear {
  /** First day, `YYYY-04-06`. */
  start: string;
  /** Last day, `YYYY-04-05` of the following year. */
  end: string;
  /** e.g. `'2026/27'` */
  label: string;
  /** The calendar year the tax year starts in. */
  startYear: number;
}

/**
 * The UK tax year containing a London calendar date (6 April – 5 April), or one `offset` years from it.
 *
 * @example
 * ukTaxYear('2027-04-05') // { start: '2026-04-06', end: '2027-04-05', label: '2026/27', startYear: 2026 }
 * ukTaxYear('2027-04-06') // 2027/28
 * ukTaxYear(now, -1)      // the previous tax year
 */
export function ukTaxYear(date: DateInput, offset = 0): UkTaxYear {
  const p = toLondonParts(date);
  const startYear = (p.month > 4 || (p.month === 4 && p.day >= 6) ? p.year : p.year - 1) + offset;
  return {
    start: `${startYear}-04-06`,
    end: `${startYear + 1}-04-05`,
    label: `${startYear}/${String((startYear + 1) % 100).padStart(2, '0')}`,
    startYear,
  };
}

function isWeekend(weekday: number): boolean {
  return weekday === 0 || weekday === 6;
}

/** Steps a calendar day (UTC midnight ms) by `days` business days (Monday–Friday; bank holidays not known). */
function stepBusinessDays(dayMs: number, days: number): number {
  const step = days < 0 ? -1 : 1;
  let remaining = Math.abs(Math.trunc(days));
  let current = dayMs;
  while (remaining > 0) {
    current += step * 86_400_000;
    if (!isWeekend(new Date(current).getUTCDay())) remaining -= 1;
  }
  return current;
}

/**
 * Adds business days (Monday–Friday, on the London calendar; bank holidays are not known to the product).
 * A `YYYY-MM-DD` string gives a `YYYY-MM-DD` string; a `Date` gives a `Date` at the same London wall-clock time.
 * Negative `days` go back. Zero returns the input's day unchanged, even on a weekend.
 *
 * @example addBusinessDays('2026-11-20', 1) // '2026-11-23' (Friday → Monday)
 */
export function addBusinessDays(date: string, days: number): string;
/** Adds business days to a moment, keeping its London wall-clock time. */
export function addBusinessDays(date: Date, days: number): Date;
export function addBusinessDays(date: Date | string, days: number): Date | string {
  if (typeof date === 'string') {
    const calendar = parseCalendarDate(date);
    if (!calendar) throw new RangeError(`Invalid date: ${date}`);
    const result = stepBusinessDays(Date.UTC(calendar.year, calendar.month - 1, calendar.day), days);
    return new Date(result).toISOString().slice(0, 10);
  }
  const p = getLondonParts(date);
  const result = new Date(stepBusinessDays(Date.UTC(p.year, p.month - 1, p.day), days));
  return fromLondonWallTime(
    result.getUTCFullYear(),
    result.getUTCMonth() + 1,
    result.getUTCDate(),
    p.hour,
    p.minute,
    p.second,
    date.getTime() - Math.floor(date.getTime() / 1000) * 1000,
  );
}

const DAY_MS = 86_400_000;

/**
 * True when `date` lies in the `days` before `now` (inclusive) and is not in the future — e.g. the market's
 * "new" flag (first added within 7 days). A date-time compares exact times (within `days × 24 h`); a
 * `YYYY-MM-DD` date compares London calendar days (today counts as 0 days ago).
 */
export function isWithinDays(date: DateInput, now: DateInput, days = 7): boolean {
  if (typeof date === 'string' && parseCalendarDate(date)) {
    const ago = londonDaysBetween(date, now);
    return ago >= 0 && ago <= days;
  }
  const t = toLondonTime(date);
  const n = toLondonTime(now);
  return t <= n && n - t <= days * DAY_MS;
}

function toLondonTime(input: DateInput): number {
  if (input instanceof Date) return input.getTime();
  if (typeof input === 'number') return input;
  const calendar = parseCalendarDate(input);
  if (calendar) return fromLondonWallTime(calendar.year, calendar.month, calendar.day).getTime();
  const ms = new Date(input).getTime();
  if (Number.isNaN(ms)) throw new RangeError(`Invalid date: ${input}`);
  return ms;
}
