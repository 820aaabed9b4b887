// Spec: 002 §4.1, §5.1, §9
/** Business constants of the market. */

/** 'New' and 'more added' look back this far: 7 days. */
export const NEW_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
/** A product is sellable (shown while 'show unavailable' is off) when its liquidity is above this amount. */
export const SELLABLE_LIQUIDITY_THRESHOLD = 100;
/** Returns sliders are capped here; a slider at or above it shows 'Max' and lifts the upper limit. */
export const YIELD_CAP = 50;
/** Sort value of a non-numeric return (N/A) when sorting ascending (so it sorts last). */
export const NON_NUMERIC_RETURN_ASC = 1000;
/** Sort value of a non-numeric return (N/A) when sorting descending (so it sorts last). */
export const NON_NUMERIC_RETURN_DESC = 0;

// Spec: 002 §4.1, §9
/** Display order offsets. */
export const DISPLAY_ORDER_OFFSETS = {
  /** products with coming-soon packages */
  package: 0,
  new: 5000,
  moreAdded: 7500,
  /** sell liquidity above {@link SELLABLE_LIQUIDITY_THRESHOLD} */
  sellable: 10000,
  other: 50000,
} as const;

// Spec: 002 §5.1
/** Slider defaults before data loads. */
export const DEFAULT_MATURITY_RANGE = { min: 2020, max: 2050 } as const;
// Spec: 002 §5.1
/** Returns slider defaults before data loads. */
export const DEFAULT_RETURNS_RANGE = { min: 4.5, max: 5.5 } as const;

// Spec: 002 §5.1
/** Slider steps: maturity 1 year, yields 0.1, coupon 0.01. */
export const SLIDER_STEPS = {
  maturity: 1,
  yield_to_maturity: 0.1,
  current_yield: 0.1,
  coupon: 0.01,
} as const;

/** Chips shown before the rest collapse into '+n filters'. */
export const VISIBLE_CHIPS = 5;

// Spec: 002 §5.1, §9
/** Search debounce (250 ms in the reading this SDK follows). */
export const SEARCH_DEBOUNCE_MS = 250;
// Spec: 002 §4.1, §9
/** The loading pause after each filter run. */
export const FILTER_LOADING_MS = 500;
/** A search applies from this many characters (or on the search button). */
export const SEARCH_MIN_LENGTH = 2;

/** Product states that make a product unavailable. */
export const UNAVAILABLE_STATES: ReadonlySet<string> = new Set(['exchanged', 'repaid', 'defaulted']);

/** The default returns measure. */
export const DEFAULT_RETURNS_MEASURE = 'yield_to_maturity' as const;
