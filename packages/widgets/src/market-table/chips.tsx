import type { ChipDisplay, MarketCategoryOption, MarketChip } from '@bondkit/sdk-core';
import type { Translate } from '../provider/context';
import { partOf } from '../ui/anatomy';
import { Button } from '../ui/button';
import { marketTableAnatomy } from './anatomy';
import { categoryLabel, labelOf, returnsValueText } from './labels';

/** The visible text of a chip. */
export function chipLabel(
  chip: MarketChip,
  categories: readonly MarketCategoryOption[],
  t: Translate,
): string {
  switch (chip.kind) {
    case 'category': {
      const option = categories.find((c) => c.id === chip.value) ?? { id: chip.value, label: null };
      return categoryLabel(option, t);
    }
    case 'currency':
      return chip.value;
    case 'seniority':
      return labelOf('seniority', chip.value, t);
    case 'maturity':
      return t('market.chips.maturity', { min: chip.min, max: chip.max });
    case 'returns':
      return t('market.chips.range', {
        measure: labelOf('market.returns', chip.measure, t),
        min: `${chip.min}%`,
        max: returnsValueText(chip.max, t('common.max')),
      });
  }
}

export interface ChipsProps {
  chips: ChipDisplay;
  categories: readonly MarketCategoryOption[];
  t: Translate;
  onRemove: (chip: MarketChip) => void;
  onClearAll: () => void;
  onShowMore: () => void;
}

// Spec: 002 §2.1
/** Applied-filter chips: the first 5, '+n filters' (opens the drawer) and 'Clear all'. */
export function Chips({ chips, categories, t, onRemove, onClearAll, onShowMore }: ChipsProps) {
  if (chips.all.length === 0) return null;
  return (
    <ul {...partOf(marketTableAnatomy, 'chips')} aria-label={t('market.chips.label')}>
      {chips.visible.map((chip) => {
        const label = chipLabel(chip, categories, t);
        return (
          <li key={chip.key}>
            <button
              type="button"
              className="bk-chip"
              aria-label={t('market.chips.remove', { label })}
              onClick={() => onRemove(chip)}
            >
              {label}
              <span aria-hidden="true">✕</span>
            </button>
          </li>
        );
      })}
      {chips.hiddenCount > 0 ? (
        <li>
          <button type="button" className="bk-chip" onClick={onShowMore}>
            {t('market.chips.more', { count: chips.hiddenCount })}
          </button>
        </li>
      ) : null}
      <li>
        <Button variant="link" onClick={onClearAll}>
          {t('market.chips.clearAll')}
        </Button>
      </li>
    </ul>
  );
}
