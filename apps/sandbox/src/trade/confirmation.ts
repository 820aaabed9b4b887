/**
 * What every confirmation checks: the partner's one-time code and the checkboxes its trade needs, or the
 * standard site's two agreements; and, for a quoted price, that the market has not moved beyond ± 0.5 of it.
 */
import type { OrderSide, TradeConfirmInput } from '@bondkit/sdk-core';
import { isPartnerCustomer, partnerCheckboxes } from '@bondkit/sdk-core';
import type { AccountRow, Customer } from '../accounts';
import type { Db } from '../db/types';
import { fail, invalid } from '../shared/errors';
import { TRADE_TEXT } from '../shared/refusals';
import { type ProductRow, refuseCustomer, type TradeLegs } from './context';
import { countWrongCode, useCode } from './otp';
import { marketPrice, PRICE_VARIATION } from './pricing';

/** What a confirmation confirms: an order, an RFQ's quote or a switch package. */
export interface ConfirmationTarget {
  kind: 'order' | 'rfq_quote' | 'package';
  reference: string;
}

/**
 * Counts a partner's wrong one-time code for a confirmation (see `countWrongCode`). Call it before the
 * confirming transaction: that transaction rolls back when it refuses the code, and the count must stay.
 */
export async function countWrongConfirmationCode(
  db: Db,
  customer: Customer,
  target: ConfirmationTarget,
  body: TradeConfirmInput,
  now: Date,
): Promise<void> {
  if (!isPartnerCustomer(customer)) return;
  await countWrongCode(db, customer, target.kind, target.reference, body.verification_code, now);
}

/**
 * Checks a confirmation of `legs`: the body — the partner's one-time code and the checkboxes its trade
 * needs (those of the buy leg, else the first), or the standard site's two agreements — then the customer,
 * who may not trade these legs now ({@link refuseCustomer}).
 */
export async function checkConfirmation(
  db: Db,
  customer: Customer,
  account: AccountRow,
  target: ConfirmationTarget,
  body: TradeConfirmInput,
  legs: TradeLegs,
  now: Date,
): Promise<void> {
  const checkboxLeg = legs.find((l) => l.side === 'buy') ?? legs[0] ?? null;
  await checkBody(db, customer, target, body, checkboxLeg, now);
  refuseCustomer(customer, account, legs, now);
}

async function checkBody(
  db: Db,
  customer: Customer,
  target: ConfirmationTarget,
  body: TradeConfirmInput,
  checkboxLeg: TradeLegs[number] | null,
  now: Date,
): Promise<void> {
  if (!isPartnerCustomer(customer)) {
    const errors: Record<string, string[]> = {};
    if (body.has_accepted_investor_agreement !== true) {
      errors.has_accepted_investor_agreement = [TRADE_TEXT.agreementRequired];
    }
    if (body.has_accepted_fractional_bonds_agreement !== true) {
      errors.has_accepted_fractional_bonds_agreement = [TRADE_TEXT.agreementRequired];
    }
    if (Object.keys(errors).length > 0) invalid(errors);
    return;
  }
  await useCode(db, customer, target.kind, target.reference, body.verification_code, now);
  if (checkboxLeg) {
    const score = customer.adib_account_link?.suitability_questionnaire_results?.user_score ?? null;
    const minimum = checkboxLeg.product.adib_risk_category_minimum_score ?? 0;
    const required = partnerCheckboxes({
      tradeType: checkboxLeg.side,
      productType: checkboxLeg.product.adib_product_type ?? 'non_complex',
      outsideRiskRating: score === null || score < minimum,
    });
    const missing = required.filter((flag) => body[flag] !== true);
    if (missing.length > 0)
      invalid(Object.fromEntries(missing.map((flag) => [flag, [TRADE_TEXT.checkboxRequired]])));
  }
}

/** Refuses when the market price moved beyond ± 0.5 of the quoted price since the quote. */
export function refuseMovedPrice(product: ProductRow, side: OrderSide, quoted: string): void {
  if (marketPrice(product, side).minus(quoted).abs().gt(PRICE_VARIATION)) fail(400, TRADE_TEXT.priceChanged);
}
