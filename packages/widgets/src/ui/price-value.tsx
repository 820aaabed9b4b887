import type { ReactNode } from 'react';
import { useBondkit } from '../provider/context';
import { VisuallyHidden } from './visually-hidden';

// Spec: 002 §6
/** The stand-in a visitor sees instead of a price or amount: not the real value, not read out. */
export const HIDDEN_VALUE_PLACEHOLDER = '000.00';

/** A price or amount; for a visitor a blurred placeholder plus 'Sign in to see prices' for screen readers. */
export function PriceValue({ visitor, children }: { visitor: boolean; children: ReactNode }) {
  const { t } = useBondkit();
  if (!visitor) return <>{children}</>;
  return (
    <>
      <span className="bk-blurred" aria-hidden="true" data-bk-hidden-value="">
        {HIDDEN_VALUE_PLACEHOLDER}
      </span>
      <VisuallyHidden>{t('market.row.hiddenPrice')}</VisuallyHidden>
    </>
  );
}
