import { activeReturnsRange, isMaxValue, isRangeActive } from './filters';
import type { MarketBounds, MarketFilters } from './types';

// Spec: 002 §7
/** Query parameters of the CSV export; arrays are repeated parameters. */
export type MarketCsvParams = Record<string, string | string[]>;

// Spec: 002 §7
/**
 * The CSV export's filter parameters: `currency`, `seniority`, `category` (repeated),
 * `maturity__gte`/`maturity__lte` (years), and `{measure}__gte`/`{measure}__lte` for the active
 * returns measure. Default (full-bounds) ranges are left out, as is an upper limit shown as 'Max'.
 * `format=csv` is added by the API call.
 */
export function marketCsvParams(filters: MarketFilters, bounds: MarketBounds): MarketCsvParams {
  const params: MarketCsvParams = {};
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
