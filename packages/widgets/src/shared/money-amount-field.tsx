import type { ReactNode } from 'react';
import { partOf, uiAnatomy } from '../ui/anatomy';
import { Field } from '../ui/field';

export interface MoneyAmountFieldProps {
  id: string;
  label: ReactNode;
  /** a hint under the label (an example amount, a minimum): read with the field, never taken for a value */
  hint?: ReactNode;
  error?: ReactNode;
  placeholder?: string;
  value: string;
  /** the text as typed (the widget's machine or rule cleans it) */
  onChange: (text: string) => void;
}

/**
 * The amount of a money-moving widget (fund, withdraw, exchange): a labelled text field for a decimal amount —
 * the decimal keyboard on touch devices, no autofill — with its error under it.
 */
export function MoneyAmountField({
  id,
  label,
  hint,
  error,
  placeholder,
  value,
  onChange,
}: MoneyAmountFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          {...partOf(uiAnatomy, 'input')}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
