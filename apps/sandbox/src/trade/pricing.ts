/**
 * Pricing one leg of a trade (pure): the principal bought or sold, its consideration at the price, accrued
 * interest (30E/360 from the last coupon date to settlement), the spread fee the platform keeps, the market
 * maker's price, the partner's daily platform fee on sells (002 §9: 0.3 % × 1/365 × face value) and the
 * total cash paid (buy) or received (sell).
 */
import { Decimal, dailyPlatformFee, type OrderSide, type OrderType } from '@bondkit/sdk-core';
import { dec, maxDecimal, money, moneyDown, ZERO } from '../shared/decimal';
import { accruedFactor, accruedInterest } from './calendar';
import type { ProductRow } from './context';

/** Price variation allowed on execution, per 100 nominal (002 §9). */
export const PRICE_VARIATION = new Decimal('0.5');

/** The platform's spread per 100 nominal, between the market maker's price and the customer's. */
export const SPREAD_POINTS = new Decimal('0.25');

export interface PriceLegInput {
  product: ProductRow;
  side: OrderSide;
  /** gross: `amount` is the cash to spend (buys); principal: `amount` is face value */
  type: OrderType;
  amount: Decimal;
  /** the price to deal at per 100 nominal; default: the product's buy (buy) or sell (sell) price */
  price?: Decimal | null;
  /** the partner's sells carry the daily platform fee */
  isPartner: boolean;
  settlement: string;
}

export interface PricedLeg {
  side: OrderSide;
  product: ProductRow;
  type: OrderType;
  amount: Decimal;
  price: Decimal;
  principal: Decimal;
  /** principal × price / 100, to the cent */
  consideration: Decimal;
  interest: Decimal;
  spread: Decimal;
  marketMakerPrice: Decimal;
  platformFee: Decimal | null;
  /** cash paid (buy) or received (sell) */
  total: Decimal;
  settlement: string;
}

/** The customer's price of a side: the product's buy price for buys, its sell price for sells. */
export function marketPrice(product: ProductRow, side: OrderSide): Decimal {
  return dec(side === 'buy' ? product.buy_price : product.sell_price);
}

function figures(input: PriceLegInput, price: Decimal, principal: Decimal): PricedLeg {
  const consideration = money(principal.times(price).div(100));
  const interest = accruedInterest(principal, input.product.coupon, input.product.maturity, input.settlement);
  const spread = money(principal.times(SPREAD_POINTS).div(100));
  const marketMakerPrice =
    input.side === 'buy' ? maxDecimal(price.minus(SPREAD_POINTS), ZERO) : price.plus(SPREAD_POINTS);
  const platformFee =
    input.side === 'sell' && input.isPartner ? dec(dailyPlatformFee(principal.toFixed(2))) : null;
  const total =
    input.side === 'buy'
      ? consideration.plus(interest)
      : consideration.plus(interest).minus(platformFee ?? ZERO);
  return {
    side: input.side,
    product: input.product,
    type: input.type,
    amount: input.amount,
    price,
    principal,
    consideration,
    interest,
    spread,
    marketMakerPrice,
    platformFee,
    total,
    settlement: input.settlement,
  };
}

/**
 * Prices a leg. A gross buy spends at most `amount` in total: the principal is the largest amount, to the
 * cent, whose consideration plus accrued interest fits.
 */
export function priceLeg(input: PriceLegInput): PricedLeg {
  const price = input.price ?? marketPrice(input.product, input.side);
  if (input.type === 'principal' || input.side === 'sell')
    return figures(input, price, moneyDown(input.amount));
  const perUnit = price
    .div(100)
    .plus(accruedFactor(input.product.coupon, input.product.maturity, input.settlement));
  if (perUnit.lte(0)) return figures(input, price, ZERO);
  // The unrounded estimate is only a start: the total rounds its consideration and its accrued interest to the
  // cent separately, so the largest principal that fits can sit a cent or two either side of it. The total never
  // falls as the principal grows, so step down while it overshoots, then up while one more cent still fits.
  let principal = moneyDown(input.amount.div(perUnit));
  let leg = figures(input, price, principal);
  while (leg.total.gt(input.amount) && principal.gt(0)) {
    principal = principal.minus('0.01');
    leg = figures(input, price, principal);
  }
  for (;;) {
    const more = figures(input, price, principal.plus('0.01'));
    if (more.total.gt(input.amount)) return leg;
    principal = more.principal;
    leg = more;
  }
}

/**
 * The most principal that `cash` buys at `price` including accrued interest (for an insufficient-balance
 * warning's `max_amount` on a principal leg).
 */
export function affordablePrincipal(
  product: ProductRow,
  cash: Decimal,
  price: Decimal,
  settlement: string,
): Decimal {
  if (cash.lte(0)) return ZERO;
  return priceLeg({
    product,
    side: 'buy',
    type: 'gross',
    amount: cash,
    price,
    isPartner: false,
    settlement,
  }).principal;
}
