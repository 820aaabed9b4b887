import type { MessageDescriptor } from '../../messages/index';
import type { CurrencyCode } from '../../money/index';
import type { Seniority } from '../enums';
import type { MarketProduct, PendingLiquidity } from '../schema';
import type { BuyBlock } from './availability';

/** Which wording, columns and rules apply: the standard site or the partner (bank-linked sukuk) variant. */
export type MarketVariant = 'standard' | 'sukuk';

// Spec: 002 §3.1
/** Sort keys (`buy_price`/`sell_price` are the sukuk variant's price columns). */
export const marketSortKeys = [
  'recently_added',
  'company',
  'seniority',
  'maturity_date',
  'coupon',
  'current_yield',
  'yield_to_maturity',
  'available',
  'invested',
  'price',
  'buy_price',
  'sell_price',
] as const;
/** One of {@link marketSortKeys}. */
export type MarketSortKey = (typeof marketSortKeys)[number];

/** Sort direction. */
export type SortOrder = 'asc' | 'desc';

// Spec: 002 §4.1
/** An explicit sort; the market's default order (display order) is `null`. */
export interface MarketSort {
  value: MarketSortKey;
  order: SortOrder;
}

/** The three returns measures of the Filters drawer (a radio: one is active at a time). */
export const returnsMeasures = ['yield_to_maturity', 'current_yield', 'coupon'] as const;
/** One of {@link returnsMeasures}. */
export type ReturnsMeasure = (typeof returnsMeasures)[number];

/** A closed numeric range `[min, max]` (years for maturity, percent for returns). */
export type NumericRange = readonly [number, number];

// Spec: 002 §3.1 'Sidebar filter state'
/**
 * The sidebar filter state, without sort.
 * A range of `null` is the default: the full bounds of the data (no restriction).
 */
export interface MarketFilters {
  category: readonly string[];
  currency: readonly CurrencyCode[];
  seniority: readonly Seniority[];
  /** maturity years `[min, max]`; `null` = full bounds (perpetuals included) */
  maturityDates: NumericRange | null;
  /** the active returns measure; only its range applies */
  returns: ReturnsMeasure;
  yield_to_maturity: NumericRange | null;
  current_yield: NumericRange | null;
  coupon: NumericRange | null;
}

/** Everything the address (query string or hash) carries: filters, sort and the applied search. */
export interface MarketAddress {
  filters: MarketFilters;
  sort: MarketSort | null;
  search: string;
}

/** The bounds of one slider. */
export interface RangeBounds {
  min: number;
  max: number;
  step: number;
}

/** The bounds of every slider, from the available products (or the defaults before data). */
export interface MarketBounds {
  maturity: RangeBounds;
  yield_to_maturity: RangeBounds;
  current_yield: RangeBounds;
  coupon: RangeBounds;
}

/** The session flags the market rules read (a `SessionUser` fits). `null` means a visitor. */
export interface MarketUser {
  is_retail: boolean;
  is_read_only: boolean;
  permissions: readonly string[];
  is_in_cooling_off_period?: boolean;
  adib_account_link?: {
    suitability_questionnaire_results: { user_score: number } | null;
  } | null;
}

// 002 §2.2, §4.1
/**
 * One row of the market: one product, its coming-soon packages a choice within the row.
 * Everything the list and card views need is pre-computed here.
 */
export interface MarketRow {
  /** stable unique key: `"{product_id}"` */
  key: string;
  /** the product as received */
  product: MarketProduct;
  /** its coming-soon packages (pending amount above 0), each with its amount and settling date */
  packages: readonly PendingLiquidity[];
  /** the product has coming-soon packages (it belongs to the `coming_soon` category) */
  comingSoon: boolean;
  /** false for exchanged / repaid / defaulted products and non-performing borrowers */
  available: boolean;
  /** first added to the market within 7 days */
  isNew: boolean;
  /** last added within 7 days and not new */
  moreAdded: boolean;
  // Spec: 002 §9
  /** display order plus the offset (the default sort key) */
  displayOrder: number;
  /** the product's one name (`productDisplayName`): a sukuk's underlying company, else the company */
  companyName: string;
  /** yield to maturity, `null` when it shows 'N/A' (unavailable or not given) */
  yieldToMaturity: string | null;
  /** current yield, `null` when it shows 'N/A' */
  currentYield: string | null;
  /** face value a buyer can buy: sell liquidity plus the coming-soon packages' pending amounts */
  availableAmount: string;
  /** on the user's watchlist (`annotations.is_interested`) */
  isInterested: boolean;
  /** retail user, special-situations or perpetual product not yet unlocked by its questionnaire */
  locked: boolean;
  /** the questionnaire that unlocks a locked product (from `access_restrictions`), else `null` */
  questionnaireLink: string | null;
  /** partner variant: the user's suitability score is below the product's minimum */
  ineligible: boolean;
  /** why it is ineligible (`ineligibilityReason`: the score needed and the user's), `null` when it is not */
  ineligibleReason: MessageDescriptor | null;
  /** why the row offers no Buy (the catalogue id of the text shown instead), `null` when it does */
  buyBlock: BuyBlock | null;
}
