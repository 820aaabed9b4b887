import { type ChangeEvent, type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useMessages } from '../provider/context';
import { partOf, uiAnatomy } from './anatomy';
import { UI_RANK, type UiStylesPart, useUiStyles } from './use-ui-styles';

/** This primitive's part of the `bk-ui` sheet. */
export const rangeStyles: UiStylesPart = [
  UI_RANK.range,
  `
.bk-range{border:0;margin:0 0 var(--bk-space-4);padding:0;min-width:0;}
.bk-range__legend{display:flex;justify-content:space-between;width:100%;padding:0;margin-bottom:var(--bk-space-2);font-weight:var(--bk-font-weight-bold);}
.bk-range__value{font-weight:var(--bk-font-weight-regular);color:var(--bk-color-text-muted);}
.bk-range__track{position:relative;height:28px;}
.bk-range__track input[type='range']{position:absolute;left:0;right:0;top:2px;width:100%;height:24px;margin:0;pointer-events:none;background:transparent;accent-color:var(--bk-color-primary);-webkit-appearance:none;appearance:none;}
.bk-range__track input[type='range']::-webkit-slider-thumb{pointer-events:auto;-webkit-appearance:none;width:24px;height:24px;border-radius:50%;background:var(--bk-color-primary);border:2px solid var(--bk-color-bg);cursor:pointer;}
.bk-range__track input[type='range']::-moz-range-thumb{pointer-events:auto;width:20px;height:20px;border-radius:50%;background:var(--bk-color-primary);border:2px solid var(--bk-color-bg);cursor:pointer;}
.bk-range__rail{position:absolute;left:0;right:0;top:12px;height:4px;border-radius:2px;background:var(--bk-color-surface-muted);}
.bk-range__fill{position:absolute;top:12px;height:4px;border-radius:2px;background:var(--bk-color-primary);}
.bk-range__inputs{display:flex;gap:var(--bk-space-3);margin-top:var(--bk-space-2);}
.bk-range__inputs label{display:flex;flex-direction:column;font-size:var(--bk-font-size-sm);color:var(--bk-color-text-muted);}
.bk-range__inputs .bk-input{width:100px;}
`,
];

export type RangeValue = readonly [number, number];

export interface RangeSliderProps {
  /** the group's visible name, e.g. 'Maturity Dates' */
  label: string;
  min: number;
  max: number;
  step: number;
  value: RangeValue;
  onChange: (value: [number, number]) => void;
  /** how a value reads (visible text and `aria-valuetext`), e.g. 50 → 'Max' */
  formatValue?: (value: number) => string;
  /** also show two text fields for typing the minimum and maximum */
  showInputs?: boolean;
  disabled?: boolean;
  className?: string;
}

function decimalsOf(step: number): number {
  const text = String(step);
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}

/** Snaps `value` to the step grid from `min` and rounds away binary noise (0.1 + 0.2). */
export function snapToStep(value: number, min: number, step: number): number {
  const decimals = decimalsOf(step);
  const snapped = min + Math.round((value - min) / step) * step;
  return Number(snapped.toFixed(decimals));
}

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/**
 * A two-thumb range slider made of two native, labelled range inputs ('Minimum …', 'Maximum …').
 * The thumbs never cross. Keyboard: arrows step, Page Up/Down move ten steps, Home/End go to the ends.
 */
export function RangeSlider({
  label,
  min,
  max,
  step,
  value,
  onChange,
  formatValue = String,
  showInputs = false,
  disabled,
  className,
}: RangeSliderProps) {
  useUiStyles(rangeStyles);
  const t = useMessages();
  const legendId = useId();
  const [low, high] = value;

  const update = (thumb: 0 | 1, raw: number) => {
    if (Number.isNaN(raw)) return;
    const snapped = snapToStep(raw, min, step);
    const next: [number, number] =
      thumb === 0 ? [clamp(snapped, min, high), high] : [low, clamp(snapped, low, max)];
    if (next[0] !== low || next[1] !== high) onChange(next);
  };

  const onKeyDown = (thumb: 0 | 1) => (event: KeyboardEvent<HTMLInputElement>) => {
    const current = thumb === 0 ? low : high;
    let next: number | null = null;
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowUp':
        next = current + step;
        break;
      case 'ArrowLeft':
      case 'ArrowDown':
        next = current - step;
        break;
      case 'PageUp':
        next = current + step * 10;
        break;
      case 'PageDown':
        next = current - step * 10;
        break;
      case 'Home':
        next = min;
        break;
      case 'End':
        next = max;
        break;
    }
    if (next === null) return;
    event.preventDefault();
    update(thumb, next);
  };

  const onRangeChange = (thumb: 0 | 1) => (event: ChangeEvent<HTMLInputElement>) =>
    update(thumb, Number(event.target.value));

  const span = max - min || 1;
  const fillLeft = ((low - min) / span) * 100;
  const fillRight = 100 - ((high - min) / span) * 100;
  const minLabel = t('common.minimum', { label });
  const maxLabel = t('common.maximum', { label });

  return (
    <fieldset
      className={className ? `bk-range ${className}` : 'bk-range'}
      disabled={disabled}
      aria-labelledby={legendId}
    >
      <legend id={legendId} className="bk-range__legend">
        <span>{label}</span>
        <span className="bk-range__value" aria-hidden="true">
          {formatValue(low)} – {formatValue(high)}
        </span>
      </legend>
      <div className="bk-range__track">
        <span className="bk-range__rail" aria-hidden="true" />
        <span
          className="bk-range__fill"
          aria-hidden="true"
          style={{ left: `${fillLeft}%`, right: `${fillRight}%` }}
        />
        <input
          type="range"
          aria-label={minLabel}
          min={min}
          max={max}
          step={step}
          value={low}
          aria-valuetext={formatValue(low)}
          onChange={onRangeChange(0)}
          onKeyDown={onKeyDown(0)}
        />
        <input
          type="range"
          aria-label={maxLabel}
          min={min}
          max={max}
          step={step}
          value={high}
          aria-valuetext={formatValue(high)}
          onChange={onRangeChange(1)}
          onKeyDown={onKeyDown(1)}
        />
      </div>
      {showInputs ? (
        <div className="bk-range__inputs">
          <RangeNumberInput label={minLabel} value={low} onCommit={(v) => update(0, v)} />
          <RangeNumberInput label={maxLabel} value={high} onCommit={(v) => update(1, v)} />
        </div>
      ) : null}
    </fieldset>
  );
}

function RangeNumberInput({
  label,
  value,
  onCommit,
}: {
  label: string;
  value: number;
  onCommit: (v: number) => void;
}) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const commit = () => {
    const parsed = Number.parseFloat(text.replace(',', '.'));
    if (Number.isNaN(parsed)) setText(String(value));
    else {
      setText(String(value));
      onCommit(parsed);
    }
  };
  return (
    <label>
      {label}
      <input
        {...partOf(uiAnatomy, 'input')}
        type="text"
        inputMode="decimal"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
      />
    </label>
  );
}
