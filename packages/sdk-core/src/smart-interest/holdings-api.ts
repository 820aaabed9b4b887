// Spec: 000 §7; 001 §7
/**
 * The Smart Interest holdings' calls: the holdings ("dynamic bonds") with their payments and reinvest offers,
 * cashing out, and reinvesting at maturity. Apart from the series and order calls (`api.ts`), so that the
 * dashboard's and a portfolio page's notices do not carry those. Paths as in `README.md`.
 *
 * @module
 */

import { type BondkitClient, pathSegment, toRequestOptions } from '../http/index';
import type { SmartInterestCallOptions } from './api';
import {
  type DynamicBond,
  dynamicBondListSchema,
  dynamicBondSchema,
  type RepaymentActionInput,
  type RepaymentQuote,
  repaymentQuoteSchema,
} from './holdings-schema';

// Spec: 000 §7, 001 §7
/** What a holdings list may expand (`available_offer` also `payments`). */
export type DynamicBondExpand = 'available_offer' | 'payments';

/** The dynamic-bonds path of an investment account (`'all'` for every account of the user). */
export function dynamicBondsPath(investmentAccountId: number | 'all' = 'all'): string {
  return `customers/me/investment-accounts/${pathSegment(investmentAccountId)}/dynamic-bonds/`;
}

/** Input of {@link getDynamicBonds}. */
export interface GetDynamicBondsInput extends SmartInterestCallOptions {
  /** one account's holdings, or `'all'` (the default) */
  investmentAccountId?: number | 'all';
  /** defaults to `['available_offer']` */
  expand?: readonly DynamicBondExpand[];
  // Spec: 001 §7
  /** only holdings with (true) or without (false) a reinvest offer */
  hasAvailableOffer?: boolean;
}

function expandParam(expand: readonly DynamicBondExpand[] | undefined): string | undefined {
  const list = expand ?? ['available_offer'];
  return list.length > 0 ? list.join(',') : undefined;
}

// Spec: 000 §7
/**
 * GET customers/me/investment-accounts/{id|all}/dynamic-bonds/?expand=available_offer — the user's Smart
 * Interest holdings.
 */
export function getDynamicBonds(
  client: BondkitClient,
  input: GetDynamicBondsInput = {},
): Promise<DynamicBond[]> {
  return client.get(dynamicBondsPath(input.investmentAccountId), dynamicBondListSchema, {
    searchParams: { expand: expandParam(input.expand), has_available_offer: input.hasAvailableOffer },
    ...toRequestOptions(input),
  });
}

/** GET customers/me/investment-accounts/{id|all}/dynamic-bonds/{reference}/?expand=available_offer — one holding. */
export function getDynamicBond(
  client: BondkitClient,
  input: {
    reference: string;
    investmentAccountId?: number | 'all';
    expand?: readonly DynamicBondExpand[];
  } & SmartInterestCallOptions,
): Promise<DynamicBond> {
  return client.get(
    `${dynamicBondsPath(input.investmentAccountId)}${pathSegment(input.reference)}/`,
    dynamicBondSchema,
    {
      searchParams: { expand: expandParam(input.expand) },
      ...toRequestOptions(input),
    },
  );
}

// Spec: 000 §4, §7
/**
 * POST the holding's `sell_url` with an empty body: requests a cash-out. The answer's body is
 * ignored — the holding then reads 'Cash out requested'; reload the list to show it.
 *
 * @param holding - the holding (its `sell_url`) or the sell URL itself (absolute path or URL)
 */
export async function cashOutDynamicBond(
  client: BondkitClient,
  holding: Pick<DynamicBond, 'sell_url'> | string,
  options: SmartInterestCallOptions = {},
): Promise<void> {
  const url = typeof holding === 'string' ? holding : holding.sell_url;
  const response = await client.fetchRaw(url, { method: 'POST', ...toRequestOptions(options) });
  await response.body?.cancel().catch(() => undefined);
}

/** Input of the repayment-action calls. */
export interface RepaymentActionRequest extends SmartInterestCallOptions {
  /** the holding's `investment_account_id` */
  investmentAccountId: number;
  /** the holding's reference */
  reference: string;
  /** the holding's `available_offer.reference`, or null */
  offer: string | null;
  /** the series to reinvest into */
  series: string;
  /** also reinvest the final coupon */
  reinvestCoupon: boolean;
}

function repaymentPath(input: RepaymentActionRequest, action: string): string {
  return `${dynamicBondsPath(input.investmentAccountId)}${pathSegment(input.reference)}/${action}/`;
}

function repaymentBody(input: RepaymentActionRequest): RepaymentActionInput {
  return { offer: input.offer, series: input.series, reinvest_coupon: input.reinvestCoupon };
}

// Spec: 000 §7
/**
 * POST customers/me/investment-accounts/{accountId}/dynamic-bonds/{reference}/quote-repayment-action/
 * {offer, series, reinvest_coupon} — prices reinvesting a holding into a series at maturity.
 */
export function quoteRepaymentAction(
  client: BondkitClient,
  input: RepaymentActionRequest,
): Promise<RepaymentQuote> {
  return client.post(repaymentPath(input, 'quote-repayment-action'), repaymentQuoteSchema, {
    json: repaymentBody(input),
    ...toRequestOptions(input),
  });
}

// Spec: 000 §7
/**
 * POST customers/me/investment-accounts/{accountId}/dynamic-bonds/{reference}/book-repayment-action/
 * {offer, series, reinvest_coupon} — books the reinvestment.
 *
 * @returns the holding, now carrying its `reinvest_action`
 */
export function bookRepaymentAction(
  client: BondkitClient,
  input: RepaymentActionRequest,
): Promise<DynamicBond> {
  return client.post(repaymentPath(input, 'book-repayment-action'), dynamicBondSchema, {
    json: repaymentBody(input),
    ...toRequestOptions(input),
  });
}
