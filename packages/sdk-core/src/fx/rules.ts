// Spec: 001 §4 'Currency exchange', §5 'Currency exchange', §9
/**
 * Pure rules of the currency exchange page: the amount input (digits and one dot, empty is '0'), the currencies
 * (GBP and EUR; choosing the other side's currency swaps them), the limit messages by error type, the fee for
 * display (as a percentage and as money), when Complete is disabled, when the quote must be refreshed and when
 * a reviewed quote can be confirmed.
 *
 * Rules return message ids with their values (texts in `messages/en/fx.ts`), never prose. Arithmetic is exact
 * decimal (`Decimal`).
 *
 * @module
 */
import type { CatalogueVariant, MessageValues } from '../messages/index';
import { type CurrencyCode, Decimal, formatMoney, sanitiseAmountKeystroke, toBig } from '../money/index';
import type { FxQuoteErrorType } from './enums';
import type { FxQuote, FxRates } from './schema';

/** Message ids the FX rules and machine return (texts in the catalogue). */
export const fxMessageIds = [
  'fx.limit.insufficientSellBalance',
  'fx.limit.dailyLimitReached',
  'fx.limit.maxBuy',
  'fx.success',
  'fx.error.data',
  'fx.error.update',
  'fx.error.complete',
  'fx.error.balance',
  'fx.quote.expired',
  'fx.readOnly',
] as const;
/** A value of {@link fxMessageIds}. */
export type FxMessageId = (typeof fxMessageIds)[number];

/** A message for the UI: a catalogue id and its placeholder values. */
export interface FxMessage {
  code: FxMessageId;
  values?: MessageValues;
}

// Spec: 001 §9 'Debounces: … FX quote 750 ms'
/** The wait after the last keystroke before a transient quote is asked for. */
export const FX_QUOTE_DEBOUNCE_MS = 750;
// Spec: 001 §4 'Currency exchange'
/** The wait before the balance (and the initial sell amount) is set. */
export const FX_BALANCE_DELAY_MS = 250;
/** The initial sell amount when the balance is larger. */
export const FX_INITIAL_SELL_MAX = '1000';

// Spec: 001 §5 'Currency exchange' (currencies only GBP and EUR)
/** The currencies the exchange page offers. */
export const fxCurrencies = ['GBP', 'EUR'] as const satisfies readonly CurrencyCode[];
/** A value of {@link fxCurrencies}. */
export type FxCurrency = (typeof fxCurrencies)[number];

// Spec: 001 §6, §9
/** The currencies a variant can exchange: the partner hides EUR, so it has none to exchange. */
export function fxCurrenciesFor(variant: CatalogueVariant): readonly FxCurrency[] {
  return variant === 'sukuk' ? [] : fxCurrencies;
}

/** True when `currency` can be exchanged on the page. */
export function isFxCurrency(currency: string): currency is FxCurrency {
  return (fxCurrencies as readonly string[]).includes(currency);
}

// Spec: 001 §5 'Amounts keep only digits and dot; empty becomes '0''
/** The amount as the field keeps it: only digits and one dot (2 decimals); an empty field becomes `'0'`. */
export function fxAmountInput(text: string): string {
  const kept = sanitiseAmountKeystroke(text);
  return kept === '' ? '0' : kept;
}

/** The amount field's value as a decimal (`'12.'` → 12, `'.'` → 0). */
export function fxAmountValue(text: string): Decimal {
  const kept = fxAmountInput(text);
  const digits = kept.endsWith('.') ? kept.slice(0, -1) : kept;
  return digits === '' || digits === '.'
    ? new Decimal(0)
    : toBig(digits.startsWith('.') ? `0${digits}` : digits);
}

/** The sell and buy currencies. */
export interface FxPair {
  sell: FxCurrency;
  buy: FxCurrency;
}

// Spec: 001 §5 'choosing the same currency on both sides swaps them'
/** The pair after choosing `currency` on `side`: choosing the other side's currency swaps them. */
export function chooseFxCurrency(pair: FxPair, side: keyof FxPair, currency: FxCurrency): FxPair {
  const other: keyof FxPair = side === 'sell' ? 'buy' : 'sell';
  if (pair[other] === currency) return { [side]: currency, [other]: pair[side] } as unknown as FxPair;
  return { ...pair, [side]: currency };
}

const has = (quote: FxQuote | null, type: FxQuoteErrorType) =>
  quote?.errors.some((e) => e.error_type === type) ?? false;

// Spec: 001 §5 'Currency exchange' (the three messages by error type)
/**
 * The limit messages of a quote, by its error types: the sell balance (with the balance in the sell currency),
 * the daily limit reached (with the limit), and the most that can be bought now (with the suggested buy amount)
 * for missing liquidity or a trade over the daily limit.
 */
export function fxLimitMessages(quote: FxQuote | null): FxMessage[] {
  if (!quote) return [];
  const messages: FxMessage[] = [];
  if (has(quote, 'insufficient_sell_balance')) {
    messages.push({
      code: 'fx.limit.insufficientSellBalance',
      values: { amount: formatMoney(quote.limits.sell_account_balance, quote.sell_currency) },
    });
  }
  if (has(quote, 'daily_limit_reached')) {
    messages.push({
      code: 'fx.limit.dailyLimitReached',
      values: { limit: formatMoney(quote.limits.user_limit, quote.sell_currency) },
    });
  }
  if (has(quote, 'insufficient_buy_liquidity') || has(quote, 'trade_would_exceed_daily_limit')) {
    messages.push({
      code: 'fx.limit.maxBuy',
      values: { amount: formatMoney(quote.suggested_buy_amount ?? '0', quote.buy_currency) },
    });
  }
  return messages;
}

// Spec: 001 §3 'fee_rate (percent)', §5 'fee_rate is divided by 100 for display'
/** The fee as a fraction for a percentage display: `'0.25'` (percent) → `'0.0025'`. */
export function fxFeeFraction(quote: Pick<FxQuote, 'fee_rate'>): string {
  return toBig(quote.fee_rate).div(100).toFixed();
}

// Spec: 001 §3 'fee_rate (percent)'; written: the review shows the fee as money (issue 27)
/**
 * The fee of a quote as money in its sell currency: the sell amount times `fee_rate` percent, rounded half up
 * to the cent (`'1000.00'` at `'0.25'` → `'2.50'`). The desk takes it in the rate (`effective_rate` is the mid
 * rate less the fee), so the bought amount already has it taken off.
 */
export function fxFeeAmount(quote: Pick<FxQuote, 'sell_amount' | 'fee_rate'>): string {
  return toBig(quote.sell_amount).times(quote.fee_rate).div(100).round(2, Decimal.roundHalfUp).toFixed(2);
}

/** What decides whether Complete can be pressed. */
export interface FxCompleteContext {
  balance: string | null;
  quote: FxQuote | null;
  quoteLoading: boolean;
  submitting: boolean;
  expired: boolean;
}

// Spec: 001 §5 'Complete is disabled with no balance, quote loading, submitting, expired, or either limit error'
/** True when Complete is disabled. */
export function fxCompleteDisabled(context: FxCompleteContext): boolean {
  if (context.balance === null || toBig(context.balance).lte(0)) return true;
  if (context.quoteLoading || context.submitting || context.expired) return true;
  const quote = context.quote;
  if (!quote || toBig(quote.sell_amount).lte(0)) return true;
  return (
    has(quote, 'insufficient_sell_balance') ||
    has(quote, 'daily_limit_reached') ||
    has(quote, 'insufficient_buy_liquidity') ||
    has(quote, 'trade_would_exceed_daily_limit')
  );
}

// Spec: 001 §5 'A quote refresh is required when a suggested buy amount exists and there is no balance error'
/** True when the quote must be refreshed (to take the suggested buy amount) before completing. */
export function fxRefreshRequired(quote: FxQuote | null): boolean {
  return !!quote && quote.suggested_buy_amount !== null && !has(quote, 'insufficient_sell_balance');
}

// Spec: 001 §4 'Initial sell amount is the lower of balance and 1000'
/** The sell amount the page starts with: the lower of the balance and 1000, with 2 decimals. */
export function fxInitialSellAmount(balance: string): string {
  const value = toBig(balance);
  const start = value.lt(FX_INITIAL_SELL_MAX) ? value : toBig(FX_INITIAL_SELL_MAX);
  return (start.lt(0) ? new Decimal(0) : start).toFixed(2);
}

/** What decides whether the reviewed quote can be confirmed. */
export interface FxConfirmContext {
  quote: FxQuote | null;
  quoteLoading: boolean;
  submitting: boolean;
  expired: boolean;
}

// Spec: 001 §4 'An expired quote disables completion'; written: the review step (issue 27)
/** True when the reviewed quote can be confirmed: a firm quote without errors, not expired, nothing in flight. */
export function fxCanConfirm(context: FxConfirmContext): boolean {
  const quote = context.quote;
  if (!quote || context.quoteLoading || context.submitting || context.expired) return false;
  return quote.state === 'awaiting_confirmation' && quote.errors.length === 0;
}

/** An amount in a currency (a decimal string). */
export interface AmountIn {
  amount: string;
  currency: CurrencyCode;
}

/** What {@link totalIn} gives: the total in the base currency, or the currencies it has no rate for. */
export type ConvertedTotal =
  | {
      kind: 'total';
      /** the sum in `currency`, rounded down to the cent */
      total: string;
      currency: CurrencyCode;
      /** the other currencies the amounts were in (converted at the rates of `date`) */
      converted: CurrencyCode[];
      /** the day of the rates */
      date: string;
    }
  | { kind: 'missingRate'; currency: CurrencyCode; missing: CurrencyCode[] };

/**
 * The sum of amounts in several currencies, in `base`: each amount converted at the platform's mid rates
 * (`amount × rate(base) ÷ rate(currency)`, the rates being units per one unit of the rates' own base), summed
 * exactly and rounded down to the cent once. Nothing is guessed: when a currency of the amounts has no rate
 * (or `base` has none), it says which instead of giving a total.
 *
 * @example
 * totalIn([{ amount: '100', currency: 'GBP' }, { amount: '115', currency: 'EUR' }], 'GBP',
 *   { date: '2026-12-03', base: 'GBP', rates: { GBP: '1', EUR: '1.15' } }) // total '200.00', converted ['EUR']
 */
export function totalIn(amounts: readonly AmountIn[], base: CurrencyCode, rates: FxRates): ConvertedTotal {
  const rateOf = (currency: CurrencyCode): Decimal | null => {
    const rate = currency === rates.base ? '1' : rates.rates[currency];
    return rate !== undefined && new Decimal(rate).gt(0) ? new Decimal(rate) : null;
  };
  const currencies = [...new Set([base, ...amounts.map((a) => a.currency)])];
  const missing = currencies.filter((currency) => currency !== base && rateOf(currency) === null);
  const baseRate = rateOf(base);
  if (missing.length > 0 || (baseRate === null && currencies.length > 1)) {
    return { kind: 'missingRate', currency: base, missing: baseRate === null ? [base, ...missing] : missing };
  }
  let total = new Decimal(0);
  for (const { amount, currency } of amounts) {
    const value = toBig(amount);
    const rate = rateOf(currency);
    total =
      currency === base || baseRate === null || rate === null
        ? total.plus(value)
        : total.plus(value.times(baseRate).div(rate));
  }
  return {
    kind: 'total',
    total: total.round(2, Decimal.roundDown).toFixed(2),
    currency: base,
    converted: currencies.filter((c) => c !== base && amounts.some((a) => a.currency === c)),
    date: rates.date,
  };
}
