import { currencyCode } from '../money/index';
import { type Seniority, seniorities } from './enums';
import { DEFAULT_RETURNS_MEASURE, SLIDER_STEPS } from './rules/constants';
import { defaultFilters, normaliseSearch, roundToStep } from './rules/filters';
import {
  type MarketAddress,
  type MarketFilters,
  type MarketSort,
  type MarketSortKey,
  marketSortKeys,
  type NumericRange,
  type ReturnsMeasure,
  returnsMeasures,
  type SortOrder,
} from './rules/types';

// Spec: 002 §2.1
/**
 * The market page keeps filters, sort and search in the address, in one of two forms:
 *
 * - query string: `sort`, `sort_order` (asc|desc), `category`, `currencies`, `seniority` (repeated),
 *   `maturity`, `yield_to_maturity`, `current_yield`, `coupon` (`min,max`), `search`;
 * - hash: `sort`, `sort_order` (ASC|DESC), `category`, `currency`, `seniority` (repeated),
 *   `maturityDates`, `yield_to_maturity`, `current_yield`, `coupon` (`min,max`), `search`.
 *
 * Only non-default values are written; the hash form is rewritten on every change and is empty ('')
 * when nothing is set. The returns measure is implied by which returns range is present (the first
 * of yield_to_maturity, current_yield, coupon; others are ignored). Unknown values are dropped.
 *
 * @module
 */

/** Which address form the market uses. */
export type MarketAddressForm = 'query' | 'hash';

const FORM_KEYS = {
  query: { currency: 'currencies', maturity: 'maturity' },
  hash: { currency: 'currency', maturity: 'maturityDates' },
} as const;

const RANGE_STEPS: Record<ReturnsMeasure | 'maturity', number> = {
  maturity: SLIDER_STEPS.maturity,
  yield_to_maturity: SLIDER_STEPS.yield_to_maturity,
  current_yield: SLIDER_STEPS.current_yield,
  coupon: SLIDER_STEPS.coupon,
};

/** The default address: default filters, default order, no search. */
export function defaultMarketAddress(): MarketAddress {
  return { filters: defaultFilters(), sort: null, search: '' };
}

function toParams(input: string | URLSearchParams): URLSearchParams {
  if (typeof input !== 'string') return input;
  const trimmed = input.startsWith('?') || input.startsWith('#') ? input.slice(1) : input;
  return new URLSearchParams(trimmed);
}

/** Parses `min,max` into a range rounded to the slider step; anything else → null. */
export function parseRange(text: string | null, step: number): NumericRange | null {
  if (text === null) return null;
  const parts = text.split(',');
  if (parts.length !== 2 || parts[0]!.trim() === '' || parts[1]!.trim() === '') return null;
  const a = Number(parts[0]);
  const b = Number(parts[1]);
  if (!Number.isFinite(a) || !Number.isFinite(b)) return null;
  const lo = roundToStep(Math.min(a, b), step);
  const hi = roundToStep(Math.max(a, b), step);
  return [lo, hi];
}

function formatRange(range: NumericRange): string {
  return `${range[0]},${range[1]}`;
}

function uniqueValid<T extends string>(values: string[], valid: readonly T[] | ((v: string) => v is T)): T[] {
  const test =
    typeof valid === 'function' ? valid : (v: string): v is T => (valid as readonly string[]).includes(v);
  const out: T[] = [];
  for (const v of values) if (test(v) && !out.includes(v)) out.push(v);
  return out;
}

function parseAddress(params: URLSearchParams, form: MarketAddressForm): MarketAddress {
  const keys = FORM_KEYS[form];
  const filters: MarketFilters = defaultFilters();
  const category = uniqueValid(params.getAll('category'), (v: string): v is string => v.trim() !== '');
  const currency = uniqueValid(params.getAll(keys.currency), currencyCode.options);
  const seniority = uniqueValid<Seniority>(params.getAll('seniority'), seniorities);
  const maturityDates = parseRange(params.get(keys.maturity), RANGE_STEPS.maturity);
  let returns: ReturnsMeasure = DEFAULT_RETURNS_MEASURE;
  let returnsRange: NumericRange | null = null;
  for (const measure of returnsMeasures) {
    const range = parseRange(params.get(measure), RANGE_STEPS[measure]);
    if (range) {
      returns = measure;
      returnsRange = range;
      break;
    }
  }
  const sortKey = params.get('sort');
  const sortOrder = params.get('sort_order')?.toLowerCase();
  const sort: MarketSort | null =
    sortKey !== null && (marketSortKeys as readonly string[]).includes(sortKey)
      ? { value: sortKey as MarketSortKey, order: (sortOrder === 'desc' ? 'desc' : 'asc') as SortOrder }
      : null;
  const search = (params.get('search') ?? '').trim();
  return {
    filters: { ...filters, category, currency, seniority, maturityDates, returns, [returns]: returnsRange },
    sort,
    search,
  };
}

function writeAddress(address: MarketAddress, form: MarketAddressForm): string {
  const keys = FORM_KEYS[form];
  const parts: string[] = [];
  const add = (key: string, value: string) => parts.push(`${key}=${encodeURIComponent(value)}`);
  const addRange = (key: string, range: NumericRange) => parts.push(`${key}=${formatRange(range)}`);
  const { filters, sort } = address;
  if (sort) {
    add('sort', sort.value);
    add('sort_order', form === 'hash' ? sort.order.toUpperCase() : sort.order);
  }
  for (const c of filters.category) add('category', c);
  for (const c of filters.currency) add(keys.currency, c);
  if (filters.maturityDates) addRange(keys.maturity, filters.maturityDates);
  const returnsRange = filters[filters.returns];
  if (returnsRange) addRange(filters.returns, returnsRange);
  for (const s of filters.seniority) add('seniority', s);
  const search = address.search.trim();
  if (search !== '') add('search', search);
  return parts.join('&');
}

/** Parses the query-string form (`?sort=…&category=…`); a leading `?` is optional. */
export function parseMarketQuery(input: string | URLSearchParams): MarketAddress {
  return parseAddress(toParams(input), 'query');
}

/**
 * Writes the query-string form, without the leading `?` ('' when nothing is set). Pass filters
 * normalised against the data (full-bounds ranges as null) so defaults are not written.
 */
export function writeMarketQuery(address: MarketAddress): string {
  return writeAddress(address, 'query');
}

/** Parses the hash form (`#sort=…&maturityDates=2026,2030`); a leading `#` is optional. */
export function parseMarketHash(input: string): MarketAddress {
  return parseAddress(toParams(input), 'hash');
}

/**
 * Writes the hash form, without the leading `#`. It is '' when no filter, sort or search is set:
 * the host then clears the hash.
 */
export function writeMarketHash(address: MarketAddress): string {
  return writeAddress(address, 'hash');
}

/** Parses either form. */
export function parseMarketAddress(input: string, form: MarketAddressForm): MarketAddress {
  return form === 'hash' ? parseMarketHash(input) : parseMarketQuery(input);
}

/** Writes either form (without `?` or `#`). */
export function writeMarketAddress(address: MarketAddress, form: MarketAddressForm): string {
  return form === 'hash' ? writeMarketHash(address) : writeMarketQuery(address);
}

/** True when the address carries nothing (default filters, order and search). */
export function isDefaultMarketAddress(address: MarketAddress): boolean {
  return writeMarketQuery(address) === '' && normaliseSearch(address.search) === '';
}
