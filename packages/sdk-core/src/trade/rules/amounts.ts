import type { MarketProduct, MarketVariant } from '../../market/index';
import { Decimal, parseAmountInput, sanitiseAmountKeystroke } from '../../money/index';
import type { TradeType } from '../enums';
import {
  AMOUNT_DECIMALS,
  DEFAULT_PRICE_PRECISION,
  DEFAULT_TRADE_AMOUNT,
  PARTNER_DEFAULT_TRADE_AMOUNT,
} from './constants';
import { sukukLimits } from './sukuk';

/**
 * The multiple of a sukuk's denomination nearest `wanted` (a tie goes to the lower), at least the minimum and —
 * for a purchase — at most the maximum per purchase.
 */
function nearestSukukAmount(
  currency: MarketProduct['currency'],
  wanted: Decimal,
  tradeType: TradeType,
): string {
  const { minimum, denomination, maximum } = sukukLimits(currency);
  const step = new Decimal(denomination);
  const lower = wanted.div(step).round(0, Decimal.roundDown).times(step);
  const upper = lower.plus(step);
  // nearest multiple; on a tie (or an exact multiple) the lower
  const nearest = upper.minus(wanted).lt(wanted.minus(lower)) ? upper : lower;
  const atLeast = nearest.lt(minimum) ? new Decimal(minimum) : nearest;
  return (tradeType === 'buy' && atLeast.gt(maximum) ? new Decimal(maximum) : atLeast).toFixed();
}

/** Whether the sukuk amount rules apply: the partner's site and one of its sukuk. */
function sukukRulesApply(product: Pick<MarketProduct, 'adib_details'>, variant: MarketVariant): boolean {
  return variant === 'sukuk' && product.adib_details !== null && product.adib_details !== undefined;
}

// Spec: 002 §9, §5.2
/**
 * The amount a new ticket starts with (1000, or 10000 for the partner), and one the ticket accepts:
 * a ticket never opens in an error state. For the partner's sukuk (the sukuk variant, a product with
 * `adib_details`) the sukuk rules apply, so the default is the multiple of the currency's
 * denomination nearest the spec's default (a tie goes to the lower), at least the minimum and at most the
 * maximum per purchase: AED (denomination 4000) 10000 → 8000; GBP, USD and EUR (1000) stay 10000.
 *
 * @example
 * defaultTradeAmount({ currency: 'AED', adib_details: sukuk }, 'sukuk') // '8000'
 * defaultTradeAmount({ currency: 'GBP', adib_details: null }, 'standard') // '1000'
 */
export function defaultTradeAmount(
  product: Pick<MarketProduct, 'currency' | 'adib_details'>,
  variant: MarketVariant,
): string {
  if (variant !== 'sukuk') return DEFAULT_TRADE_AMOUNT;
  if (!sukukRulesApply(product, variant)) return PARTNER_DEFAULT_TRADE_AMOUNT;
  return nearestSukukAmount(product.currency, new Decimal(PARTNER_DEFAULT_TRADE_AMOUNT), 'buy');
}

/**
 * The amount a ticket opens with when the host asks for one (the element's `amount`): the requested amount
 * (sanitised as if typed), made valid the same way as the default — for the partner's sukuk the nearest
 * denomination multiple within the limits (AED 10000 → 8000, 5000 → 4000, 1000 → 4000) — so a ticket never
 * opens in an error state. Without a usable request, {@link defaultTradeAmount}.
 *
 * @example
 * startingTradeAmount({ currency: 'AED', adib_details: sukuk }, 'sukuk', '10000', 'buy') // '8000'
 * startingTradeAmount({ currency: 'GBP', adib_details: null }, 'standard', '2500', 'buy') // '2500'
 */
export function startingTradeAmount(
  product: Pick<MarketProduct, 'currency' | 'adib_details'>,
  variant: MarketVariant,
  requested: string | null | undefined,
  tradeType: TradeType,
): string {
  const typed = requested == null ? '' : sanitiseTradeAmount(String(requested));
  const parsed = parseAmountInput(typed);
  if (!parsed.ok || new Decimal(parsed.value).lte(0)) return defaultTradeAmount(product, variant);
  return sukukRulesApply(product, variant)
    ? nearestSukukAmount(product.currency, new Decimal(parsed.value), tradeType)
    : typed;
}

// Spec: 002 §5.2
/**
 * Filters a typed trade amount: Arabic-Indic digits become Western digits, no minus sign, at
 * most 2 decimals, nothing but digits and one dot. Partial entries such as `'12.'` are kept.
 *
 * @example sanitiseTradeAmount('-١٢٣٤.567') // '1234.56'
 */
export function sanitiseTradeAmount(text: string): string {
  return sanitiseAmountKeystroke(text, AMOUNT_DECIMALS);
}

/**
 * The decimals a limit price may carry: the site's price-precision setting (a whole number ≥ 0), else
 * {@link DEFAULT_PRICE_PRECISION}.
 */
export function limitPriceDecimals(pricePrecision?: number | null): number {
  if (pricePrecision === undefined || pricePrecision === null) return DEFAULT_PRICE_PRECISION;
  if (!Number.isInteger(pricePrecision) || pricePrecision < 0) return DEFAULT_PRICE_PRECISION;
  return pricePrecision;
}

/** Filters a typed limit price like an amount, with the price-precision setting's decimals. */
export function sanitiseLimitPrice(text: string, pricePrecision?: number | null): string {
  return sanitiseAmountKeystroke(text, limitPriceDecimals(pricePrecision));
}

/**
 * Reads a typed amount as a plain decimal string (`'1,000.5'` → `'1000.5'`, Arabic-Indic digits read), or
 * `null` when it is empty, negative, has too many decimals or is not a number.
 */
export function readTradeAmount(text: string, maxDecimals = AMOUNT_DECIMALS): string | null {
  const parsed = parseAmountInput(text, { maxDecimals });
  return parsed.ok ? parsed.value : null;
}

// Spec: 002 §5.2
/** True when the amount field is empty or zero ('', '0', '0.00', '.'): proceed stays disabled. */
export function isEmptyOrZeroAmount(text: string | null | undefined): boolean {
  if (text === null || text === undefined) return true;
  const value = readTradeAmount(text, 20);
  return value === null || new Decimal(value).eq(0);
}

// Spec: 002 §5.2
/**
 * Caps a switch's buy face amount at the target product's sell liquidity.
 *
 * @returns the smaller of the two, as a decimal string
 */
export function capSwitchBuyAmount(buyFace: string, targetSellLiquidity: string): string {
  const face = new Decimal(buyFace);
  const liquidity = new Decimal(targetSellLiquidity);
  return (face.gt(liquidity) ? liquidity : face).toFixed();
}

/** Inputs of {@link estimateSwitchBuyFace}. */
export interface SwitchEstimateInput {
  /** face value of the current product to sell */
  sellAmount: string;
  /** the current product's sell price (per 100) */
  sellPrice: string;
  /** the target's buy price (per 100) */
  buyPrice: string;
  /** the target's sell liquidity */
  targetSellLiquidity: string;
}

/**
 * The face value of the target a switch buys: what the sale raises (`sellAmount × sellPrice / 100`) spent
 * at the target's buy price, floored to 2 decimals and capped at the target's sell liquidity. The quote then
 * prices both legs exactly (accrued interest included).
 */
export function estimateSwitchBuyFace(input: SwitchEstimateInput): string {
  const buyPrice = new Decimal(input.buyPrice);
  if (buyPrice.lte(0)) return '0';
  const proceeds = new Decimal(input.sellAmount).times(input.sellPrice);
  const face = proceeds.div(buyPrice).round(2, Decimal.roundDown);
  return capSwitchBuyAmount(face.toFixed(2), input.targetSellLiquidity);
}
