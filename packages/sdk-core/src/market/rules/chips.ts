import type { CurrencyCode } from '../../money/index';
import type { Seniority } from '../enums';
import { VISIBLE_CHIPS } from './constants';
import { activeReturnsRange, DEFAULT_FILTERS, isMaxValue, isRangeActive } from './filters';
import type { MarketBounds, MarketFilters, ReturnsMeasure } from './types';

// Spec: 002 §2.1
/** One applied-filter chip: one per applied filter value. */
export type MarketChip =
  | { key: string; kind: 'category'; value: string }
  | { key: string; kind: 'currency'; value: CurrencyCode }
  | { key: string; kind: 'seniority'; value: Seniority }
  | { key: string; kind: 'maturity'; min: number; max: number }
  | {
      key: string;
      kind: 'returns';
      measure: ReturnsMeasure;
      min: number;
      max: number;
      /** the max is at or above the cap and shows 'Max' */
      maxIsMax: boolean;
    };

/**
 * The chips of the applied filters, in the drawer's order: categories, currencies, maturity, returns,
 * seniority. Full-bounds ranges have no chip.
 */
export function filterChips(filters: MarketFilters, bounds: MarketBounds): MarketChip[] {
  const chips: MarketChip[] = [];
  for (const value of filters.category) chips.push({ key: `category:${value}`, kind: 'category', value });
  for (const value of filters.currency) chips.push({ key: `currency:${value}`, kind: 'currency', value });
  if (isRangeActive(filters.maturityDates, bounds.maturity)) {
    const [min, max] = filters.maturityDates;
    chips.push({ key: 'maturity', kind: 'maturity', min, max });
  }
  const returns = activeReturnsRange(filters, bounds);
  if (returns) {
    chips.push({
      key: `returns:${filters.returns}`,
      kind: 'returns',
      measure: filters.returns,
      min: returns[0],
      max: returns[1],
      maxIsMax: isMaxValue(returns[1]),
    });
  }
  for (const value of filters.seniority) chips.push({ key: `seniority:${value}`, kind: 'seniority', value });
  return chips;
}

/** Chips split for display: the first 5, and how many hide behind '+n filters'. */
export interface ChipDisplay {
  all: MarketChip[];
  visible: MarketChip[];
  /** n of '+n filters' (0 when every chip is visible) */
  hiddenCount: number;
}

/** Splits chips into the first 5 shown and the '+n filters' rest. */
export function displayChips(chips: MarketChip[], limit: number = VISIBLE_CHIPS): ChipDisplay {
  return { all: chips, visible: chips.slice(0, limit), hiddenCount: Math.max(0, chips.length - limit) };
}

/**
 * Removing a chip resets what it stands for to its default: a category, currency or seniority value
 * is removed from its list; the maturity range or the returns range goes back to full bounds.
 */
export function removeChipFromFilters(filters: MarketFilters, chip: MarketChip): MarketFilters {
  switch (chip.kind) {
    case 'category':
      return { ...filters, category: filters.category.filter((v) => v !== chip.value) };
    case 'currency':
      return { ...filters, currency: filters.currency.filter((v) => v !== chip.value) };
    case 'seniority':
      return { ...filters, seniority: filters.seniority.filter((v) => v !== chip.value) };
    case 'maturity':
      return { ...filters, maturityDates: DEFAULT_FILTERS.maturityDates };
    case 'returns':
      return { ...filters, [chip.measure]: null };
  }
}
