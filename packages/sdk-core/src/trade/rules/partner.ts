import type { SukukProductType } from '../../market/index';
import { Decimal } from '../../money/index';
import { type OrderType, type TradeAgreementFlag, type TradeType, tradeAgreementFlags } from '../enums';
import type { TradeMessageId } from '../messages';
import { PLATFORM_FEE_ANNUAL_RATE, PLATFORM_FEE_DAYS_PER_YEAR, PRICE_VARIATION } from './constants';

// Spec: 002 §4.4
/** Documents a checkbox refers to; its checkbox unlocks once the document was opened. */
export type TradeDocumentKind =
  | 'key_facts_statement'
  | 'suitability_report'
  | 'appropriateness_report'
  | 'terms_and_conditions';

/** The checkboxes that confirm a document, and which document each needs opened first. */
export const DOCUMENT_CHECKBOXES: Readonly<Partial<Record<TradeAgreementFlag, TradeDocumentKind>>> = {
  has_accepted_key_facts_statement: 'key_facts_statement',
  has_confirmed_suitability_report: 'suitability_report',
  has_confirmed_appropriateness_report: 'appropriateness_report',
  has_confirmed_terms_and_conditions: 'terms_and_conditions',
};

/** Inputs of {@link partnerCheckboxes}. */
export interface PartnerCheckboxInput {
  tradeType: TradeType;
  /** `adib_details.product_type` of the sukuk */
  productType: SukukProductType;
  /** the sukuk is outside the customer's risk rating (score below its minimum) */
  outsideRiskRating: boolean;
  // Spec: 002 §9
  /** the customer can still waive the cooling-off period (within five complete business days) */
  coolingOffWaivable?: boolean;
}

// Spec: 002 §3.2, §5.2
/**
 * The partner's confirm-step checkboxes ('the set depends on complex versus non-complex and
 * risk rating'), in the order of `tradeAgreementFlags`. The spec gives no table; this SDK's reading:
 *
 * | | buy | sell |
 * |---|---|---|
 * | Key Facts Statement accepted (document) | ✓ | |
 * | suitability report confirmed (document) | ✓ | ✓ |
 * | suitability disclaimer (outside the risk rating) | ✓ | ✓ |
 * | appropriateness report confirmed (document) — complex only | ✓ | |
 * | appropriateness disclaimer — complex only | ✓ | |
 * | cooling-off waiver (while waivable) | ✓ | |
 * | terms and conditions confirmed (document) | ✓ | ✓ |
 */
export function partnerCheckboxes(input: PartnerCheckboxInput): TradeAgreementFlag[] {
  const buy = input.tradeType === 'buy';
  const complex = input.productType === 'complex';
  const wanted: Record<TradeAgreementFlag, boolean> = {
    has_waived_cooling_off_period: buy && (input.coolingOffWaivable ?? true),
    has_accepted_key_facts_statement: buy,
    has_confirmed_suitability_report: true,
    has_accepted_suitability_disclaimer: input.outsideRiskRating,
    has_confirmed_appropriateness_report: buy && complex,
    has_accepted_appropriateness_disclaimer: buy && complex,
    has_confirmed_terms_and_conditions: true,
  };
  return tradeAgreementFlags.filter((flag) => wanted[flag]);
}

/** True when the checkbox may be ticked: plain checkboxes always, document checkboxes once the document was opened. */
export function isCheckboxEnabled(
  flag: TradeAgreementFlag,
  openedDocuments: ReadonlySet<TradeDocumentKind>,
): boolean {
  const document = DOCUMENT_CHECKBOXES[flag];
  return document === undefined || openedDocuments.has(document);
}

/** True when every required checkbox is ticked. */
export function areCheckboxesComplete(
  required: readonly TradeAgreementFlag[],
  ticked: Readonly<Partial<Record<TradeAgreementFlag, boolean>>>,
): boolean {
  return required.every((flag) => ticked[flag] === true);
}

/** The id of the terms the partner accepts before a one-time code can be requested: purchaser's or seller's. */
export function partnerTermsMessageId(tradeType: TradeType): TradeMessageId {
  return tradeType === 'buy' ? 'trade.partner.purchaserTerms' : 'trade.partner.sellerTerms';
}

/** The placed step's title: 'Order placed!', or the partner's 'Purchase Contract Concluded' / 'Sale Contract Concluded'. */
export function placedTitleId(isPartner: boolean, tradeType: TradeType): TradeMessageId {
  if (!isPartner) return 'trade.placed.title';
  return tradeType === 'buy' ? 'trade.placed.purchaseConcluded' : 'trade.placed.saleConcluded';
}

// Spec: 002 §3.2
/**
 * The order type a ticket sends: sells are always principal, the partner always principal
 * (labelled Notional); otherwise the user's choice.
 */
export function effectiveOrderType(input: {
  tradeType: TradeType;
  isPartner: boolean;
  chosen: OrderType;
}): OrderType {
  return input.tradeType === 'sell' || input.isPartner ? 'principal' : input.chosen;
}

// Spec: 002 §9, 001 §9
/**
 * The partner's daily platform fee on a sell: 0.3 % × 1/365 × total face value, in exact
 * decimal arithmetic, multiplied by `days` (1 by default) and rounded half-up to 2 decimals.
 *
 * @example dailyPlatformFee('100000') // '0.82' (100000 × 0.003 / 365 = 0.8219…)
 */
export function dailyPlatformFee(faceValue: string, days = 1): string {
  return platformFeeExact(faceValue, days).round(2, Decimal.roundHalfUp).toFixed(2);
}

/** The unrounded platform fee (for sums over many days before rounding once). */
export function platformFeeExact(faceValue: string, days = 1): Decimal {
  return new Decimal(faceValue).times(PLATFORM_FEE_ANNUAL_RATE).times(days).div(PLATFORM_FEE_DAYS_PER_YEAR);
}

// Spec: 002 §9
/** The execution price bounds allowed around a quoted price: ± 0.5. */
export interface PriceVariationBounds {
  min: string;
  max: string;
}

/** The prices an execution may happen at for a quoted `price`: `price − 0.5` to `price + 0.5` (never below 0). */
export function priceVariationBounds(price: string): PriceVariationBounds {
  const p = new Decimal(price);
  const min = p.minus(PRICE_VARIATION);
  return { min: (min.lt(0) ? new Decimal(0) : min).toFixed(), max: p.plus(PRICE_VARIATION).toFixed() };
}

/** True when `executionPrice` is within ± 0.5 of `quotedPrice` (bounds included). */
export function isWithinPriceVariation(executionPrice: string, quotedPrice: string): boolean {
  const { min, max } = priceVariationBounds(quotedPrice);
  const e = new Decimal(executionPrice);
  return e.gte(min) && e.lte(max);
}
