import { NON_NUMERIC_RETURN_ASC, NON_NUMERIC_RETURN_DESC } from './constants';
import type { MarketSort, MarketSortKey, MarketVariant, SortOrder } from './types';

// Spec: 002 §4.1
/**
 * Choosing a sort key: a new key starts ascending; choosing the current key toggles
 * between ascending and descending.
 */
export function nextSort(current: MarketSort | null, key: MarketSortKey): MarketSort {
  if (current?.value === key) return { value: key, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { value: key, order: 'asc' };
}

const COMMON_SORT_KEYS: readonly MarketSortKey[] = [
  'recently_added',
  'company',
  'seniority',
  'maturity_date',
  'coupon',
  'current_yield',
  'yield_to_maturity',
  'available',
  'invested',
];
const STANDARD_SORT_KEYS: MarketSortKey[] = [...COMMON_SORT_KEYS, 'price'];
const SUKUK_SORT_KEYS: MarketSortKey[] = [...COMMON_SORT_KEYS, 'buy_price', 'sell_price'];

/**
 * Sort keys offered for a variant: `price` for the standard site, `buy_price`/`sell_price` for sukuk.
 * The same array is returned on every call (treat it as read-only).
 */
export function sortKeysFor(variant: MarketVariant): MarketSortKey[] {
  return variant === 'sukuk' ? SUKUK_SORT_KEYS : STANDARD_SORT_KEYS;
}

/** Keys whose values are returns (N/A for unavailable products). */
export const RETURNS_SORT_KEYS: ReadonlySet<MarketSortKey> = new Set([
  'coupon',
  'current_yield',
  'yield_to_maturity',
]);

// Spec: 002 §4.1
/**
 * The value a return sorts by: its number, or for a non-numeric return (N/A) 1000 when
 * ascending and 0 when descending, so N/A sorts after every ordinary return either way.
 */
export function returnSortValue(value: number, order: SortOrder): number {
  if (Number.isFinite(value)) return value;
  return order === 'asc' ? NON_NUMERIC_RETURN_ASC : NON_NUMERIC_RETURN_DESC;
}

/** What a row sorts by (pre-computed per row). */
export interface SortFields {
  /** row index (the final tie-breaker: input order) */
  index: number;
  available: boolean;
  displayOrder: number;
  /** the key's value; NaN for a missing one */
  value: number;
}

// Spec: 002 §4.1
/**
 * Compares two rows for a sort: available rows before unavailable ones (they sort last),
 * then the key in the given direction (returns: N/A as {@link returnSortValue}; other missing values,
 * e.g. a perpetual's maturity, count as +∞), then display order, then input order.
 * With `key` null this is the default ordering: availability, then display order.
 */
export function compareRows(
  a: SortFields,
  b: SortFields,
  key: MarketSortKey | null,
  order: SortOrder,
): number {
  if (a.available !== b.available) return a.available ? -1 : 1;
  if (key !== null) {
    const isReturn = RETURNS_SORT_KEYS.has(key);
    const av = isReturn ? returnSortValue(a.value, order) : Number.isNaN(a.value) ? Infinity : a.value;
    const bv = isReturn ? returnSortValue(b.value, order) : Number.isNaN(b.value) ? Infinity : b.value;
    if (av !== bv) return order === 'asc' ? (av < bv ? -1 : 1) : av > bv ? -1 : 1;
  }
  if (a.displayOrder !== b.displayOrder) return a.displayOrder - b.displayOrder;
  return a.index - b.index;
}
