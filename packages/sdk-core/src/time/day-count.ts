/**
 * Calendar dates as year, month and day (no time zone), and the day counts bond and savings arithmetic uses:
 * 30/360 (US and European), whole days, adding days and years. Pure and side-effect free; the sandbox's trade
 * and Smart Interest arithmetic and sdk-core's `bonds/` share them.
 */

/** A calendar date: year, month (1–12), day (1–31). */
export interface Ymd {
  y: number;
  m: number;
  d: number;
}

const DAY_MS = 86_400_000;

/** A `YYYY-MM-DD` string (or a `Date`, read in UTC) as a {@link Ymd}; throws a RangeError on any other text. */
export function toYmd(date: string | Date): Ymd {
  if (date instanceof Date) {
    if (Number.isNaN(date.getTime())) throw new RangeError('Invalid date');
    return { y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate() };
  }
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`Invalid date: ${date}`);
  const ymd = { y: Number(match[1]), m: Number(match[2]), d: Number(match[3]) };
  const check = new Date(Date.UTC(ymd.y, ymd.m - 1, ymd.d));
  if (check.getUTCMonth() !== ymd.m - 1 || check.getUTCDate() !== ymd.d)
    throw new RangeError(`Invalid date: ${date}`);
  return ymd;
}

/** A {@link Ymd} as `YYYY-MM-DD`. */
export function formatYmd({ y, m, d }: Ymd): string {
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** The days in month `m` (1–12) of year `y`. */
export function daysInMonth(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** True on 28 February of a common year and 29 February of a leap year. */
export function isLastDayOfFebruary(date: Ymd): boolean {
  return date.m === 2 && date.d === daysInMonth(date.y, 2);
}

/** Days since 1970-01-01 (a serial day number, for comparing and subtracting dates). */
export function daySerial(date: Ymd): number {
  return Date.UTC(date.y, date.m - 1, date.d) / DAY_MS;
}

/** Days between two dates under a 30/360 convention: US (NASD) with `us`, else European (30E/360). */
export function days360(start: Ymd, end: Ymd, us: boolean): number {
  let d1 = start.d;
  let d2 = end.d;
  if (us) {
    if (isLastDayOfFebruary(start) && isLastDayOfFebruary(end)) d2 = 30;
    if (isLastDayOfFebruary(start)) d1 = 30;
    if (d2 === 31 && d1 >= 30) d2 = 30;
    if (d1 === 31) d1 = 30;
  } else {
    if (d1 === 31) d1 = 30;
    if (d2 === 31) d2 = 30;
  }
  return (end.y - start.y) * 360 + (end.m - start.m) * 30 + (d2 - d1);
}

/** Days between two `YYYY-MM-DD` dates on the 30E/360 basis (every month 30 days, the 31st counts as the 30th). */
export function days30E360(from: string, to: string): number {
  return days360(toYmd(from), toYmd(to), false);
}

/** A `YYYY-MM-DD` date `days` later (earlier when negative). */
export function addDays(date: string, days: number): string {
  const { y, m, d } = toYmd(date);
  return formatYmd(toYmd(new Date(Date.UTC(y, m - 1, d + days))));
}

/** A `YYYY-MM-DD` date `years` later on the same day of the month (29 February → 1 March). */
export function addYears(date: string, years: number): string {
  const { y, m, d } = toYmd(date);
  return formatYmd(toYmd(new Date(Date.UTC(y + years, m - 1, d))));
}
