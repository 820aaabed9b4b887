import { canViewSmartInterest } from '../../auth/index';
import type { MessageDescriptor } from '../../messages/index';
import { Decimal } from '../../money/index';
import type { Seniority } from '../enums';
import type { MarketProduct, PendingLiquidity } from '../schema';
import {
  DISPLAY_ORDER_OFFSETS,
  NEW_WINDOW_MS,
  SELLABLE_LIQUIDITY_THRESHOLD,
  UNAVAILABLE_STATES,
} from './constants';
import type { MarketRow, MarketUser, MarketVariant } from './types';

// Spec: 002 §4.1
/**
 * A product is unavailable when its state is exchanged, repaid or defaulted, or its borrower is
 * non-performing: its yields show 'N/A', it is left out of range computation and sorts last.
 */
export function isProductAvailable(product: Pick<MarketProduct, 'state' | 'company'>): boolean {
  return !UNAVAILABLE_STATES.has(product.state) && product.company.borrower_status !== 'non_performing';
}

function toTime(value: Date | number): number {
  return typeof value === 'number' ? value : value.getTime();
}

/** Milliseconds since `iso` at `now` (negative when `iso` is in the future). */
function ageMs(iso: string, now: Date | number): number {
  return toTime(now) - Date.parse(iso);
}

/**
 * New: first added to the market within the last 7 days (inclusive; a date in the future counts as new).
 */
export function isNewProduct(
  product: Pick<MarketProduct, 'first_added_to_market'>,
  now: Date | number,
): boolean {
  return ageMs(product.first_added_to_market, now) <= NEW_WINDOW_MS;
}

/** More added: last added to the market within the last 7 days, and not new. */
export function isMoreAdded(
  product: Pick<MarketProduct, 'first_added_to_market' | 'last_added_to_market'>,
  now: Date | number,
): boolean {
  return !isNewProduct(product, now) && ageMs(product.last_added_to_market, now) <= NEW_WINDOW_MS;
}

/** True when an amount (a decimal string) is above the sellable threshold of 100. */
export function isSellableAmount(amount: string): boolean {
  return Number(amount) > SELLABLE_LIQUIDITY_THRESHOLD;
}

/** What the display-order offset of a row depends on. */
export interface DisplayOrderInput {
  display_order?: number | undefined;
  /** the product has coming-soon packages */
  comingSoon: boolean;
  isNew: boolean;
  moreAdded: boolean;
  /** sell liquidity (a decimal string) */
  sellLiquidity: string;
}

// Spec: 002 §4.1, §9
/**
 * The default ordering key: `display_order` plus an offset — coming-soon products +0,
 * new +5000, more added +7500, sellable liquidity (above 100) +10000, everything else +50000
 * (the first that applies, in that order). A missing `display_order` counts as 0.
 */
export function displayOrderOf(input: DisplayOrderInput): number {
  const base = input.display_order ?? 0;
  if (input.comingSoon) return base + DISPLAY_ORDER_OFFSETS.package;
  if (input.isNew) return base + DISPLAY_ORDER_OFFSETS.new;
  if (input.moreAdded) return base + DISPLAY_ORDER_OFFSETS.moreAdded;
  if (isSellableAmount(input.sellLiquidity)) return base + DISPLAY_ORDER_OFFSETS.sellable;
  return base + DISPLAY_ORDER_OFFSETS.other;
}

// 002 §4.1, §2.2
/**
 * The coming-soon packages of a product: its pending liquidity packages with
 * `pending_amount` above 0, each bought on its own (package id, amount available, settling date).
 */
export function comingSoonPackages(product: Pick<MarketProduct, 'pending_liquidity'>): PendingLiquidity[] {
  return product.pending_liquidity.filter((pkg) => Number(pkg.pending_amount) > 0);
}

// Spec: 002 §4.1
/**
 * The face value a buyer can buy of a product: its sell liquidity plus the pending amount of each of its
 * coming-soon packages (exact decimals, 2 places).
 */
export function availableAmountOf(
  product: Pick<MarketProduct, 'sell_liquidity'>,
  packages: readonly PendingLiquidity[],
): string {
  if (packages.length === 0) return product.sell_liquidity;
  let sum = new Decimal(product.sell_liquidity);
  for (const pkg of packages) sum = sum.plus(pkg.pending_amount);
  return sum.toFixed(2);
}

// 002 §5.1, §5.2, §8 (the trade banners' 'Insufficient availability to buy')
/**
 * Why a market row offers no Buy, as the catalogue id of the text shown in its place,
 * or `null` when Buy is offered: a locked product, a partner product the customer is ineligible for, an
 * unavailable product or one closed for buys, then too little to buy (100 or less).
 */
export type BuyBlock =
  | 'market.row.locked'
  | 'market.row.ineligible'
  | 'market.row.unavailable'
  | 'market.row.insufficientAvailability';

/** {@link BuyBlock} of a row. */
export function buyBlockOf(
  row: Pick<MarketRow, 'product' | 'available' | 'locked' | 'ineligible' | 'availableAmount'>,
): BuyBlock | null {
  const { product } = row;
  if (row.locked) return 'market.row.locked';
  if (row.ineligible) return 'market.row.ineligible';
  const buyable = product.tradeability === 'open' || product.tradeability === 'closed-for-sells';
  if (!row.available || product.market_blocked || !buyable) return 'market.row.unavailable';
  if (!isSellableAmount(row.availableAmount)) return 'market.row.insufficientAvailability';
  return null;
}

// 002 §5.1 (the unavailable toggle, Smart Interest permission)
/**
 * Whether the market shows a product at all, the one rule of the list, its counts and the CSV:
 * Smart Interest products only with the permission (whatever the unavailable toggle); any other while
 * 'show unavailable' is on, or when more than 100 can be bought (its coming-soon packages counted).
 */
export function isShownOnMarket(input: {
  smartInterest: boolean;
  sellable: boolean;
  canViewSmartInterest: boolean;
  showUnavailable: boolean;
}): boolean {
  if (input.smartInterest) return input.canViewSmartInterest;
  return input.showUnavailable || input.sellable;
}

/** {@link isShownOnMarket} of one product, for a user (null: a visitor). */
export function isProductShown(
  product: Pick<MarketProduct, 'categories' | 'sell_liquidity' | 'pending_liquidity'>,
  user: Pick<MarketUser, 'permissions'> | null,
  showUnavailable: boolean,
): boolean {
  return isShownOnMarket({
    smartInterest: product.categories.some((c) => c.category_id === 'smart_interest'),
    sellable: isSellableAmount(availableAmountOf(product, comingSoonPackages(product))),
    canViewSmartInterest: hasSmartInterestPermission(user),
    showUnavailable,
  });
}

// Spec: 002 §5.1
/** Categories that retail users see locked until the matching questionnaire is passed. */
const LOCKED_CATEGORY_RESTRICTION: Readonly<Record<string, string>> = {
  special_situations: 'special-situation',
  perpetuals: 'perpetual',
};

/** The lock state of one product for a user. */
export interface ProductLock {
  locked: boolean;
  /** where to take the unlocking questionnaire (`access_restrictions[].questionnaire`), else null */
  questionnaireLink: string | null;
}

// Spec: 002 §5.1
/**
 * Retail lock: for retail users, special-situations and perpetual products (category
 * `special_situations` / `perpetuals`, or `investment_type` perpetual) are shown locked, unless the
 * product's `access_restrictions` already approve access for that questionnaire type. The link is the
 * first unapproved matching restriction's questionnaire. Visitors and non-retail users: never locked.
 */
export function productLock(
  product: Pick<MarketProduct, 'categories' | 'investment_type' | 'access_restrictions'>,
  user: Pick<MarketUser, 'is_retail'> | null,
): ProductLock {
  if (!user?.is_retail) return { locked: false, questionnaireLink: null };
  const types = new Set<string>();
  for (const c of product.categories) {
    const type = LOCKED_CATEGORY_RESTRICTION[c.category_id];
    if (type) types.add(type);
  }
  if (product.investment_type === 'perpetual') types.add('perpetual');
  if (types.size === 0) return { locked: false, questionnaireLink: null };
  const restrictions = product.access_restrictions ?? [];
  const pending = [...types].filter(
    (type) => !restrictions.some((r) => r.type === type && r.access_approved),
  );
  if (pending.length === 0) return { locked: false, questionnaireLink: null };
  const link = restrictions.find((r) => pending.includes(r.type) && !r.access_approved);
  return { locked: true, questionnaireLink: link?.questionnaire ?? null };
}

/** True when the user may see the Smart Interest category: auth's {@link canViewSmartInterest}, for a market user. */
export function hasSmartInterestPermission(user: Pick<MarketUser, 'permissions'> | null): boolean {
  return canViewSmartInterest(user);
}

/** The user's partner suitability score, or null when there is none. */
export function suitabilityScoreOf(user: MarketUser | null): number | null {
  return user?.adib_account_link?.suitability_questionnaire_results?.user_score ?? null;
}

// Spec: 002 §5.1
/**
 * Partner ineligibility: in the sukuk variant, products whose
 * `adib_details.risk_category_minimum_score` is above the user's suitability score are marked
 * Ineligible — but only when at least one product is eligible (otherwise none is marked and the
 * assessment-update banner applies). Returns the set of ineligible product ids.
 */
export function ineligibleProductIds(
  products: readonly Pick<MarketProduct, 'product_id' | 'adib_details'>[],
  user: MarketUser | null,
  variant: MarketVariant,
): Set<number> {
  const out = new Set<number>();
  const score = suitabilityScoreOf(user);
  if (variant !== 'sukuk' || score === null) return out;
  let anyEligible = false;
  for (const p of products) {
    if (!p.adib_details) continue;
    if (score < p.adib_details.risk_category_minimum_score) out.add(p.product_id);
    else anyEligible = true;
  }
  if (!anyEligible) out.clear();
  return out;
}

// Spec: 002 §5.1
/**
 * Why a product is marked Ineligible, in the customer's terms: the customer assessment score the sukuk needs
 * (`adib_details.risk_category_minimum_score`) and the customer's own (`user_score`), as the catalogue text
 * `market.row.ineligibleReason`; `null` when the product is not a sukuk or the customer has no score. Shown
 * beside the Ineligible mark wherever it appears.
 */
export function ineligibilityReason(
  product: Pick<MarketProduct, 'adib_details'>,
  user: MarketUser | null,
): MessageDescriptor | null {
  const score = suitabilityScoreOf(user);
  const minimum = product.adib_details?.risk_category_minimum_score;
  if (score === null || minimum === undefined || score >= minimum) return null;
  return { code: 'market.row.ineligibleReason', values: { minimum, score } };
}

/**
 * The sukuk variant's 'assessment update required' banner: a signed-in partner customer (with a linked
 * bank account) who has no suitability score, or whose score makes every partner product ineligible.
 */
export function isAssessmentUpdateRequired(
  products: readonly Pick<MarketProduct, 'adib_details'>[],
  user: MarketUser | null,
  variant: MarketVariant,
): boolean {
  if (variant !== 'sukuk' || !user?.adib_account_link) return false;
  const partnerProducts = products.filter((p) => p.adib_details);
  if (partnerProducts.length === 0) return false;
  const score = suitabilityScoreOf(user);
  if (score === null) return true;
  return !partnerProducts.some((p) => score >= (p.adib_details?.risk_category_minimum_score ?? 0));
}

// Spec: 002 §3.1
/** Seniority sort rank: super senior 0 … subordinated 6. */
export const SENIORITY_RANK: Readonly<Record<Seniority, number>> = {
  super_senior_secured: 0,
  senior_secured: 1,
  second_lien_secured: 2,
  unsecured: 3,
  unsecured_pik: 4,
  unsecured_at1: 5,
  subordinated: 6,
};

/** The sort rank of a seniority (0–6). */
export function seniorityRank(seniority: Seniority): number {
  return SENIORITY_RANK[seniority];
}
