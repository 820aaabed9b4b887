// Spec: 002 §4.4, §7
/**
 * The bodies the trade ticket sends, built from its state: the quote, the RFQ, the order, the expiry and the
 * confirmation. Pure: the same state gives the same body.
 *
 * @module
 */
import { newIdempotencyKey } from '../http/index';
import type { MarketProduct } from '../market/index';
import { Decimal, toWire } from '../money/index';
import { nextMarketClose } from '../time/index';
import type { ExpiryType, TradeType } from './enums';
import type { TradeData, TradeEnv } from './machine-derive';
import type { OtpState, TradeMachineState } from './machine-types';
import { readTradeAmount } from './rules/amounts';
import { DEFAULT_EXPIRY_TIMEDELTA_SECONDS } from './rules/constants';
import { defaultExactExpiry } from './rules/expiry';
import type { ExpiryOptions, QuoteInput, RfqInput, TradeConfirmInput } from './schema';

/** The one-time-code modal, closed and empty. */
export const CLOSED_OTP: OtpState = {
  open: false,
  code: '',
  sending: false,
  sent: false,
  resendIn: 0,
  error: null,
  codeError: null,
};

/** A fresh idempotency key (`newIdempotencyKey`). */
export const defaultKey = newIdempotencyKey;

/** The expiry fields an expiry type starts with: the next market close, 5 business days ahead, one day. */
export function expiryFor(
  expiryType: ExpiryType | null,
  now: Date,
): Pick<TradeData, 'expiresAt' | 'expiryTimedeltaSeconds'> {
  switch (expiryType) {
    case 'expires_at_market_close':
      return { expiresAt: nextMarketClose(now).toISOString(), expiryTimedeltaSeconds: null };
    case 'expires_on_exact_datetime':
      return { expiresAt: defaultExactExpiry(now).toISOString(), expiryTimedeltaSeconds: null };
    case 'expires_in_timedelta':
      return { expiresAt: null, expiryTimedeltaSeconds: DEFAULT_EXPIRY_TIMEDELTA_SECONDS };
    default:
      return { expiresAt: null, expiryTimedeltaSeconds: null };
  }
}

function expiryOptions(s: TradeMachineState): ExpiryOptions | null {
  if (s.expiryType === 'expires_on_exact_datetime' || s.expiryType === 'expires_at_market_close') {
    return { expires_at: s.expiresAt };
  }
  if (s.expiryType === 'expires_in_timedelta') return { timedelta_seconds: s.expiryTimedeltaSeconds };
  return null;
}

/** The requested price as sent: the price-precision setting's decimals; null outside limit and rfq modes. */
function limitPrice(s: TradeMachineState, pricePrecision: number): string | null {
  if ((s.mode !== 'limit_order' && s.mode !== 'rfq') || s.requestedPrice === null) return null;
  const value = readTradeAmount(s.requestedPrice, pricePrecision);
  return value === null ? null : new Decimal(value).toFixed(pricePrecision);
}

/** An amount as sent: exactly 2 decimals. */
export function wireAmount(value: string | null): string {
  return toWire(value ?? '0');
}

/** The quote of the setup inputs (`POST market/quote/`), or null while there is nothing to quote. */
export function buildQuoteInput(s: TradeMachineState, env: TradeEnv): QuoteInput | null {
  const d = s.derived;
  if (!d.selectedAccount || d.amountValue === null || new Decimal(d.amountValue).eq(0)) return null;
  if (d.sukukError || d.amountHidden) return null;
  const price = s.mode === 'limit_order' ? limitPrice(s, env.pricePrecision) : null;
  const amount = toWire(d.amountValue);
  const base = { customer_id: env.user.customer_id, investment_account_id: d.selectedAccount.id };
  if (s.mode === 'switch_trade') {
    if (!s.switchTarget || d.switchBuyAmount === null || new Decimal(d.switchBuyAmount).eq(0)) return null;
    return {
      ...base,
      sells: [
        {
          product_id: s.product.product_id,
          type: 'principal',
          amount,
          currency: s.product.currency,
          price: null,
        },
      ],
      buys: [
        {
          product_id: s.switchTarget.product_id,
          type: 'principal',
          amount: toWire(d.switchBuyAmount, { floor: true }),
          currency: s.switchTarget.currency,
          price: null,
        },
      ],
    };
  }
  const leg = {
    product_id: s.product.product_id,
    package_id: s.tradeType === 'buy' ? s.packageId : null,
    type: d.orderType,
    amount,
    currency: s.product.currency,
    price,
  };
  return s.tradeType === 'buy' ? { ...base, buys: [leg], sells: [] } : { ...base, buys: [], sells: [leg] };
}

/** An RFQ for one product and side (the partner's basic trade, the standard rfq mode, a switch's legs). */
export function rfqInput(
  s: TradeMachineState,
  env: TradeEnv,
  product: MarketProduct,
  side: TradeType,
  amount: string,
): RfqInput {
  return {
    investment_account_reference: s.derived.selectedAccount?.reference ?? '',
    notional_amount: amount,
    notional_currency: product.currency,
    quote_type: side,
    product_reference: product.reference,
    requested_price:
      product === s.product && s.mode !== 'switch_trade' ? limitPrice(s, env.pricePrecision) : null,
    expiry_type: s.mode === 'rfq' ? s.expiryType : null,
    expiry_options: s.mode === 'rfq' ? expiryOptions(s) : null,
    allow_partial_fulfilment: false,
    transient: false,
  };
}

/** The order of the setup inputs (`POST orders/`). */
export function orderInput(s: TradeMachineState, env: TradeEnv) {
  return {
    investment_account_reference: s.derived.selectedAccount?.reference ?? '',
    order_type: s.mode === 'limit_order' ? ('limit_order' as const) : ('basic' as const),
    expiry_type: s.expiryType ?? ('good_until_canceled' as const),
    expiry_options: expiryOptions(s),
    legs: [
      {
        product_id: s.product.product_id,
        side: s.tradeType,
        requested_price: limitPrice(s, env.pricePrecision),
        notional: wireAmount(s.derived.amountValue),
        package_id: s.tradeType === 'buy' ? s.packageId : null,
      },
    ],
  };
}

/** The confirmation: the standard agreements, or the partner's code and ticked checkboxes. */
export function confirmBody(s: TradeMachineState, env: TradeEnv): TradeConfirmInput {
  if (!env.isPartner) {
    return {
      has_accepted_investor_agreement: s.agreements.investorAgreement,
      has_accepted_fractional_bonds_agreement: s.agreements.fractionalBondsAgreement,
    };
  }
  const body: TradeConfirmInput = { verification_code: s.otp.code.trim() };
  for (const flag of s.derived.requiredCheckboxes) body[flag] = s.checkboxes[flag] === true;
  return body;
}
