import { type MouseEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { UI_RANK, type UiStylesPart, useUiStyles } from './use-ui-styles';

/** This primitive's part of the `bk-ui` sheet: the error summary box. */
export const errorSummaryStyles: UiStylesPart = [
  UI_RANK.errorSummary,
  `
.bk-error-summary{padding:var(--bk-space-4);margin-bottom:var(--bk-space-4);border:3px solid var(--bk-color-danger);border-radius:var(--bk-radius-md);}
.bk-error-summary:focus{outline:3px solid var(--bk-color-focus-ring);outline-offset:0;}
.bk-error-summary__title{margin:0 0 var(--bk-space-2);font-size:var(--bk-font-size-lg);}
.bk-error-summary__list{margin:0;padding-left:var(--bk-space-5);}
.bk-error-summary__list li+li{margin-top:var(--bk-space-1);}
.bk-error-summary__list a{display:inline-block;min-height:24px;line-height:24px;color:var(--bk-color-danger);font-weight:var(--bk-font-weight-bold);}
`,
];

/** One error of the summary: its text, and the id of the field it is about (a link to it) if any. */
export interface ErrorSummaryItem {
  text: string;
  /** the field's control id: the item links to `#fieldId` and moves the focus there */
  fieldId?: string;
}

export interface ErrorSummaryProps {
  /** the box's heading ('There is a problem') */
  title: ReactNode;
  /** the errors, in the form's order; nothing is rendered without any */
  errors: readonly ErrorSummaryItem[];
  /**
   * Take the focus when the errors appear, announced as an alert (the GOV.UK pattern; default). False where the
   * form moves the focus to its first invalid field itself: the box is then a plain labelled group.
   */
  focus?: boolean;
  className?: string;
}

/** Focuses a field of the summary's own document or shadow root (a `#id` link cannot reach into a shadow root). */
function goToField(event: MouseEvent<HTMLAnchorElement>, fieldId: string): void {
  const root = event.currentTarget.getRootNode() as Document | ShadowRoot;
  const field = root.getElementById?.(fieldId) ?? null;
  if (!field) return;
  event.preventDefault();
  field.scrollIntoView?.({ block: 'center' });
  field.focus();
}

/**
 * The errors of a submitted form above it (GOV.UK's error summary): a titled box listing each error, linked to
 * its {@link Field}; it takes the focus when the errors appear (see `focus`).
 */
export function ErrorSummary({ title, errors, focus = true, className }: ErrorSummaryProps) {
  useUiStyles(errorSummaryStyles);
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const shown = errors.length > 0;
  useEffect(() => {
    if (shown && focus) ref.current?.focus();
  }, [shown, focus]);
  if (!shown) return null;
  return (
    <div
      ref={ref}
      className={className ? `bk-error-summary ${className}` : 'bk-error-summary'}
      {...(focus
        ? { role: 'alert', tabIndex: -1, 'aria-labelledby': titleId }
        : { role: 'group', 'aria-labelledby': titleId })}
    >
      <h2 id={titleId} className="bk-error-summary__title">
        {title}
      </h2>
      <ul className="bk-error-summary__list">
        {errors.map((error) => (
          <li key={`${error.fieldId ?? ''}|${error.text}`}>
            {error.fieldId ? (
              <a href={`#${error.fieldId}`} onClick={(event) => goToField(event, error.fieldId!)}>
                {error.text}
              </a>
            ) : (
              error.text
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
