import {
  type DatePartsProblem,
  datePartsProblem,
  type ReportDateRange,
  type ReportRangeProblem,
  reportDateFilter,
} from '@bondkit/sdk-core';
import { useBondkit } from '../provider/context';
import { DateInput, type DateText, EMPTY_DATE } from '../ui/date-input';

export type { DateText } from '../ui/date-input';

/** A report's range as typed: a start and an end date, each as day, month and year. */
export interface RangeValue {
  from: DateText;
  to: DateText;
}

/** A range with neither date typed. */
export const EMPTY_RANGE: RangeValue = { from: EMPTY_DATE, to: EMPTY_DATE };

/** What is wrong with a range: one of its dates as typed, or the range the two dates make. */
export type RangeProblem = DatePartsProblem | ReportRangeProblem;

/** The range's dates as `YYYY-MM-DD` (empty when a date is not a whole, real date). */
export function rangeDates(value: RangeValue): { from: string; to: string } {
  return { from: reportDateFilter(value.from) ?? '', to: reportDateFilter(value.to) ?? '' };
}

/** True when neither date has anything typed in it. */
export function rangeEmpty(value: RangeValue): boolean {
  return [value.from, value.to].every((d) => !d.day && !d.month && !d.year);
}

/**
 * Checks a typed range: first each date (one problem per date: incomplete, or not a real date), then the
 * range the dates make with `check` (sdk-core's `portfolioStatementProblem` or `clientStatementProblem`).
 *
 * @returns the problem and the date it is shown beside, or `null`
 */
export function rangeProblem(
  value: RangeValue,
  check: (range: ReportDateRange) => ReportRangeProblem | null,
): { problem: RangeProblem; date: 'from' | 'to' } | null {
  for (const date of ['from', 'to'] as const) {
    const problem = datePartsProblem(value[date]);
    if (problem) return { problem, date };
  }
  const dates = rangeDates(value);
  const problem = check(dates);
  if (!problem) return null;
  return { problem, date: problem === 'dates_required' && !dates.from ? 'from' : 'to' };
}

/** The id an error summary links to for a range's date (its Day input). */
export const rangeFieldId = (idPrefix: string, date: 'from' | 'to') => `${idPrefix}-${date}-day`;

/**
 * The start and end date of a report, each a Day/Month/Year date ({@link DateInput}), the range's problem
 * beside the date at fault. `legendHidden` keeps the legend for screen readers only, where a heading right
 * above says the same.
 */
export function DateRange({
  idPrefix,
  legend,
  legendHidden = false,
  value,
  onChange,
  problem,
}: {
  idPrefix: string;
  legend: string;
  legendHidden?: boolean;
  value: RangeValue;
  onChange(value: RangeValue): void;
  problem: { problem: RangeProblem; date: 'from' | 'to' } | null;
}) {
  const { t } = useBondkit();
  const labels = { day: t('reports.date.day'), month: t('reports.date.month'), year: t('reports.date.year') };
  const field = (which: 'from' | 'to') => {
    const name = t(which === 'from' ? 'reports.date.start' : 'reports.date.end');
    return (
      <DateInput
        id={`${idPrefix}-${which}`}
        legend={name}
        hint={t('reports.date.hint')}
        labels={labels}
        value={value[which]}
        onChange={(date) => onChange({ ...value, [which]: date })}
        error={problem?.date === which ? t(`reports.problem.${problem.problem}`, { date: name }) : undefined}
      />
    );
  };
  return (
    <fieldset className="bk-reports__dates">
      <legend className={legendHidden ? 'bk-visually-hidden' : undefined}>{legend}</legend>
      {field('from')}
      {field('to')}
    </fieldset>
  );
}
