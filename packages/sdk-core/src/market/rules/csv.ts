import { activeReturnsRange, isMaxValue, isRangeActive, normaliseSearch } from './filters';
import type { MarketBounds, MarketFilters } from './types';

// Spec: 002 §7
/** Query parameters of the CSV export; arrays are repeated parameters. */
export type MarketCsvParams = Record<string, string | string[]>;

/** What the customer sees besides the filters, so the file holds the rows the market shows. */
export interface MarketCsvView {
  /** the applied search */
  search?: string;
  /** the options menu's 'show unavailable bonds' (off: `view_unavailable=false`) */
  showUnavailable?: boolean;
}

/**
 * The CSV export's filter parameters: `currency`, `seniority`, `category` (repeated),
 * `maturity__gte`/`maturity__lte` (years), and `{measure}__gte`/`{measure}__lte` for the active
 * returns measure. Default (full-bounds) ranges are left out, as is an upper limit shown as 'Max'.
 * The file holds what the customer sees: the applied `search`, and `view_unavailable=false` while
 * unavailable products are hidden. `format=csv` is added by the API call.
 */
export function marketCsvParams(
  filters: MarketFilters,
  bounds: MarketBounds,
  view: MarketCsvView = {},
): MarketCsvParams {
  const params: MarketCsvParams = {};
  const search = normaliseSearch(view.search ?? '');
  if (search) params.search = search;
  if (view.showUnavailable === false) params.view_unavailable = 'false';
  if (filters.currency.length > 0) params.currency = [...filters.currency];
  if (filters.seniority.length > 0) params.seniority = [...filters.seniority];
  if (filters.category.length > 0) params.category = [...filters.category];
  if (isRangeActive(filters.maturityDates, bounds.maturity)) {
    params.maturity__gte = String(filters.maturityDates[0]);
    params.maturity__lte = String(filters.maturityDates[1]);
  }
  const returns = activeReturnsRange(filters, bounds);
  if (returns) {
    params[`${filters.returns}__gte`] = String(returns[0]);
    if (!isMaxValue(returns[1])) params[`${filters.returns}__lte`] = String(returns[1]);
  }
  return params;
}
