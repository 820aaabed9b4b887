/**
 * The limits of a request (the README's "Limits"): what the edge ({@link ./edge.ts}) refuses before any route or
 * database work, and the texts it answers with (Django-REST's where it has one).
 */
import { DEFAULT_PRICE_PRECISION } from '@bondkit/sdk-core';

/** The database's `integer` (int4) range: every id and every number a body may carry lies within it. */
export const INT_MIN = -2_147_483_648;
export const INT_MAX = 2_147_483_647;

/** What one customer may convert per London day, in GBP. */
export const FX_DAILY_LIMIT_GBP = '100000';

export const LIMITS = {
  /** a request body, in bytes (413 beyond) */
  bodyBytes: 64 * 1024,
  /** items of any array of a body: legs, buys, sells, RFQs; a quote's buys and sells together (400 beyond) */
  itemsPerArray: 20,
  /** nesting of a body's objects and arrays (a quote: body → buys → leg is 3) */
  bodyDepth: 6,
  /** characters of any string of a body and of a path segment */
  textLength: 255,
  /** characters of a query parameter's value (lists of ids, searches) */
  queryValueLength: 1000,
  /** characters of an `Idempotency-Key` header (the key is stored and indexed) */
  idempotencyKeyLength: 255,
  /** characters of the path and query together */
  urlLength: 4096,
  /** an amount of money (amounts, notionals, FX amounts, Smart Interest amounts): 2 decimals at most */
  amountDecimals: 2,
  amountMax: '10000000.00',
  /**
   * a price per 100 nominal (requested and limit prices, the sandbox's price moves): the site's price precision
   * (sdk-core's default, 2), above 0
   */
  priceDecimals: DEFAULT_PRICE_PRECISION,
  priceMin: '0.01',
  priceMax: '100000.00',
  /** the sandbox clock stays within these instants (set or advanced) */
  earliestInstant: '2000-01-01T00:00:00Z',
  latestInstant: '2100-01-01T00:00:00Z',
} as const;

/**
 * Body fields that carry money, wherever they appear (any object of any body): at most
 * {@link LIMITS.amountDecimals} decimals, at most {@link LIMITS.amountMax}. A new route's money fields get the rule
 * by their name; name a new kind of money field here.
 */
export const MONEY_FIELDS: ReadonlySet<string> = new Set([
  'amount',
  'notional',
  'notional_amount',
  'sell_amount',
  'buy_amount',
]);

/**
 * Body fields that carry a price per 100 nominal, wherever they appear: at most {@link LIMITS.priceDecimals}
 * decimals, within {@link LIMITS.priceMin}…{@link LIMITS.priceMax}.
 */
export const PRICE_FIELDS: ReadonlySet<string> = new Set([
  'price',
  'requested_price',
  'buy_price',
  'sell_price',
]);
