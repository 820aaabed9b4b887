// Spec: 001 §2 'Currency exchange page', §4 'Currency exchange', §5 'Currency exchange', §8 'FX'
/**
 * The currency exchange machine. It loads the account's balances and, 250 ms later, sets the balance and the
 * initial sell amount (the lower of the balance and 1000). Editing an amount makes it the master field; 750 ms
 * after the last edit a transient quote is asked for with that amount and the other amount follows the answer
 * (a zero amount resets instead). The one refresh asks for a firm quote now, taking the suggested buy amount
 * when there is one. Review asks for a firm quote (`quoting`) and shows it (`reviewing`: the amounts, the rate
 * and the fee as money); nothing is booked until the review is confirmed, which accepts that quote by its
 * reference (with an idempotency key) and ends in `completed` with 'Currency exchange successful' and the
 * accepted quote as the outcome. Back from the review keeps the amounts. A firm quote expires at its
 * `expires_at` on the machine's clock, which disables confirming (refresh for a new one). Older quote answers
 * are dropped. Every action asks its named guard ({@link fxGraph}) before acting.
 *
 * @module
 */
import type { StoreApi } from 'zustand/vanilla';
import { type BondkitClient, newIdempotencyKey } from '../http/index';
import { createMachine, createRequest, idleRemote, type MachineDeps, type Remote } from '../machine/index';
import type { CurrencyCode } from '../money/index';
import { getAccountBalances } from '../payments/index';
import { confirmFxQuote, createFxQuote } from './api';
import { canConfirm, canReview, type FxStep, fxGraph, isEditing, isReviewing } from './machine-graph';
import {
  chooseFxCurrency,
  FX_BALANCE_DELAY_MS,
  FX_QUOTE_DEBOUNCE_MS,
  type FxCurrency,
  type FxMessage,
  type FxPair,
  fxAmountInput,
  fxAmountValue,
  fxCompleteDisabled,
  fxFeeAmount,
  fxFeeFraction,
  fxInitialSellAmount,
  fxLimitMessages,
  fxRefreshRequired,
} from './rules';
import type { FxQuote, FxQuoteInput } from './schema';

export { type FxStep, fxGraph, fxStepGraph } from './machine-graph';

/** The field the user last edited: the quote is asked for with its amount. */
export type FxMasterField = 'sell' | 'buy';

/** The currency exchange machine's state and actions. */
export interface FxState {
  step: FxStep;
  pair: FxPair;
  /** the sell amount as the field holds it */
  sellAmount: string;
  /** the buy amount as the field holds it */
  buyAmount: string;
  master: FxMasterField;
  /** the account's cash by currency, once loaded */
  balances: Partial<Record<CurrencyCode, string>> | null;
  /** the cash in the sell currency, set 250 ms after loading */
  balance: string | null;
  /**
   * The latest quote, in the one shape of every requested value: `loading` while one is asked for (the last
   * answer stays in `value`), `failed` with 'Error updating quote' in `error`
   */
  quote: Remote<FxQuote, FxMessage>;
  /** the acceptance is in flight */
  submitting: boolean;
  /** the firm quote's time ran out */
  expired: boolean;
  /** a failure to show (load, complete) or the success */
  message: FxMessage | null;
  /** the quote's limit messages (derived) */
  limitMessages: FxMessage[];
  /** Review is disabled: no balance, a quote loading or expired, or a limit error (derived) */
  reviewDisabled: boolean;
  /** the reviewed quote cannot be confirmed (derived) */
  confirmDisabled: boolean;
  /** the quote must be refreshed before completing (derived) */
  refreshRequired: boolean;
  /** the fee as a fraction for a percentage display, or null (derived) */
  feeFraction: string | null;
  /** the fee as money in the sell currency, exact to the cent, or null (derived) */
  feeAmount: string | null;
  /** the firm quote under review (kept while a new one is asked for from the review), or null */
  reviewed: FxQuote | null;
  /** the accepted quote, once `completed`: what was exchanged, at what rate, with what fee */
  outcome: FxQuote | null;
  /** Loads the balances. */
  start(): Promise<void>;
  /** Sets the sell amount (the master field). */
  setSellAmount(text: string): void;
  /** Sets the buy amount (the master field). */
  setBuyAmount(text: string): void;
  /** Chooses a currency on one side (the other side's currency swaps them). */
  setCurrency(side: keyof FxPair, currency: FxCurrency): void;
  /** The one refresh: asks for a firm quote now, with the suggested buy amount when there is one. */
  refresh(): Promise<void>;
  /** Asks for a firm quote and shows it for review (nothing is booked). */
  review(): Promise<void>;
  /** Back from the review to editing, the amounts kept. */
  back(): void;
  /** Accepts the reviewed quote: the exchange is booked. */
  confirm(): Promise<void>;
  /** Cancels the debounce, the expiry and every request. */
  dispose(): void;
}

/** What the currency exchange machine needs. */
export interface FxDeps extends MachineDeps {
  client: BondkitClient;
  account: { id: number; reference: string };
  /** the page's currency: sold first (the other one is bought) */
  pair?: FxPair;
  /** makes the idempotency key of each acceptance (tests inject a fixed one) */
  newKey?: () => string;
}

const ZERO = '0';

/**
 * Builds the currency exchange machine.
 *
 * @example
 * const fx = createFxMachine({ client, clock, account: { id: 1, reference: 'IA-0001' } });
 * await fx.getState().start();
 */
export function createFxMachine(deps: FxDeps): StoreApi<FxState> {
  const newKey = deps.newKey ?? newIdempotencyKey;
  return createMachine<FxState, FxStep>(
    {
      name: 'fx',
      clock: deps.clock,
      graph: fxGraph,
      stepOf: (s) => s.step,
      stepPatch: (step) => ({ step }),
      derive: (s) => ({
        limitMessages: fxLimitMessages(s.quote.value),
        reviewDisabled:
          s.step !== 'editing' ||
          fxCompleteDisabled({
            balance: s.balance,
            quote: s.quote.value,
            quoteLoading: s.quote.status === 'loading',
            submitting: s.submitting,
            expired: s.expired,
          }),
        confirmDisabled: !canConfirm(s),
        refreshRequired: fxRefreshRequired(s.quote.value),
        feeFraction: s.quote.value ? fxFeeFraction(s.quote.value) : null,
        feeAmount: s.quote.value ? fxFeeAmount(s.quote.value) : null,
      }),
    },
    (m) => {
      const expiry = m.timer();
      const balanceDelay = m.timer();
      /** the field the quote in flight was asked with: the other one follows its answer */
      let askedMaster: FxMasterField = 'sell';

      // Spec: 001 §4 — 750 ms after the last edit; older answers are dropped
      const quotes = createRequest<
        FxState,
        FxStep,
        { master: FxMasterField; body: FxQuoteInput },
        FxQuote,
        FxMessage
      >(m, {
        waitMs: FX_QUOTE_DEBOUNCE_MS,
        fetch: (input, signal) => {
          askedMaster = input.master;
          return createFxQuote(deps.client, input.body, { signal });
        },
        toError: () => ({ code: 'fx.error.update' }),
        onChange(quote) {
          const answer = quote.status === 'ready' ? quote.value : null;
          if (!answer) {
            m.commit({ quote });
            return;
          }
          m.commit({
            quote,
            ...(askedMaster === 'sell'
              ? { buyAmount: answer.buy_amount }
              : { sellAmount: answer.sell_amount }),
          });
          if (answer.state === 'awaiting_confirmation' && answer.expires_at) {
            const ms = Date.parse(answer.expires_at) - m.clock.now().getTime();
            expiry.start(() => m.commit({ expired: true }), Math.max(0, ms));
          }
        },
      });

      /** What a quote is asked with: the master field's amount (or the given buy amount). */
      const quoteInput = (transient: boolean, buyAmount?: string) => {
        const s = m.get();
        const master: FxMasterField = buyAmount !== undefined ? 'buy' : s.master;
        const amount = fxAmountValue(buyAmount ?? (master === 'sell' ? s.sellAmount : s.buyAmount)).toFixed(
          2,
        );
        // a new quote: the last one's expiry and the last message go (no second commit per keystroke when
        // there is nothing to clear)
        expiry.cancel();
        if (s.expired || s.message) m.commit({ expired: false, message: null });
        return {
          master,
          body: {
            investment_account_reference: deps.account.reference,
            sell_currency: s.pair.sell,
            buy_currency: s.pair.buy,
            ...(master === 'sell' ? { sell_amount: amount } : { buy_amount: amount }),
            transient,
          },
        };
      };

      const edited = (patch: Partial<FxState>, master: FxMasterField) => {
        const next = { ...m.get(), ...patch, master };
        const amount = master === 'sell' ? next.sellAmount : next.buyAmount;
        if (fxAmountValue(amount).lte(0)) {
          // Spec: 001 §4 — a zero amount resets
          quotes.clear();
          expiry.cancel();
          m.commit({
            ...patch,
            master,
            quote: idleRemote(),
            expired: false,
            ...(master === 'sell' ? { buyAmount: ZERO } : { sellAmount: ZERO }),
          });
          return;
        }
        m.commit({ ...patch, master });
        quotes.call(quoteInput(true));
      };

      /** Asks for the firm quote the review shows: reviewed when it can be confirmed, else back to editing. */
      const firmQuote = async () => {
        m.transition('quoting');
        const firm = await quotes.now(quoteInput(false));
        if (m.disposed()) return;
        const quote = firm.status === 'ready' ? firm.value : null;
        if (!quote || quote.errors.length > 0 || quote.state !== 'awaiting_confirmation') {
          m.transition('editing', { reviewed: null });
          return;
        }
        m.transition('reviewing', { reviewed: quote });
      };

      return m.withDerived({
        step: 'loading',
        pair: deps.pair ?? { sell: 'GBP', buy: 'EUR' },
        sellAmount: ZERO,
        buyAmount: ZERO,
        master: 'sell',
        balances: null,
        balance: null,
        quote: idleRemote(),
        submitting: false,
        expired: false,
        message: null,
        limitMessages: [],
        reviewDisabled: true,
        confirmDisabled: true,
        refreshRequired: false,
        feeFraction: null,
        feeAmount: null,
        reviewed: null,
        outcome: null,
        async start() {
          try {
            const loaded = await getAccountBalances(deps.client, deps.account.id);
            if (m.disposed()) return;
            // Spec: 001 §4 — the balance is set after a 250 ms delay
            balanceDelay.start(() => {
              const balance = loaded.currencies[m.get().pair.sell] ?? ZERO;
              m.transition('editing', { balances: loaded.currencies, balance });
              edited({ sellAmount: fxInitialSellAmount(balance) }, 'sell');
            }, FX_BALANCE_DELAY_MS);
          } catch {
            if (!m.disposed()) m.transition('failed', { message: { code: 'fx.error.balance' } });
          }
        },
        setSellAmount(text) {
          if (isEditing(m.get())) edited({ sellAmount: fxAmountInput(text) }, 'sell');
        },
        setBuyAmount(text) {
          if (isEditing(m.get())) edited({ buyAmount: fxAmountInput(text) }, 'buy');
        },
        setCurrency(side, currency) {
          if (!isEditing(m.get())) return;
          const pair = chooseFxCurrency(m.get().pair, side, currency);
          const balance = m.get().balances?.[pair.sell] ?? m.get().balance;
          edited({ pair, balance }, m.get().master);
        },
        async refresh() {
          const s = m.get();
          if (isReviewing(s)) {
            // a new firm quote for the same amounts: reviewed again
            await firmQuote();
            return;
          }
          if (!isEditing(s)) return;
          const suggested = s.quote.value?.suggested_buy_amount ?? undefined;
          if (suggested !== undefined) m.commit({ buyAmount: suggested, master: 'buy' });
          await quotes.now(quoteInput(false, suggested));
        },
        async review() {
          if (!canReview(m.get())) return;
          await firmQuote();
        },
        back() {
          if (!isReviewing(m.get())) return;
          expiry.cancel();
          m.transition('editing', { expired: false, message: null, reviewed: null });
          // the review's firm quote is let go: the page quotes the kept amounts again
          void quotes.now(quoteInput(true));
        },
        async confirm() {
          const s = m.get();
          const reviewed = s.reviewed;
          if (!canConfirm(s) || !reviewed) return;
          m.transition('completing', { submitting: true, message: null });
          try {
            const accepted = await confirmFxQuote(deps.client, reviewed.reference, {
              idempotencyKey: newKey(),
            });
            if (m.disposed()) return;
            expiry.cancel();
            m.transition('completed', {
              submitting: false,
              message: { code: 'fx.success' },
              outcome: accepted,
            });
          } catch {
            if (!m.disposed())
              m.transition('reviewing', { submitting: false, message: { code: 'fx.error.complete' } });
          }
        },
        dispose: m.dispose,
      });
    },
  );
}
