import { type CurrencyCode, Decimal } from '../../money/index';
import type { TradeType } from '../enums';
import type { TradeMessage } from '../messages';
import { SUKUK_LIMITS, type SukukLimits } from './constants';

// Spec: 002 §9
/** The sukuk limits of a currency: AED 4000 / 4000 / 28000, any other 1000 / 1000 / 25000. */
export function sukukLimits(currency: CurrencyCode): SukukLimits {
  return currency === 'AED' ? SUKUK_LIMITS.AED : SUKUK_LIMITS.default;
}

/** Which sukuk rule an amount broke. */
export type SukukAmountRule = 'minimum' | 'denomination' | 'maximum';

/** A broken sukuk rule and the message to show. */
export interface SukukAmountError {
  rule: SukukAmountRule;
  /**
   * the catalogue id and its values: `currency` (e.g. `'AED'`) and `amount` (the limit, a plain decimal
   * such as `'4000'`), the two `%s` of the spec's text in that order
   */
  message: TradeMessage;
}

const MESSAGE_IDS = {
  buy: {
    minimum: 'trade.sukuk.buyMinimum',
    denomination: 'trade.sukuk.buyDenomination',
    maximum: 'trade.sukuk.buyMaximum',
  },
  sell: {
    minimum: 'trade.sukuk.saleMinimum',
    denomination: 'trade.sukuk.saleDenomination',
    maximum: null,
  },
} as const;

// Spec: 002 §5.2
/**
 * Checks a sukuk order amount, in this order: the minimum ('The minimum purchase order amount is
 * %s %s'), the denomination ('Purchase order must be in %s %s denomination') and, for purchases only, the
 * maximum per transaction ('The maximum Purchase order amount per transaction is %s %s'). Sales use the
 * same minimum and denomination with their own wording and have no maximum.
 *
 * Exact decimal arithmetic (`Decimal`): `'4000.01'` is not a multiple of 4000.
 *
 * @param input - `amount`: a plain decimal string (read the typed text with `readTradeAmount` first);
 *   `currency`; `tradeType`: buy or sell
 * @returns the first broken rule, or `null` when the amount is acceptable
 */
export function validateSukukAmount(input: {
  amount: string;
  currency: CurrencyCode;
  tradeType: TradeType;
}): SukukAmountError | null {
  const limits = sukukLimits(input.currency);
  const ids = MESSAGE_IDS[input.tradeType];
  const amount = new Decimal(input.amount);
  const error = (rule: SukukAmountRule, code: NonNullable<(typeof ids)[SukukAmountRule]>, limit: string) => ({
    rule,
    message: { code, values: { currency: input.currency, amount: limit } },
  });
  if (amount.lt(limits.minimum)) return error('minimum', ids.minimum, limits.minimum);
  if (!amount.mod(limits.denomination).eq(0))
    return error('denomination', ids.denomination, limits.denomination);
  if (ids.maximum && amount.gt(limits.maximum)) return error('maximum', ids.maximum, limits.maximum);
  return null;
}
