import type { MarketStoreState } from './machine-types';
import {
  type MarketCardRow,
  type MarketCategoryOption,
  marketCardRows,
  marketCategories,
} from './rules/cards';
import type { MarketRow, MarketUser } from './rules/types';

// Spec: 002 §2.1, §3.1
/**
 * What the market's later parts read from its state, each the same answer while what it is read from is the
 * same: the categories (the Filters drawer's options, the chips' labels, the card rows) and the card view's
 * rows. Apart from the store's own derivation, so a first paint of the list carries neither rule.
 *
 * @module
 */

const categoriesOf = new WeakMap<
  readonly MarketRow[],
  { user: MarketUser | null; value: MarketCategoryOption[] }
>();
const cardRowsOf = new WeakMap<
  readonly MarketRow[],
  { categories: MarketCategoryOption[]; value: MarketCardRow[] }
>();

/** The market's categories in their stable order (sdk-core's `marketCategories` of every row). */
export function selectMarketCategories(state: MarketStoreState): MarketCategoryOption[] {
  const rows = state.results.allRows;
  const known = categoriesOf.get(rows);
  if (known && known.user === state.user) return known.value;
  const value = marketCategories(rows, state.user);
  categoriesOf.set(rows, { user: state.user, value });
  return value;
}

/** The card view's rows (`marketCardRows` of the shown rows), none while the card view is not shown. */
export function selectMarketCardRows(state: MarketStoreState): MarketCardRow[] {
  if (state.results.effectiveView !== 'card') return [];
  const categories = selectMarketCategories(state);
  const rows = state.results.rows;
  const known = cardRowsOf.get(rows);
  if (known && known.categories === categories) return known.value;
  const value = marketCardRows(rows, categories);
  cardRowsOf.set(rows, { categories, value });
  return value;
}
