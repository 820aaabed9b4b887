import { useId } from 'react';

/** Version 1's term slider (version 2's series choice is `SeriesChoice`, which the reinvest modal shares). */

/** Where a key moves the term slider: arrows a year, Page Up/Down two years, Home/End the ends. */
function termKeyTarget(key: string, years: number, min: number, max: number): number | null {
  const clamp = (value: number) => Math.min(max, Math.max(min, value));
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return clamp(years + 1);
    case 'ArrowLeft':
    case 'ArrowDown':
      return clamp(years - 1);
    case 'PageUp':
      return clamp(years + 2);
    case 'PageDown':
      return clamp(years - 2);
    case 'Home':
      return min;
    case 'End':
      return max;
    default:
      return null;
  }
}

/** Version 1's term: a native range input over the rate table's years (arrows step a year). */
export function TermSlider({
  min,
  max,
  years,
  label,
  valueText,
  onChange,
}: {
  min: number;
  max: number;
  years: number;
  label: string;
  valueText: (years: number) => string;
  onChange: (years: number) => void;
}) {
  const id = useId();
  return (
    <div className="bk-si__field">
      <div className="bk-si__field-head">
        <label htmlFor={id} className="bk-si__label">
          {label}
        </label>
        <output htmlFor={id} className="bk-si__term-value">
          {valueText(years)}
        </output>
      </div>
      <input
        id={id}
        className="bk-si__slider"
        type="range"
        min={min}
        max={max}
        step={1}
        value={years}
        aria-valuetext={valueText(years)}
        onChange={(event) => {
          const next = Number(event.target.value);
          if (Number.isFinite(next)) onChange(next);
        }}
        onKeyDown={(event) => {
          const next = termKeyTarget(event.key, years, min, max);
          if (next === null) return;
          event.preventDefault();
          if (next !== years) onChange(next);
        }}
      />
      <p className="bk-si__hint" aria-hidden="true">
        {valueText(min)} – {valueText(max)}
      </p>
    </div>
  );
}
