/** The reports' pure rules: date filters and ranges, the tax-year menu, pagination and the amount input. */
import {
  addYears,
  calendarDay,
  type DateInput,
  parseCalendarDate,
  type UkTaxYear,
  ukTaxYear,
} from '../time/index';

/** The parts of a date field: day, month and year as typed (empty when not chosen). */
export interface DateParts {
  day?: string | number | null;
  month?: string | number | null;
  year?: string | number | null;
}

const present = (part: string | number | null | undefined): part is string | number =>
  part !== null && part !== undefined && String(part).trim() !== '';

// Spec: 001 §2 (Reporting panel)
/**
 * The `YYYY-MM-DD` date a report's date filter uses — only when day, month and year are all present and make a
 * real calendar date; otherwise `null` (no filter is sent).
 *
 * @example reportDateFilter({ day: '5', month: '4', year: '2026' }) // '2026-04-05'
 */
export function reportDateFilter(parts: DateParts): string | null {
  if (!present(parts.day) || !present(parts.month) || !present(parts.year)) return null;
  const [day, month, year] = [Number(parts.day), Number(parts.month), Number(parts.year)];
  if (![day, month, year].every(Number.isInteger) || year < 1000 || year > 9999) return null;
  if (calendarDay(year, month, day) === undefined) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Why a date typed as day, month and year cannot be used. */
export type DatePartsProblem = 'date_incomplete' | 'date_invalid';

// Spec: 001 §2 (a report date filter is used only when day, month and year parts are all present)
/**
 * Checks a date typed as day, month and year: `null` when it is empty (no date) or a real calendar date;
 * `'date_incomplete'` when some of its parts are missing, `'date_invalid'` when all are there but make no
 * date (31 2 2026, a two-digit year). One problem for the whole date, as the GOV.UK date input shows one
 * error for the group.
 *
 * @example datePartsProblem({ day: '31', month: '2', year: '2026' }) // 'date_invalid'
 */
export function datePartsProblem(parts: DateParts): DatePartsProblem | null {
  const given = [parts.day, parts.month, parts.year].filter(present).length;
  if (given === 0) return null;
  if (given < 3) return 'date_incomplete';
  return reportDateFilter(parts) === null ? 'date_invalid' : null;
}

/** A report's date range: `YYYY-MM-DD` dates, or null/empty when not chosen. */
export interface ReportDateRange {
  from: string | null | undefined;
  to: string | null | undefined;
}

/** Why a report's date range cannot be sent. */
export type ReportRangeProblem =
  | 'dates_required'
  | 'end_before_start'
  | 'longer_than_a_month'
  | 'longer_than_ten_years';

/**
 * The longest period a dated report covers (a portfolio statement, an account statement, a tax report's custom
 * range, the reports page's rows): ten years, the end at most ten years after the start. The platform refuses a
 * longer one (400 on the end date) as this rule does, so no request asks it for a century of ledger.
 */
export const REPORT_PERIOD_MAX_YEARS = 10;

function readRange(range: ReportDateRange): { from: string; to: string } | 'dates_required' {
  const from = range.from ?? '';
  const to = range.to ?? '';
  if (parseCalendarDate(from) === undefined || parseCalendarDate(to) === undefined) return 'dates_required';
  return { from, to };
}

// Spec: 001 §2, §5 (Reports)
/**
 * Checks a portfolio statement's range: it needs both a start and an end date, the end not before the start and
 * at most {@link REPORT_PERIOD_MAX_YEARS} years after it.
 *
 * @returns the problem, or `null` when the statement can be requested
 */
export function portfolioStatementProblem(range: ReportDateRange): ReportRangeProblem | null {
  const read = readRange(range);
  if (read === 'dates_required') return read;
  if (read.to < read.from) return 'end_before_start';
  return read.to > addYears(read.from, REPORT_PERIOD_MAX_YEARS) ? 'longer_than_ten_years' : null;
}

/** The same calendar day one month later (the month's last day when it has no such day: 31 Jan → 28 Feb). */
function oneMonthAfter(date: string): string {
  const p = parseCalendarDate(date) as { year: number; month: number; day: number };
  const index = p.year * 12 + p.month; // the next month, 0-based over years
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(p.day, last);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

// Spec: 001 §5 (Reports), §9 (client statement range at most 1 month)
/**
 * Checks a client statement's range: both dates, the end not before the start, and at most one calendar
 * month (1 March – 1 April is allowed, 1 March – 2 April is not).
 *
 * @returns the problem, or `null` when the statement can be requested
 */
export function clientStatementProblem(range: ReportDateRange): ReportRangeProblem | null {
  const read = readRange(range);
  if (read === 'dates_required') return read;
  if (read.to < read.from) return 'end_before_start';
  return read.to > oneMonthAfter(read.from) ? 'longer_than_a_month' : null;
}

// Spec: 001 §2 (the tax report menu offers two tax years), §9 (6 April – 5 April)
/**
 * The tax report's menu: the tax year containing `today` (London) and the one before it, newest first.
 *
 * @example taxYearMenu('2026-11-23').map((y) => y.label) // ['2026/27', '2025/26']
 */
export function taxYearMenu(today: DateInput): UkTaxYear[] {
  return [ukTaxYear(today), ukTaxYear(today, -1)];
}

/** A gap in a page list (shown as an ellipsis). */
export const PAGE_GAP = 'gap' as const;

// Spec: 001 §2 (Activity panel), §9
/**
 * The pages a paginated list links to: the first, the last, and two either side of the current one, with a
 * {@link PAGE_GAP} where pages are skipped. Pages count from 1; `current` is clamped into `1…last`.
 *
 * @example pageList(6, 12) // [1, 'gap', 4, 5, 6, 7, 8, 'gap', 12]
 */
export function pageList(current: number, last: number): (number | typeof PAGE_GAP)[] {
  if (!Number.isInteger(last) || last < 1) return [];
  const page = Math.min(Math.max(Math.trunc(current) || 1, 1), last);
  const shown = new Set<number>([1, last]);
  for (let p = page - 2; p <= page + 2; p++) if (p >= 1 && p <= last) shown.add(p);
  const pages = [...shown].sort((a, b) => a - b);
  const list: (number | typeof PAGE_GAP)[] = [];
  pages.forEach((p, i) => {
    const before = pages[i - 1];
    if (before !== undefined && p - before > 1) list.push(PAGE_GAP);
    list.push(p);
  });
  return list;
}

// Spec: 001 §5 (Reports: amount input allows no negatives and at most 2 decimals)
/**
 * Whether a report's amount field holds an acceptable value: digits with at most 2 decimals, never negative
 * (empty is acceptable: no amount).
 */
export function isReportAmount(text: string): boolean {
  return text === '' || /^\d+(\.\d{0,2})?$/.test(text.trim());
}
