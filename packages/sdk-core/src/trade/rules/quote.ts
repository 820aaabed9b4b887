import { Decimal, toWire } from '../../money/index';

/** The figures of one priced leg, as a quote (`market/quote/`), an RFQ quote or a package's RFQ gives them. */
export interface QuoteBreakdownInput {
  side: 'buy' | 'sell';
  /** per 100 nominal, the spread included */
  price: string;
  /** face value */
  principal: string;
  /** accrued interest paid (buy) or received (sell) */
  interest: string;
  /** the platform's spread: inside the price, never added to it */
  spreadFee: string;
  // Spec: 002 §9
  /** the partner's daily platform fee on sells, taken off what a sale pays; null when none */
  platformFee: string | null;
  /** the server's total: cash paid (buy) or received (sell) */
  total: string;
}

/** A quote leg laid out so that its lines add up on screen (all amounts decimal strings, 2 decimals). */
export interface QuoteBreakdown {
  /** the cost (buy) or value (sell) at the quoted price: principal × price / 100, to the cent (half up) */
  cost: string;
  /** accrued interest, added */
  interest: string;
  /** fees inside the price (the spread): shown beside the cost, never added */
  feesInPrice: string;
  /** fees charged on top of the price: taken off a sale (the partner's platform fee), none on a buy */
  feesCharged: string;
  /** the server's total */
  total: string;
  /**
   * the server's total less what the lines above make (cost + interest − fees charged), when it is not zero
   * (a rounding of the server's): shown as its own line so the figures still add up; null when they agree
   */
  adjustment: string | null;
}

/** The cost (buy) or value (sell) of a face value at a price per 100: principal × price / 100, to the cent. */
export function costAtPrice(principal: string, price: string): string {
  return toWire(new Decimal(principal).times(price).div(100));
}

/**
 * A quote leg's lines in the order they add up: the cost at the quoted price
 * (principal × price / 100), plus accrued interest, less the fees charged on top (the partner's platform fee on
 * sells), equals the total — the spread fee being inside the price, shown but not added. Exact decimals.
 *
 * @example
 * quoteBreakdown({ side: 'buy', price: '97.25', principal: '8000', interest: '166.22', spreadFee: '20',
 *   platformFee: null, total: '7946.22' });
 * // { cost: '7780.00', interest: '166.22', feesInPrice: '20.00', feesCharged: '0.00', total: '7946.22',
 * //   adjustment: null }
 */
export function quoteBreakdown(leg: QuoteBreakdownInput): QuoteBreakdown {
  const cost = new Decimal(costAtPrice(leg.principal, leg.price));
  const charged =
    leg.side === 'sell' && leg.platformFee !== null ? new Decimal(leg.platformFee) : new Decimal(0);
  const sum = cost.plus(leg.interest).minus(charged);
  const difference = new Decimal(leg.total).minus(sum);
  return {
    cost: toWire(cost),
    interest: toWire(new Decimal(leg.interest)),
    feesInPrice: toWire(new Decimal(leg.spreadFee)),
    feesCharged: toWire(charged),
    total: toWire(new Decimal(leg.total)),
    adjustment: difference.eq(0) ? null : toWire(difference),
  };
}
