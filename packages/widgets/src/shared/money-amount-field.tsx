import type { ReactNode } from 'react';
import { partOf, uiAnatomy } from '../ui/anatomy';
import { Field } from '../ui/field';

export interface MoneyAmountFieldProps {
  id: string;
  label: ReactNode;
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
export function MoneyAmountField({ id, label, error, placeholder, value, onChange }: MoneyAmountFieldProps) {
  return (
    <Field id={id} label={label} error={error}>
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
