import { productDisplayName } from '../../bonds/index';
import type { CurrencyCode } from '../../money/index';
import type { Seniority } from '../enums';
import type { MarketProduct } from '../schema';
import {
  availableAmountOf,
  buyBlockOf,
  comingSoonPackages,
  displayOrderOf,
  hasSmartInterestPermission,
  ineligibilityReason,
  ineligibleProductIds,
  isMoreAdded,
  isNewProduct,
  isProductAvailable,
  isSellableAmount,
  isShownOnMarket,
  productLock,
  seniorityRank,
} from './availability';
import { SLIDER_STEPS } from './constants';
import {
  activeReturnsRange,
  type CategoryMembership,
  inMaturityRange,
  inReturnsRange,
  isRangeActive,
  matchesCategories,
  maturityBounds,
  maturityYear,
  normaliseSearch,
  returnsBounds,
  sameFilters,
  sameSort,
  searchHaystack,
} from './filters';
import { RETURNS_SORT_KEYS, returnSortValue } from './sort';
import type {
  MarketBounds,
  MarketFilters,
  MarketRow,
  MarketSort,
  MarketSortKey,
  MarketUser,
  MarketVariant,
} from './types';

/** Options of {@link createMarketIndex}. */
export interface MarketIndexOptions {
  variant: MarketVariant;
  /** the time 'new' and 'more added' are judged at */
  now: Date | number;
  /** the session user (null for a visitor): locks, ineligibility, smart interest permission */
  user: MarketUser | null;
}

/**
 * Everything about the loaded products that does not depend on filters, search or sort, computed once
 * per load (or per watch toggle / session change): the expanded rows and per-row columns (numbers,
 * normalised search text, category membership), the slider bounds, and lazily built sort orders.
 */
export interface MarketIndex {
  readonly variant: MarketVariant;
  readonly now: number;
  readonly canViewSmartInterest: boolean;
  /** the rows in input order (one per product) */
  readonly rows: readonly MarketRow[];
  readonly size: number;
  readonly available: Uint8Array;
  /** available amount above 100 */
  readonly sellable: Uint8Array;
  /** in the smart_interest category */
  readonly smartInterest: Uint8Array;
  readonly currency: readonly CurrencyCode[];
  readonly seniority: readonly Seniority[];
  /** maturity year, NaN for perpetuals */
  readonly maturityYear: Float64Array;
  /** returns as numbers, NaN when N/A */
  readonly yield_to_maturity: Float64Array;
  readonly current_yield: Float64Array;
  readonly coupon: Float64Array;
  readonly haystack: readonly string[];
  readonly membership: readonly CategoryMembership[];
  readonly bounds: MarketBounds;
  /** sort orders by `key:order`, shared between an index and its watch-toggled copies */
  readonly orderCache: Map<string, Uint32Array>;
}

function num(value: string | null | undefined): number {
  return value == null ? Number.NaN : Number(value);
}

function buildRow(product: MarketProduct, options: MarketIndexOptions, ineligible: Set<number>): MarketRow {
  const packages = comingSoonPackages(product);
  const comingSoon = packages.length > 0;
  const available = isProductAvailable(product);
  const isNew = isNewProduct(product, options.now);
  const moreAdded = isMoreAdded(product, options.now);
  const lock = productLock(product, options.user);
  const row: MarketRow = {
    key: String(product.product_id),
    product,
    packages,
    comingSoon,
    available,
    isNew,
    moreAdded,
    displayOrder: displayOrderOf({
      display_order: product.display_order,
      comingSoon,
      isNew,
      moreAdded,
      sellLiquidity: product.sell_liquidity,
    }),
    companyName: productDisplayName(product),
    yieldToMaturity: available ? product.yield_to_maturity : null,
    currentYield: available ? product.current_yield : null,
    availableAmount: availableAmountOf(product, packages),
    isInterested: product.annotations?.is_interested ?? false,
    locked: lock.locked,
    questionnaireLink: lock.questionnaireLink,
    ineligible: ineligible.has(product.product_id),
    ineligibleReason: ineligible.has(product.product_id) ? ineligibilityReason(product, options.user) : null,
    buyBlock: null,
  };
  row.buyBlock = buyBlockOf(row);
  return row;
}

function membershipOf(row: MarketRow): CategoryMembership {
  return {
    categoryIds: row.product.categories.map((c) => c.category_id),
    industryKey: row.product.company.industry?.key ?? null,
    isInterested: row.isInterested,
    comingSoon: row.comingSoon,
  };
}

// Spec: 002 §5.1
/**
 * Builds the {@link MarketIndex} of a product list: the coming-soon expansion, availability, new /
 * more added, display order, locks, ineligibility, numeric columns, search text and slider bounds
 * (from available products).
 */
export function createMarketIndex(
  products: readonly MarketProduct[],
  options: MarketIndexOptions,
): MarketIndex {
  const ineligible = ineligibleProductIds(products, options.user, options.variant);
  const size = products.length;
  const rows: MarketRow[] = new Array(size);
  const available = new Uint8Array(size);
  const sellable = new Uint8Array(size);
  const smartInterest = new Uint8Array(size);
  const currency: CurrencyCode[] = new Array(size);
  const seniority: Seniority[] = new Array(size);
  const years = new Float64Array(size);
  const ytm = new Float64Array(size);
  const cy = new Float64Array(size);
  const coupon = new Float64Array(size);
  const haystack: string[] = new Array(size);
  const membership: CategoryMembership[] = new Array(size);
  for (let i = 0; i < size; i++) {
    const row = buildRow(products[i]!, options, ineligible);
    const p = row.product;
    rows[i] = row;
    available[i] = row.available ? 1 : 0;
    sellable[i] = isSellableAmount(row.availableAmount) ? 1 : 0;
    membership[i] = membershipOf(row);
    smartInterest[i] = membership[i]!.categoryIds.includes('smart_interest') ? 1 : 0;
    currency[i] = p.currency;
    seniority[i] = p.seniority;
    years[i] = maturityYear(p.maturity);
    ytm[i] = num(row.yieldToMaturity);
    cy[i] = num(row.currentYield);
    coupon[i] = num(p.coupon);
    haystack[i] = searchHaystack(p);
  }
  const availableIdx = (arr: Float64Array) => {
    const out: number[] = [];
    for (let i = 0; i < size; i++) if (available[i]) out.push(arr[i]!);
    return out;
  };
  const bounds: MarketBounds = {
    maturity: maturityBounds(availableIdx(years)),
    yield_to_maturity: returnsBounds(availableIdx(ytm), SLIDER_STEPS.yield_to_maturity),
    current_yield: returnsBounds(availableIdx(cy), SLIDER_STEPS.current_yield),
    coupon: returnsBounds(availableIdx(coupon), SLIDER_STEPS.coupon),
  };
  return {
    variant: options.variant,
    now: typeof options.now === 'number' ? options.now : options.now.getTime(),
    canViewSmartInterest: hasSmartInterestPermission(options.user),
    rows,
    size,
    available,
    sellable,
    smartInterest,
    currency,
    seniority,
    maturityYear: years,
    yield_to_maturity: ytm,
    current_yield: cy,
    coupon,
    haystack,
    membership,
    bounds,
    orderCache: new Map(),
  };
}

/**
 * A copy of the index with one product's watch state changed. Columns and sort orders are shared; only rows and membership are copied.
 */
export function withInterest(index: MarketIndex, productId: number, isInterested: boolean): MarketIndex {
  let rows: MarketRow[] | null = null;
  let membership: CategoryMembership[] | null = null;
  for (let i = 0; i < index.size; i++) {
    const row = index.rows[i]!;
    if (row.product.product_id !== productId || row.isInterested === isInterested) continue;
    rows ??= index.rows.slice();
    membership ??= index.membership.slice();
    const product: MarketProduct = { ...row.product, annotations: { is_interested: isInterested } };
    rows[i] = { ...row, product, isInterested };
    membership[i] = { ...index.membership[i]!, isInterested };
  }
  if (!rows || !membership) return index;
  return { ...index, rows, membership };
}

/** The per-row values of a sort key (NaN for missing values). */
function sortValues(index: MarketIndex, key: MarketSortKey): Float64Array {
  const { rows, size } = index;
  const out = new Float64Array(size);
  switch (key) {
    case 'recently_added':
      // age since last added: ascending puts the most recently added first
      for (let i = 0; i < size; i++) out[i] = index.now - Date.parse(rows[i]!.product.last_added_to_market);
      return out;
    case 'company': {
      const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
      const names = [...new Set(rows.map((r) => r.companyName))].sort(collator.compare);
      const rank = new Map(names.map((name, i) => [name, i]));
      for (let i = 0; i < size; i++) out[i] = rank.get(rows[i]!.companyName)!;
      return out;
    }
    case 'seniority':
      for (let i = 0; i < size; i++) out[i] = seniorityRank(index.seniority[i]!);
      return out;
    case 'maturity_date':
      for (let i = 0; i < size; i++) {
        const m = rows[i]!.product.maturity;
        out[i] = m === null ? Number.NaN : Date.parse(m);
      }
      return out;
    case 'coupon':
    case 'current_yield':
    case 'yield_to_maturity':
      return index[key];
    case 'available':
      for (let i = 0; i < size; i++) out[i] = Number(rows[i]!.availableAmount);
      return out;
    case 'invested':
      for (let i = 0; i < size; i++) out[i] = num(rows[i]!.product.user_invested) || 0;
      return out;
    case 'price':
    case 'buy_price':
      for (let i = 0; i < size; i++) out[i] = Number(rows[i]!.product.buy_price);
      return out;
    case 'sell_price':
      for (let i = 0; i < size; i++) out[i] = Number(rows[i]!.product.sell_price);
      return out;
  }
}

/**
 * The order of every row for a sort (`null` = the default display order), built once per index
 * and cached: the pipeline then walks it and keeps matching rows, so no per-keystroke sorting.
 */
export function sortOrder(index: MarketIndex, sort: MarketSort | null): Uint32Array {
  const cacheKey = sort ? `${sort.value}:${sort.order}` : 'default';
  const cached = index.orderCache.get(cacheKey);
  if (cached) return cached;
  const size = index.size;
  // one number per row that already carries the direction and the missing-value rules of compareRows
  const keyed = new Float64Array(size);
  if (sort) {
    const values = sortValues(index, sort.value);
    const isReturn = RETURNS_SORT_KEYS.has(sort.value);
    const sign = sort.order === 'asc' ? 1 : -1;
    for (let i = 0; i < size; i++) {
      const v = values[i]!;
      const value = isReturn
        ? returnSortValue(v, sort.order)
        : Number.isNaN(v)
          ? Number.POSITIVE_INFINITY
          : v;
      keyed[i] = sign * value;
    }
  }
  const display = new Float64Array(size);
  for (let i = 0; i < size; i++) display[i] = index.rows[i]!.displayOrder;
  const { available } = index;
  const out = new Uint32Array(size);
  for (let i = 0; i < size; i++) out[i] = i;
  // NaN (∞ − ∞) is falsy, so equal infinities fall through to the next criterion
  out.sort(
    (a, b) => available[b]! - available[a]! || keyed[a]! - keyed[b]! || display[a]! - display[b]! || a - b,
  );
  index.orderCache.set(cacheKey, out);
  return out;
}

/** The inputs of one pipeline run. */
export interface MarketQuery {
  filters: MarketFilters;
  /** the applied search (raw; normalised here) */
  search: string;
  sort: MarketSort | null;
  /** the options menu's 'show unavailable bonds' */
  showUnavailable: boolean;
}

/** The output of one pipeline run. */
export interface MarketPipelineResult {
  /** the index the result was computed on */
  index: MarketIndex;
  query: MarketQuery;
  /** row indices (into `index.rows`) in display order */
  indices: Uint32Array;
  /** the rows, in display order */
  rows: MarketRow[];
  /** rows visible before filters and search (after the unavailable toggle and permissions) */
  total: number;
  /**
   * When nothing is shown: the rows the unavailable toggle hides that match the filters and search (so the
   * market can offer to show them); 0 otherwise.
   */
  hiddenMatches: number;
}

/**
 * Whether a row is visible at all: Smart Interest rows only with the permission; while 'show
 * unavailable' is off only rows whose available amount is above 100 (Smart Interest rows exempt).
 * A row's available amount counts its coming-soon packages' pending amounts.
 */
export function isRowVisible(index: MarketIndex, i: number, showUnavailable: boolean): boolean {
  return isShownOnMarket({
    smartInterest: index.smartInterest[i] === 1,
    sellable: index.sellable[i] === 1,
    canViewSmartInterest: index.canViewSmartInterest,
    showUnavailable,
  });
}

/** Builds the per-row filter test for a query (null when no filter restricts anything). */
function filterTest(index: MarketIndex, filters: MarketFilters): ((i: number) => boolean) | null {
  const { bounds } = index;
  const category = index.canViewSmartInterest
    ? filters.category
    : filters.category.filter((c) => c !== 'smart_interest');
  const currency = filters.currency;
  const seniority = filters.seniority;
  const maturity = isRangeActive(filters.maturityDates, bounds.maturity) ? filters.maturityDates : null;
  const returnsRange = activeReturnsRange(filters, bounds);
  const returnsValues = index[filters.returns];
  if (
    category.length === 0 &&
    currency.length === 0 &&
    seniority.length === 0 &&
    maturity === null &&
    returnsRange === null
  ) {
    return null;
  }
  return (i) =>
    (currency.length === 0 || currency.includes(index.currency[i]!)) &&
    (seniority.length === 0 || seniority.includes(index.seniority[i]!)) &&
    (maturity === null || inMaturityRange(index.maturityYear[i]!, maturity)) &&
    (returnsRange === null || inReturnsRange(returnsValues[i]!, returnsRange)) &&
    matchesCategories(index.membership[i]!, category);
}

function sameNonSearch(a: MarketQuery, b: MarketQuery, bounds: MarketBounds): boolean {
  return (
    a.showUnavailable === b.showUnavailable &&
    sameSort(a.sort, b.sort) &&
    sameFilters(a.filters, b.filters, bounds)
  );
}

/**
 * The market pipeline: visibility (unavailable toggle, permissions) → filters → search → order
 * (explicit sort or default display order). Pure apart from the index's sort-order cache.
 *
 * When `previous` ran on the same index with the same filters, sort and toggle and the new search
 * extends the old one (typing more characters), only the previous matches are searched again.
 */
export function runMarketPipeline(
  index: MarketIndex,
  query: MarketQuery,
  previous?: MarketPipelineResult | null,
): MarketPipelineResult {
  const q = normaliseSearch(query.search);
  if (
    previous &&
    previous.index === index &&
    sameNonSearch(previous.query, query, index.bounds) &&
    q.includes(normaliseSearch(previous.query.search))
  ) {
    const prevIdx = previous.indices;
    const kept = new Uint32Array(prevIdx.length);
    let n = 0;
    for (let k = 0; k < prevIdx.length; k++) {
      const i = prevIdx[k]!;
      if (index.haystack[i]!.includes(q)) kept[n++] = i;
    }
    return finish(index, query, kept.subarray(0, n), previous.total, q);
  }
  const order = sortOrder(index, query.sort);
  const test = filterTest(index, query.filters);
  const out = new Uint32Array(index.size);
  let n = 0;
  let total = 0;
  const { haystack } = index;
  for (let k = 0; k < order.length; k++) {
    const i = order[k]!;
    if (!isRowVisible(index, i, query.showUnavailable)) continue;
    total++;
    if (test !== null && !test(i)) continue;
    if (q !== '' && !haystack[i]!.includes(q)) continue;
    out[n++] = i;
  }
  return finish(index, query, out.subarray(0, n), total, q);
}

function finish(
  index: MarketIndex,
  query: MarketQuery,
  indices: Uint32Array,
  total: number,
  q: string,
): MarketPipelineResult {
  const rows: MarketRow[] = new Array(indices.length);
  for (let k = 0; k < indices.length; k++) rows[k] = index.rows[indices[k]!]!;
  let hiddenMatches = 0;
  if (rows.length === 0 && !query.showUnavailable) {
    const test = filterTest(index, query.filters);
    for (let i = 0; i < index.size; i++) {
      if (isRowVisible(index, i, false) || !isRowVisible(index, i, true)) continue;
      if ((test === null || test(i)) && (q === '' || index.haystack[i]!.includes(q))) hiddenMatches++;
    }
  }
  return { index, query, indices, rows, total, hiddenMatches };
}

/**
 * Convenience for one-off use: index the products and run the pipeline once.
 * Stores keep the index and call {@link runMarketPipeline} instead.
 */
export function selectMarketRows(
  products: readonly MarketProduct[],
  query: MarketQuery,
  options: MarketIndexOptions,
): MarketPipelineResult {
  return runMarketPipeline(createMarketIndex(products, options), query);
}
