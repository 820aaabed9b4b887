import type { ReactNode } from 'react';
import { fieldStyles } from './field';
import { useUiStyles } from './use-ui-styles';

/**
 * Why an action cannot be taken yet, shown beside it (a visible hint, as GOV.UK asks, rather than a button that
 * is silently dead): give the button `aria-describedby={id}` while there is a reason, so keyboard and
 * screen-reader users learn it too. Renders nothing without a reason.
 */
export function ActionReason({ id, reason }: { id: string; reason: ReactNode | null | undefined }) {
  useUiStyles(fieldStyles);
  return reason ? (
    <p id={id} className="bk-field__hint bk-action-reason">
      {reason}
    </p>
  ) : null;
}
