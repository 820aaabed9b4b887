import { type ReactNode, useId } from 'react';
import { choiceStyles, switchStyles } from './choice-styles';
import { useUiStyles } from './use-ui-styles';

export interface RadioOption<V extends string> {
  value: V;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps<V extends string> {
  legend: ReactNode;
  /** hide the legend visually (still read) */
  legendHidden?: boolean;
  options: readonly RadioOption<V>[];
  value: V | null;
  onChange: (value: V) => void;
  name?: string;
  className?: string;
}

/** Native radio buttons in a fieldset (arrow keys move the selection, as browsers do). */
export function RadioGroup<V extends string>({
  legend,
  legendHidden,
  options,
  value,
  onChange,
  name,
  className,
}: RadioGroupProps<V>) {
  useUiStyles(choiceStyles);
  const ownName = useId();
  const groupName = name ?? ownName;
  return (
    <fieldset className={className ? `bk-fieldset ${className}` : 'bk-fieldset'}>
      <legend className={legendHidden ? 'bk-visually-hidden' : undefined}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="bk-choice">
          <input
            type="radio"
            name={groupName}
            value={option.value}
            checked={value === option.value}
            disabled={option.disabled}
            onChange={() => onChange(option.value)}
          />
          <span>
            {option.label}
            {option.description ? <span className="bk-choice__description">{option.description}</span> : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

export interface CheckboxProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  description?: ReactNode;
  className?: string;
  name?: string;
  value?: string;
}

/** A native checkbox with its label. */
export function Checkbox({
  label,
  checked,
  onChange,
  disabled,
  description,
  className,
  name,
  value,
}: CheckboxProps) {
  useUiStyles(choiceStyles);
  return (
    <label className={className ? `bk-choice ${className}` : 'bk-choice'}>
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>
        {label}
        {description ? <span className="bk-choice__description">{description}</span> : null}
      </span>
    </label>
  );
}

export interface SwitchProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  className?: string;
}

/** An on/off toggle (`role="switch"` on a native button: Space and Enter flip it). */
export function Switch({ label, checked, onChange, disabled, className }: SwitchProps) {
  useUiStyles(switchStyles);
  const labelId = useId();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelId}
      disabled={disabled}
      className={className ? `bk-switch ${className}` : 'bk-switch'}
      onClick={() => onChange(!checked)}
    >
      <span className="bk-switch__track" aria-hidden="true">
        <span className="bk-switch__thumb" />
      </span>
      <span id={labelId}>{label}</span>
    </button>
  );
}
