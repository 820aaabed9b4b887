import { type DateInput, parseCalendarDate, toLondonParts } from './london';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const pad2 = (n: number) => String(n).padStart(2, '0');
const pad4 = (n: number) => String(n).padStart(4, '0');

function monthName(month: number): string {
  return MONTHS[month - 1] ?? '';
}

/**
 * The wire date format `YYYY-MM-DD`, as a Europe/London calendar date.
 *
 * @example formatApiDate(new Date('2026-06-30T23:30:00Z')) // '2026-07-01' (BST)
 * @throws RangeError for an unreadable input (as do the other formatters)
 */
export function formatApiDate(input: DateInput): string {
  const p = toLondonParts(input);
  return `${pad4(p.year)}-${pad2(p.month)}-${pad2(p.day)}`;
}

/**
 * `DD MMM YYYY` with English month abbreviations, e.g. `'05 Apr 2027'` (September is `Sep`, never `Sept`).
 */
export function formatLongDate(input: DateInput): string {
  const p = toLondonParts(input);
  return `${pad2(p.day)} ${monthName(p.month)} ${pad4(p.year)}`;
}

/** `DD/MM/YYYY`, e.g. `'05/04/2027'`. */
export function formatShortDate(input: DateInput): string {
  const p = toLondonParts(input);
  return `${pad2(p.day)}/${pad2(p.month)}/${pad4(p.year)}`;
}

/**
 * `HH:mm DD MMM YYYY` on the 24-hour London clock, e.g. the market's opens-at `'08:00 24 Nov 2026'`.
 */
export function formatDateTime(input: DateInput): string {
  const p = toLondonParts(input);
  return `${pad2(p.hour)}:${pad2(p.minute)} ${pad2(p.day)} ${monthName(p.month)} ${pad4(p.year)}`;
}

/** `HH:mm` on the 24-hour London clock. */
export function formatTime(input: DateInput): string {
  const p = toLondonParts(input);
  return `${pad2(p.hour)}:${pad2(p.minute)}`;
}

/**
 * Reads a wire date `YYYY-MM-DD` as UTC midnight of that day (which every formatter here shows as the same
 * calendar day).
 *
 * @returns the date, or `null` when the text is not a real date (`'2026-02-30'`, `'26-1-1'`)
 */
export function parseApiDate(text: string): Date | null {
  const calendar = parseCalendarDate(text);
  return calendar ? new Date(Date.UTC(calendar.year, calendar.month - 1, calendar.day)) : null;
}

/** True when `text` is a real `YYYY-MM-DD` date. */
export function isApiDate(text: string): boolean {
  return parseCalendarDate(text) !== undefined;
}
