import type { ReportRangeProblem } from '@bondkit/sdk-core';
import { useBondkit } from '../provider/context';

/** A report's range: two `YYYY-MM-DD` dates (empty when not chosen). */
export interface RangeValue {
  from: string;
  to: string;
}

/** Which date a range's problem is shown beside: a missing start first, else the end. */
export function faultyDate(problem: ReportRangeProblem | null, value: RangeValue): 'from' | 'to' | null {
  if (!problem) return null;
  return problem === 'dates_required' && !value.from ? 'from' : 'to';
}

/**
 * The start and end date of a report, the range's problem beside the field at fault. `legendHidden` keeps the
 * legend for screen readers only, where a heading right above says the same.
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
  problem: ReportRangeProblem | null;
}) {
  const { t } = useBondkit();
  const faulty = faultyDate(problem, value);
  const field = (which: 'from' | 'to') => {
    const id = `${idPrefix}-${which}`;
    const errorId = `${id}-error`;
    return (
      <div className="bk-field">
        <label htmlFor={id}>{t(which === 'from' ? 'reports.date.start' : 'reports.date.end')}</label>
        {faulty === which && problem ? (
          <p id={errorId} className="bk-field__error">
            {t(`reports.problem.${problem}`)}
          </p>
        ) : null}
        <input
          id={id}
          type="date"
          value={value[which]}
          aria-invalid={faulty === which ? true : undefined}
          aria-describedby={faulty === which ? errorId : undefined}
          onChange={(event) => onChange({ ...value, [which]: event.target.value })}
        />
      </div>
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
