import type { CurrencyCode } from '../../money/index';
import type { Seniority } from '../enums';
import type { MarketProduct } from '../schema';
import {
  DEFAULT_MATURITY_RANGE,
  DEFAULT_RETURNS_MEASURE,
  DEFAULT_RETURNS_RANGE,
  SEARCH_MIN_LENGTH,
  SLIDER_STEPS,
  YIELD_CAP,
} from './constants';
import type {
  MarketBounds,
  MarketFilters,
  MarketSort,
  NumericRange,
  RangeBounds,
  ReturnsMeasure,
} from './types';

/** The default filters: nothing selected, every range at its full bounds, yield to maturity measure. */
export const DEFAULT_FILTERS: MarketFilters = Object.freeze({
  category: Object.freeze([]) as readonly string[],
  currency: Object.freeze([]) as readonly CurrencyCode[],
  seniority: Object.freeze([]) as readonly Seniority[],
  maturityDates: null,
  returns: DEFAULT_RETURNS_MEASURE,
  yield_to_maturity: null,
  current_yield: null,
  coupon: null,
});

/** A fresh copy of the default filters. */
export function defaultFilters(): MarketFilters {
  return { ...DEFAULT_FILTERS, category: [], currency: [], seniority: [] };
}

// Spec: 002 §5.1
/** Slider bounds before data loads: maturity 2020–2050, yields and coupon 4.5–5.5. */
export const DEFAULT_BOUNDS: MarketBounds = Object.freeze({
  maturity: { ...DEFAULT_MATURITY_RANGE, step: SLIDER_STEPS.maturity },
  yield_to_maturity: { ...DEFAULT_RETURNS_RANGE, step: SLIDER_STEPS.yield_to_maturity },
  current_yield: { ...DEFAULT_RETURNS_RANGE, step: SLIDER_STEPS.current_yield },
  coupon: { ...DEFAULT_RETURNS_RANGE, step: SLIDER_STEPS.coupon },
});

/** Number of decimals of a slider step (1 → 0, 0.1 → 1, 0.01 → 2). */
export function stepDecimals(step: number): number {
  const text = String(step);
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

/** Rounds `value` to the precision of `step` (removes float noise such as 4.6000000001). */
export function roundToStep(value: number, step: number): number {
  const factor = 10 ** stepDecimals(step);
  return Math.round(value * factor) / factor;
}

/** `value` scaled to whole step units' precision, with float noise removed. */
function scaled(value: number, factor: number): number {
  const raw = value * factor;
  const whole = Math.round(raw);
  return Math.abs(raw - whole) < 1e-9 ? whole : raw;
}

/** Floors `value` to a multiple of `step`. */
export function floorToStep(value: number, step: number): number {
  const factor = 10 ** stepDecimals(step);
  const units = Math.round(step * factor);
  return (Math.floor(scaled(value, factor) / units) * units) / factor;
}

/** Ceils `value` to a multiple of `step`. */
export function ceilToStep(value: number, step: number): number {
  const factor = 10 ** stepDecimals(step);
  const units = Math.round(step * factor);
  return (Math.ceil(scaled(value, factor) / units) * units) / factor;
}

// Spec: 002 §5.1
/**
 * Bounds of a returns slider from the values of available products: min floored and max ceiled to the
 * step, the max capped at 50. No values → the default 4.5–5.5.
 */
export function returnsBounds(values: Iterable<number>, step: number): RangeBounds {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const v of values) {
    if (!Number.isFinite(v)) continue;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  if (min === Number.POSITIVE_INFINITY) return { ...DEFAULT_RETURNS_RANGE, step };
  const hi = Math.min(ceilToStep(max, step), YIELD_CAP);
  const lo = Math.min(floorToStep(min, step), hi);
  return { min: lo, max: hi, step };
}

/** Bounds of the maturity slider from maturity years of available products; none → 2020–2050. */
export function maturityBounds(years: Iterable<number>): RangeBounds {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const y of years) {
    if (!Number.isFinite(y)) continue;
    if (y < min) min = y;
    if (y > max) max = y;
  }
  if (min === Number.POSITIVE_INFINITY) return { ...DEFAULT_MATURITY_RANGE, step: SLIDER_STEPS.maturity };
  return { min, max, step: SLIDER_STEPS.maturity };
}

/** The year of a `YYYY-MM-DD` maturity, or NaN for a perpetual (null). */
export function maturityYear(maturity: string | null): number {
  return maturity === null ? Number.NaN : Number(maturity.slice(0, 4));
}

/** True when a slider value shows 'Max' (at or above the yield cap of 50). */
export function isMaxValue(value: number): boolean {
  return value >= YIELD_CAP;
}

/**
 * True when a range restricts anything: it is set and narrower than the bounds.
 * A range covering the bounds is the default (no restriction).
 */
export function isRangeActive(range: NumericRange | null, bounds: RangeBounds): range is NumericRange {
  if (range === null) return false;
  return range[0] > bounds.min || range[1] < bounds.max;
}

/**
 * Whether a value lies in a returns range. A range whose max is at or above the cap (50) has no upper
 * limit. A non-numeric value (N/A) never matches an active range.
 */
export function inReturnsRange(value: number, range: NumericRange): boolean {
  if (Number.isNaN(value)) return false;
  return value >= range[0] && (isMaxValue(range[1]) || value <= range[1]);
}

/**
 * Whether a maturity year lies in a maturity range, compared by year. Perpetuals (NaN) match only a
 * range at its full bounds, i.e. an inactive one: callers skip the check then, so here they never match.
 */
export function inMaturityRange(year: number, range: NumericRange): boolean {
  if (Number.isNaN(year)) return false;
  return year >= range[0] && year <= range[1];
}

/** The bounds of a returns measure. */
export function boundsOf(bounds: MarketBounds, measure: ReturnsMeasure): RangeBounds {
  return bounds[measure];
}

// Spec: 002 §4.1
/**
 * Choosing a returns measure: it becomes active and the ranges of the other two reset.
 * Choosing the active measure again changes nothing.
 */
export function chooseReturnsMeasure(filters: MarketFilters, measure: ReturnsMeasure): MarketFilters {
  if (filters.returns === measure) return filters;
  return {
    ...filters,
    returns: measure,
    yield_to_maturity: measure === 'yield_to_maturity' ? filters.yield_to_maturity : null,
    current_yield: measure === 'current_yield' ? filters.current_yield : null,
    coupon: measure === 'coupon' ? filters.coupon : null,
  };
}

/** Clamps a range into the bounds and rounds it to the step; a range covering the bounds becomes null. */
export function normaliseRange(range: NumericRange | null, bounds: RangeBounds): NumericRange | null {
  if (range === null) return null;
  let lo = roundToStep(Math.max(Math.min(range[0], range[1]), bounds.min), bounds.step);
  let hi = roundToStep(Math.min(Math.max(range[0], range[1]), bounds.max), bounds.step);
  if (lo > bounds.max) lo = bounds.max;
  if (hi < bounds.min) hi = bounds.min;
  const out: NumericRange = [lo, hi];
  return isRangeActive(out, bounds) ? out : null;
}

/**
 * Filters normalised against the data: ranges clamped to the bounds (null when full), only the
 * active measure's range kept, duplicate values removed, and `smart_interest` dropped when the user
 * may not see it.
 */
export function normaliseFilters(
  filters: MarketFilters,
  bounds: MarketBounds,
  options: { canViewSmartInterest: boolean },
): MarketFilters {
  const category = dedupe(filters.category).filter(
    (c) => options.canViewSmartInterest || c !== 'smart_interest',
  );
  return {
    category,
    currency: dedupe(filters.currency),
    seniority: dedupe(filters.seniority),
    maturityDates: normaliseRange(filters.maturityDates, bounds.maturity),
    returns: filters.returns,
    yield_to_maturity:
      filters.returns === 'yield_to_maturity'
        ? normaliseRange(filters.yield_to_maturity, bounds.yield_to_maturity)
        : null,
    current_yield:
      filters.returns === 'current_yield'
        ? normaliseRange(filters.current_yield, bounds.current_yield)
        : null,
    coupon: filters.returns === 'coupon' ? normaliseRange(filters.coupon, bounds.coupon) : null,
  };
}

function dedupe<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

function sameList<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((v) => set.has(v));
}

function sameRange(a: NumericRange | null, b: NumericRange | null, bounds: RangeBounds): boolean {
  const aa = isRangeActive(a, bounds) ? a : null;
  const bb = isRangeActive(b, bounds) ? b : null;
  if (aa === null || bb === null) return aa === bb;
  return aa[0] === bb[0] && aa[1] === bb[1];
}

/** The active returns range (of the active measure), or null when it restricts nothing. */
export function activeReturnsRange(filters: MarketFilters, bounds: MarketBounds): NumericRange | null {
  const range = filters[filters.returns];
  return isRangeActive(range, bounds[filters.returns]) ? range : null;
}

/** Number of applied filter values (one per chip). */
export function countAppliedFilters(filters: MarketFilters, bounds: MarketBounds): number {
  return (
    filters.category.length +
    filters.currency.length +
    filters.seniority.length +
    (isRangeActive(filters.maturityDates, bounds.maturity) ? 1 : 0) +
    (activeReturnsRange(filters, bounds) ? 1 : 0)
  );
}

// Spec: 002 §2.1
/**
 * True when every filter except the returns measure equals its default (the card-view condition,
 *  together with an empty search).
 */
export function filtersAreDefaultIgnoringMeasure(filters: MarketFilters, bounds: MarketBounds): boolean {
  return countAppliedFilters(filters, bounds) === 0;
}

/** True when the filters (returns measure included) equal the defaults. */
export function filtersAreDefault(filters: MarketFilters, bounds: MarketBounds): boolean {
  return filtersAreDefaultIgnoringMeasure(filters, bounds) && filters.returns === DEFAULT_RETURNS_MEASURE;
}

/** True when two filter states select the same thing (order of values ignored, full ranges = null). */
export function sameFilters(a: MarketFilters, b: MarketFilters, bounds: MarketBounds): boolean {
  return (
    sameList(a.category, b.category) &&
    sameList(a.currency, b.currency) &&
    sameList(a.seniority, b.seniority) &&
    a.returns === b.returns &&
    sameRange(a.maturityDates, b.maturityDates, bounds.maturity) &&
    sameRange(a.yield_to_maturity, b.yield_to_maturity, bounds.yield_to_maturity) &&
    sameRange(a.current_yield, b.current_yield, bounds.current_yield) &&
    sameRange(a.coupon, b.coupon, bounds.coupon)
  );
}

/** True when two sorts are equal (`null` = default order). */
export function sameSort(a: MarketSort | null, b: MarketSort | null): boolean {
  if (a === null || b === null) return a === b;
  return a.value === b.value && a.order === b.order;
}

// Spec: 002 §2.1, §5.1
/**
 * The drawer's 'Show bonds' / 'Show Fractional Certificates' button is enabled only when the drawer's
 * state (filters, returns measure and sort) differs from the default.
 */
export function isShowBondsEnabled(
  draft: { filters: MarketFilters; sort: MarketSort | null },
  bounds: MarketBounds,
): boolean {
  return !filtersAreDefault(draft.filters, bounds) || draft.sort !== null;
}

// Spec: 002 §2.1
/**
 * The card view shows only when every filter other than the returns measure is default and the
 * applied search is empty.
 */
export function canShowCardView(filters: MarketFilters, search: string, bounds: MarketBounds): boolean {
  return filtersAreDefaultIgnoringMeasure(filters, bounds) && normaliseSearch(search) === '';
}

/** The search as it is matched: trimmed and lower-cased. */
export function normaliseSearch(text: string): string {
  return text.trim().toLowerCase();
}

// Spec: 002 §5.1
/**
 * Whether typing applies the search: an empty field (clears) or at least 2 characters.
 * The search button applies any text.
 */
export function searchAppliesWhileTyping(text: string): boolean {
  const length = text.trim().length;
  return length === 0 || length >= SEARCH_MIN_LENGTH;
}

/** Separator between the parts of a search haystack, which a user cannot type. */
const HAYSTACK_SEPARATOR = '\u0001';

// 002 §5.1
/**
 * The lower-cased text a product's search matches against: the company (issuer) name, the
 * underlying company name of a sukuk (the name the sukuk variant shows) and the ISIN; for the treasury
 * borrower also 'gilt' (so the search 'gilt' finds gilts).
 */
export function searchHaystack(
  product: Pick<MarketProduct, 'company' | 'adib_details' | 'isin_code'>,
): string {
  const parts = [product.company.company_name, product.isin_code];
  const underlying = product.adib_details?.underlying_company_name;
  if (underlying) parts.push(underlying);
  if (product.company.is_treasury) parts.push('gilt');
  return parts.join(HAYSTACK_SEPARATOR).toLowerCase();
}

/** Case-insensitive substring search on a pre-computed haystack; an empty query matches everything. */
export function matchesSearch(haystack: string, normalisedQuery: string): boolean {
  return normalisedQuery === '' || haystack.includes(normalisedQuery);
}

/** What category matching looks at for one row. */
export interface CategoryMembership {
  categoryIds: readonly string[];
  industryKey: string | null;
  isInterested: boolean;
  comingSoon: boolean;
}

// Spec: 002 §5.1
/**
 * Category matching: a row belongs to a category when the id is one of its categories or its
 * industry key, or for `watchlist` when it is watched, or for `coming_soon` when it has coming-soon packages.
 * `unsecured_at1` and `at1` are the same category.
 */
export function rowInCategory(row: CategoryMembership, category: string): boolean {
  if (category === 'watchlist') return row.isInterested;
  if (category === 'coming_soon' && row.comingSoon) return true;
  if (row.industryKey === category) return true;
  if (category === 'at1' || category === 'unsecured_at1') {
    return row.categoryIds.includes('at1') || row.categoryIds.includes('unsecured_at1');
  }
  return row.categoryIds.includes(category);
}

/** A row matches a category filter when it belongs to any selected category (none selected: all match). */
export function matchesCategories(row: CategoryMembership, selected: readonly string[]): boolean {
  if (selected.length === 0) return true;
  for (const c of selected) if (rowInCategory(row, c)) return true;
  return false;
}

/** Exact-match multi-select (currency, seniority): none selected matches all. */
export function matchesExact<T>(value: T, selected: readonly T[]): boolean {
  return selected.length === 0 || selected.includes(value);
}
