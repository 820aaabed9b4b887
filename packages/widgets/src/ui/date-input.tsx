import type { ReactNode } from 'react';
import { partOf, uiAnatomy } from './anatomy';
import { fieldStyles } from './field';
import { useUiStyles } from './use-ui-styles';

/** A date as typed in a {@link DateInput}: day, month and year, each as the user typed it ('' when empty). */
export interface DateText {
  day: string;
  month: string;
  year: string;
}

/** An empty {@link DateText}. */
export const EMPTY_DATE: DateText = { day: '', month: '', year: '' };

const PARTS = ['day', 'month', 'year'] as const;

/** Props of {@link DateInput}. */
export interface DateInputProps {
  /**
   * the date's id: the inputs are `${id}-day`, `${id}-month`, `${id}-year` (an {@link ErrorSummary} links to
   * `${id}-day`), the hint and error `${id}-hint`, `${id}-error`
   */
  id: string;
  /** the question the date answers, the group's legend */
  legend: ReactNode;
  /** e.g. 'For example, 27 3 2026' */
  hint?: ReactNode;
  /** the labels of the three inputs, in the catalogue's words */
  labels: { day: string; month: string; year: string };
  value: DateText;
  onChange(value: DateText): void;
  /** one error for the whole date, under the hint; every input is then `aria-invalid` */
  error?: ReactNode;
}

/**
 * A date in the GOV.UK pattern: a fieldset whose legend asks the question, a hint, one error for the group,
 * then three labelled numeric inputs — Day, Month, Year — that never follow the browser's locale (no native
 * date picker, so an en-US browser shows no mm/dd/yyyy). The caller reads the parts with sdk-core's
 * `reportDateFilter` / `datePartsProblem`.
 */
export function DateInput({ id, legend, hint, labels, value, onChange, error }: DateInputProps) {
  useUiStyles(fieldStyles);
  const hintId = hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset
      className={error ? 'bk-date-input bk-field--invalid' : 'bk-date-input'}
      aria-describedby={describedBy}
    >
      <legend className="bk-field__label">{legend}</legend>
      {hintId ? (
        <p id={hintId} className="bk-field__hint">
          {hint}
        </p>
      ) : null}
      {errorId ? (
        <p id={errorId} className="bk-field__error">
          {error}
        </p>
      ) : null}
      <div className="bk-date-input__parts">
        {PARTS.map((part) => (
          <div key={part} className={`bk-field bk-date-input__part bk-date-input__part--${part}`}>
            <label htmlFor={`${id}-${part}`}>{labels[part]}</label>
            <input
              {...partOf(uiAnatomy, 'input')}
              id={`${id}-${part}`}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              maxLength={part === 'year' ? 4 : 2}
              aria-invalid={error ? true : undefined}
              value={value[part]}
              onChange={(event) => onChange({ ...value, [part]: event.target.value.trim() })}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
