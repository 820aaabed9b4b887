import { type ChangeEvent, type KeyboardEvent, useId } from 'react';
import { partOf, uiAnatomy } from '../ui/anatomy';

/** The numeric limits a field's slider moves within (decimal strings, as sdk-core's `CALCULATOR_LIMITS`). */
export interface FieldLimits {
  min: string;
  max: string;
  step: string;
}

export interface CalculatorInputFieldProps {
  /** the field's visible name, shared by its slider and its text field */
  label: string;
  /** the value the projection uses (decimal string) */
  value: string;
  /** what the text field holds (may be a value being typed, or one refused) */
  text: string;
  /** the refusal shown under the field, or null */
  error: string | null;
  /** e.g. '£1,000.00 to £100,000.00', read as the fields' description */
  hint?: string;
  /** the slider's limits; without them the field is a text field only */
  slider?: FieldLimits;
  /** how a value reads (the slider's `aria-valuetext`) */
  formatValue: (value: string) => string;
  /** shown before / after the typed value ('£', '%'), hidden from screen readers (the hint says it) */
  prefix?: string;
  suffix?: string;
  /** 'numeric' for whole amounts, 'decimal' for the rate */
  inputMode?: 'numeric' | 'decimal';
  onTextChange: (text: string) => void;
  /** the typed value is done (blur or Enter) */
  onCommit: () => void;
  /** the slider moved to `value` (on its steps, within its limits) */
  onSlide?: (value: string) => void;
}

/** The slider's value for `value`: on the step grid, within the limits (a typed value may be off-step). */
export function sliderPosition(value: string, limits: FieldLimits): number {
  const min = Number(limits.min);
  const max = Number(limits.max);
  const step = Number(limits.step);
  const snapped = min + Math.round((Number(value) - min) / step) * step;
  return Math.min(max, Math.max(min, snapped));
}

/**
 * Where a key moves a slider from `value`: arrows to the next step up or down (from an off-step value, the
 * nearest step in that direction), Page Up / Page Down ten steps, Home / End the ends; null for other keys.
 */
export function sliderKeyTarget(key: string, value: string, limits: FieldLimits): number | null {
  const min = Number(limits.min);
  const max = Number(limits.max);
  const step = Number(limits.step);
  const steps = (Number(value) - min) / step;
  let next: number;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      next = min + (Math.floor(steps + 1e-9) + 1) * step;
      break;
    case 'ArrowLeft':
    case 'ArrowDown':
      next = min + (Math.ceil(steps - 1e-9) - 1) * step;
      break;
    case 'PageUp':
      next = min + (Math.floor(steps + 1e-9) + 10) * step;
      break;
    case 'PageDown':
      next = min + (Math.ceil(steps - 1e-9) - 10) * step;
      break;
    case 'Home':
      next = min;
      break;
    case 'End':
      next = max;
      break;
    default:
      return null;
  }
  return Math.min(max, Math.max(min, next));
}

/**
 * One input of the calculator: a labelled text field for typing the value and, for the amounts and years, a
 * native range slider with the same name, kept in sync. Both work from the keyboard (the slider: arrows,
 * Page Up/Down, Home/End).
 */
export function CalculatorInputField({
  label,
  value,
  text,
  error,
  hint,
  slider,
  formatValue,
  prefix,
  suffix,
  inputMode = 'numeric',
  onTextChange,
  onCommit,
  onSlide,
}: CalculatorInputFieldProps) {
  const labelId = useId();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  const slide = (next: number) => {
    if (!slider || !onSlide) return;
    onSlide(String(next));
  };
  const onRangeChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (!slider) return;
    const raw = Number(event.target.value);
    if (!Number.isNaN(raw)) slide(sliderPosition(String(raw), slider));
  };
  const onRangeKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!slider) return;
    const next = sliderKeyTarget(event.key, value, slider);
    if (next === null) return;
    event.preventDefault();
    if (String(next) !== value) slide(next);
  };

  return (
    <div className={error ? 'bk-calc__field bk-calc__field--invalid' : 'bk-calc__field'}>
      <div className="bk-calc__field-head">
        <label id={labelId} htmlFor={inputId} className="bk-calc__label">
          {label}
        </label>
        <span className="bk-calc__typed">
          {prefix ? (
            <span className="bk-calc__affix" aria-hidden="true">
              {prefix}
            </span>
          ) : null}
          <input
            id={inputId}
            {...partOf(uiAnatomy, 'input', 'bk-calc__input')}
            type="text"
            inputMode={inputMode}
            autoComplete="off"
            spellCheck={false}
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onTextChange(event.target.value)}
            onBlur={onCommit}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                onCommit();
              }
            }}
          />
          {suffix ? (
            <span className="bk-calc__affix" aria-hidden="true">
              {suffix}
            </span>
          ) : null}
        </span>
      </div>
      {slider ? (
        <input
          className="bk-calc__slider"
          type="range"
          aria-labelledby={labelId}
          aria-describedby={hint ? hintId : undefined}
          min={slider.min}
          max={slider.max}
          step={slider.step}
          value={sliderPosition(value, slider)}
          aria-valuetext={formatValue(value)}
          onChange={onRangeChange}
          onKeyDown={onRangeKeyDown}
        />
      ) : null}
      {hint ? (
        <p id={hintId} className="bk-calc__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="bk-calc__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
