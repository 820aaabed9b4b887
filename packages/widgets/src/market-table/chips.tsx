import {
  type ChipDisplay,
  type MarketCategoryOption,
  type MarketChip,
  type MarketStoreState,
  marketPartsMessages,
  registerMessages,
  selectMarketCategories,
} from '@bondkit/sdk-core';
import type { Translate } from '../provider/context';
import { useStyles } from '../provider/use-styles';
import { partOf } from '../ui/anatomy';
import { Button } from '../ui/button';
import { marketTableAnatomy } from './anatomy';
import { categoryLabel, labelOf, returnsValueText } from './labels';
import { MARKET_SHEET } from './styles';

// the catalogue domains this part shows (a bundle carries only the texts of registered domains)
registerMessages(marketPartsMessages);

/** The chips' part of the market's sheet (rank 3): added with their code, once a filter is applied. */
export const marketChipsCss = `
.bk-market__chips{display:flex;flex-wrap:wrap;gap:var(--bk-space-2);align-items:center;margin:0 0 var(--bk-space-3);padding:0;list-style:none;}
.bk-chip{display:inline-flex;align-items:center;gap:var(--bk-space-1);min-height:32px;padding:0 var(--bk-space-3);border:1px solid var(--bk-color-border-strong);border-radius:var(--bk-radius-pill);background:var(--bk-color-surface);color:var(--bk-color-text);font:inherit;font-size:var(--bk-font-size-sm);cursor:pointer;}
.bk-chip:hover{background:var(--bk-color-surface-muted);}
`;

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
  /** the market's state, which the category chips' labels are read from */
  state: MarketStoreState;
  t: Translate;
  onRemove: (chip: MarketChip) => void;
  onClearAll: () => void;
  onShowMore: () => void;
}

// Spec: 002 §2.1
/**
 * Applied-filter chips: the first 5, '+n filters' (opens the drawer) and 'Clear all'. A part of its own: the
 * market loads it once a filter, sort or search is applied.
 */
export function Chips({ chips, state, t, onRemove, onClearAll, onShowMore }: ChipsProps) {
  useStyles(MARKET_SHEET, marketChipsCss, 3);
  if (chips.all.length === 0) return null;
  return (
    <ul {...partOf(marketTableAnatomy, 'chips')} aria-label={t('market.chips.label')}>
      {chips.visible.map((chip) => {
        const label = chipLabel(chip, selectMarketCategories(state), t);
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
