import { isCoolingOff, isPartnerCustomer, type SessionUser } from '../../auth/index';
import {
  type MarketProduct,
  type MarketStatus,
  productLock,
  type TradeBanner,
  tradeStatus,
} from '../../market/index';
import { Decimal } from '../../money/index';
import { isOutsideTradingHours } from '../../time/index';
import type { TradeMode } from '../enums';
import type { TradeMessage } from '../messages';
import type { Position } from '../schema';

/** The session fields the trade rules read (a `SessionUser` fits). */
export type TradeUser = Pick<
  SessionUser,
  | 'is_read_only'
  | 'is_retail'
  | 'is_in_cooling_off_period'
  | 'cooling_off_ends_at'
  | 'isa_restricted'
  | 'blocks'
  | 'partner'
  | 'account_type'
  | 'adib_account_link'
  | 'permissions'
  | 'can_execute_orders'
>;

/** The product fields the trade rules read (a `MarketProduct` or `ProductDetail` fits). */
export type TradeProduct = Pick<
  MarketProduct,
  | 'product_id'
  | 'reference'
  | 'currency'
  | 'buy_price'
  | 'sell_price'
  | 'sell_liquidity'
  | 'state'
  | 'tradeability'
  | 'tradeability_reason'
  | 'adib_details'
  | 'pending_liquidity'
  | 'categories'
  | 'investment_type'
  | 'access_restrictions'
  | 'user_invested'
>;

// Spec: 002 §5.2
/** Why trading is prohibited. */
export type TradingProhibition =
  | 'read_only'
  | 'linked_read_only'
  | 'cooling_off'
  | 'market_suspended'
  | 'market_closed'
  | 'not_tradeable';

/** Inputs of {@link tradingProhibitions}. */
export interface TradingProhibitionInput {
  user: Pick<TradeUser, 'is_read_only' | 'is_in_cooling_off_period' | 'cooling_off_ends_at'> | null;
  /** the linked (partner bank) user is read-only */
  linkedUserReadOnly?: boolean;
  market: Pick<MarketStatus, 'state'> | null;
  product: Pick<TradeProduct, 'tradeability'> | null;
  /** with `now`, a cooling-off hold that has ended no longer counts */
  now?: Date;
}

// Spec: 002 §5.2
/**
 * Every reason trading is prohibited: the user or the linked user is read-only, the user is
 * cooling off, the market is suspended or closed, or the product has no tradeability, or it is closed or
 * unknown. An empty list means trading is allowed.
 */
export function tradingProhibitions(input: TradingProhibitionInput): TradingProhibition[] {
  const out: TradingProhibition[] = [];
  const { user, market, product, now } = input;
  if (user?.is_read_only) out.push('read_only');
  if (input.linkedUserReadOnly) out.push('linked_read_only');
  if (isCoolingOff(user, now)) out.push('cooling_off');
  if (market?.state === 'suspended') out.push('market_suspended');
  if (market?.state === 'closed') out.push('market_closed');
  const tradeability = product?.tradeability;
  if (!tradeability || tradeability === 'closed' || tradeability === 'unknown') out.push('not_tradeable');
  return out;
}

/** True when {@link tradingProhibitions} finds any reason. */
export function isTradingProhibited(input: TradingProhibitionInput): boolean {
  return tradingProhibitions(input).length > 0;
}

// Spec: 002 §5.1–5.2
/**
 * True when the partner customer's suitability score is below the sukuk's minimum, or when a
 * partner customer has no score yet. Non-sukuk products and non-partner users are never outside.
 */
export function isOutsideRiskRating(
  user: Pick<TradeUser, 'partner' | 'adib_account_link'> | null,
  product: Pick<TradeProduct, 'adib_details'>,
): boolean {
  if (!isPartnerCustomer(user) || !product.adib_details) return false;
  const score = user?.adib_account_link?.suitability_questionnaire_results?.user_score ?? null;
  return score === null || score < product.adib_details.risk_category_minimum_score;
}

// Spec: 002 §5.2
/** Why the buy button is disabled. */
export type BuyBlocker = 'locked' | 'prohibited' | 'below_risk_score' | 'buy_block' | 'closed_for_buys';
// Spec: 002 §5.2
/** Why the sell button is disabled. */
export type SellBlocker = 'not_owned' | 'prohibited' | 'sell_block' | 'closed_for_sells';

/** Inputs of {@link buyBlockers} and {@link sellBlockers}. */
export interface TradeEnablementInput extends Omit<TradingProhibitionInput, 'user' | 'product'> {
  user: TradeUser | null;
  product: TradeProduct;
  /** the user's positions (for sells); without them `product.user_invested` decides ownership */
  positions?: readonly Position[] | undefined;
}

// Spec: 002 §5.2
/**
 * Why buying is disabled: the product is locked (retail questionnaire), trading is prohibited,
 * the partner customer is below the product's risk score, the user has a buy block, or the product is
 * closed for buys. Empty: buying is enabled.
 */
export function buyBlockers(input: TradeEnablementInput): BuyBlocker[] {
  const out: BuyBlocker[] = [];
  const { user, product } = input;
  if (productLock(product, user ? { is_retail: user.is_retail } : null).locked) out.push('locked');
  if (isTradingProhibited(input)) out.push('prohibited');
  if (isOutsideRiskRating(user, product)) out.push('below_risk_score');
  if (user?.blocks.block_buys) out.push('buy_block');
  if (product.tradeability === 'closed-for-buys') out.push('closed_for_buys');
  return out;
}

/** The face value the user holds of a product: open positions (less pending sells), else `user_invested`. */
export function heldPrincipal(
  product: Pick<TradeProduct, 'product_id' | 'user_invested'>,
  positions?: readonly Position[],
): string {
  if (positions) {
    return positions
      .filter((p) => p.product_id === product.product_id)
      .reduce((sum, p) => sum.plus(sellablePrincipal(p)), new Decimal(0))
      .toFixed();
  }
  return product.user_invested ?? '0';
}

/** What can still be sold of a position: `open.principal` less face value already in open sell orders. */
export function sellablePrincipal(position: Pick<Position, 'open'>): string {
  const left = new Decimal(position.open.principal).minus(position.open.pending_sell_principal ?? '0');
  return (left.lt(0) ? new Decimal(0) : left).toFixed();
}

// Spec: 002 §5.2
/**
 * Why selling is disabled: the user does not own the product, trading is prohibited, the user
 * has a sell block, or the product is closed for sells. Empty: selling is enabled.
 */
export function sellBlockers(input: TradeEnablementInput): SellBlocker[] {
  const out: SellBlocker[] = [];
  const { user, product } = input;
  if (new Decimal(heldPrincipal(product, input.positions ?? undefined)).lte(0)) out.push('not_owned');
  if (isTradingProhibited(input)) out.push('prohibited');
  if (user?.blocks.block_sells) out.push('sell_block');
  if (product.tradeability === 'closed-for-sells') out.push('closed_for_sells');
  return out;
}

/** True when buying is enabled. */
export function canBuy(input: TradeEnablementInput): boolean {
  return buyBlockers(input).length === 0;
}

/** True when selling is enabled. */
export function canSell(input: TradeEnablementInput): boolean {
  return sellBlockers(input).length === 0;
}

// Spec: 002 §5.2
/**
 * Limit orders are disabled in basic mode outside trading hours: read literally, the limit-order
 * option of the ticket is unavailable while the ticket is in basic mode and the market is outside its
 * trading hours.
 */
export function isLimitOrderDisabled(input: { mode: TradeMode; outsideTradingHours: boolean }): boolean {
  return input.mode === 'basic' && input.outsideTradingHours;
}

// Spec: 002 §5.2 ('Limit order is disabled … outside trading hours'; trading is prohibited while the market is
// closed), §8 ('Outside of market trading hours')
/**
 * Why no limit order may be placed now, or `null` when one may: outside the market's trading hours (the
 * market object's `state_now` closed, or without one the London hours) a limit order is refused — it does
 * not wait for the market to open. The ticket shows this text beside its disabled limit option and the API
 * refuses such an order with the same text, so the two never disagree.
 */
export function limitOrderRefusal(
  market: { state_now: 'open' | 'closed' } | null,
  now: Date,
): TradeMessage | null {
  return isOutsideTradingHours(market, now) ? { code: 'trade.banner.outsideTradingHours' } : null;
}

/** Inputs of {@link tradePageBanners}. */
export interface TradePageBannerInput {
  user:
    | (Pick<
        TradeUser,
        'is_in_cooling_off_period' | 'cooling_off_ends_at' | 'blocks' | 'partner' | 'adib_account_link'
      > &
        Partial<Pick<TradeUser, 'can_execute_orders'>>)
    | null;
  product: TradeProduct;
  market: Pick<MarketStatus, 'state' | 'state_now' | 'opens_at'> | null;
  tradeType: 'buy' | 'sell';
  /** the server's time: a cooling-off hold that has ended shows no banner (as the gate allows trading) */
  now?: Date;
  /** the coming-soon package bought from, if any (its pending amount is what can be bought) */
  packageAmount?: string | null;
  /** formats `opens_at` for 'Trading resumes at {time}' */
  formatOpensAt?: (iso: string) => string;
}

/** What the trade page shows above the ticket. */
export interface TradePageBanners {
  // Spec: 002 §4.3
  /** the trade-status banner by the priority shared with bond detail, or null */
  status: TradeBanner | null;
  /** 'Your account is restricted at the moment.' with a contact prompt, for a blocked trade type */
  restricted: TradeMessage[] | null;
  /**
   * An account whose setup is not finished cannot place orders (`can_execute_orders` false): the platform's
   * refusal, said before the customer starts, and what is missing
   */
  setupRequired: TradeMessage[] | null;
  // Spec: 002 §5.2
  /** the partner's outside-risk-rating notice (buying then hides the amount entry) */
  outsideRiskRating: TradeMessage | null;
}

/**
 * The banners of the trade page: the trade-status banner by priority (cooling-off, market closed with the
 * resume time, market suspended, tradeability reason, insufficient availability — shared with bond detail
 * through `tradeStatus` of the market rules), the account-restricted notice when the user's block covers the
 * trade type, the account-setup notice when the account cannot place orders yet (with what is missing), and the
 * partner's outside-risk-rating notice for buys.
 */
export function tradePageBanners(input: TradePageBannerInput): TradePageBanners {
  const status = tradeStatus({
    product: input.product,
    market: input.market,
    user: input.user,
    ...(input.now ? { now: input.now } : {}),
    ...(input.packageAmount !== undefined ? { packageAmount: input.packageAmount } : {}),
    ...(input.formatOpensAt ? { formatOpensAt: input.formatOpensAt } : {}),
  });
  const blocked = input.tradeType === 'buy' ? input.user?.blocks.block_buys : input.user?.blocks.block_sells;
  return {
    status: status.banner,
    restricted: blocked
      ? [{ code: 'trade.banner.accountRestricted' }, { code: 'trade.banner.contactSupport' }]
      : null,
    setupRequired:
      input.user?.can_execute_orders === false
        ? [{ code: 'trade.banner.setupRequired' }, { code: 'trade.banner.setupMissing' }]
        : null,
    outsideRiskRating:
      input.tradeType === 'buy' && isOutsideRiskRating(input.user, input.product)
        ? { code: 'trade.banner.outsideRiskRating' }
        : null,
  };
}
