import type { ReactNode } from 'react';
import { UI_RANK, type UiStylesPart, useUiStyles } from './use-ui-styles';

/** This primitive's part of the `bk-ui` sheet: a field's box, label, hint and error. */
export const fieldStyles: UiStylesPart = [
  UI_RANK.field,
  `
.bk-field{display:flex;flex-direction:column;gap:var(--bk-space-1);min-width:0;}
.bk-field__label{font-weight:var(--bk-font-weight-bold);}
.bk-field__hint{margin:0;font-size:var(--bk-font-size-sm);color:var(--bk-color-text-muted);}
.bk-field__error{margin:0;font-size:var(--bk-font-size-sm);color:var(--bk-color-danger);}
.bk-field--invalid .bk-input{border-color:var(--bk-color-danger);box-shadow:0 0 0 1px var(--bk-color-danger);}
.bk-date-input{display:flex;flex-direction:column;gap:var(--bk-space-1);min-width:0;margin:0;padding:0;border:0;}
.bk-date-input legend{padding:0;margin-bottom:var(--bk-space-1);}
.bk-date-input__parts{display:flex;flex-wrap:wrap;gap:var(--bk-space-3);}
.bk-date-input__part .bk-input{width:3.5rem;}
.bk-date-input__part--year .bk-input{width:5rem;}
`,
];

/** The parts of a field (part name → class), rendered with `parts`. */
export const fieldAnatomy = { field: 'bk-field', error: 'bk-field__error' } as const;

/** What a field's control gets to spread on itself: its id and its state for assistive technology. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  /** the control's id: the label points at it, an {@link ErrorSummary} links to it */
  id: string;
  label: ReactNode;
  /** the label for assistive technology only (the layout already says what the field is for) */
  hideLabel?: boolean;
  /** a hint under the label, named by the control's `aria-describedby` */
  hint?: ReactNode;
  /** the error under the control: the control is `aria-invalid` and described by it; none when empty */
  error?: ReactNode;
  /** ids of other text that describes the control (before the hint and the error) */
  describedBy?: string;
  /** classes of the field's box besides `bk-field` */
  className?: string;
  /** `part` attributes for `::part()`: `field` on the box, `error` on the error (the elements that expose them) */
  parts?: boolean;
  /** the control (input, select), given the props that wire it to the label, hint and error */
  children: (control: FieldControl) => ReactNode;
}

/**
 * A form field in the GOV.UK pattern: label, hint, the control, then the error — the control wired by `id`,
 * `aria-invalid` and `aria-describedby` (hint and error ids `${id}-hint`, `${id}-error`).
 *
 * @example
 * ```tsx
 * <Field id="email" label="Email" error={errors.email}>
 *   {(control) => <input {...control} className="bk-input" type="email" />}
 * </Field>
 * ```
 */
export function Field({
  id,
  label,
  hideLabel = false,
  hint,
  error,
  describedBy,
  className,
  parts = false,
  children,
}: FieldProps) {
  useUiStyles(fieldStyles);
  const hintId = hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  const control: FieldControl = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined,
  };
  let classes = error ? `${fieldAnatomy.field} bk-field--invalid` : fieldAnatomy.field;
  if (className) classes += ` ${className}`;
  return (
    <div className={classes} part={parts ? 'field' : undefined}>
      <label htmlFor={id} className={hideLabel ? 'bk-field__label bk-visually-hidden' : 'bk-field__label'}>
        {label}
      </label>
      {hintId ? (
        <p id={hintId} className="bk-field__hint">
          {hint}
        </p>
      ) : null}
      {children(control)}
      {errorId ? (
        <p id={errorId} className={fieldAnatomy.error} part={parts ? 'error' : undefined}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
