// Spec: 001 §2 'Currency exchange page', §4 'Currency exchange', §5 'Currency exchange', §8 'FX'
/**
 * The currency exchange machine. It loads the account's balances and, 250 ms later, sets the balance and the
 * initial sell amount (the lower of the balance and 1000). Editing an amount makes it the master field; 750 ms
 * after the last edit a transient quote is asked for with that amount and the other amount follows the answer
 * (a zero amount resets instead). Refresh rate asks for a transient quote now; refresh quote asks for a firm
 * quote and takes its suggested buy amount; complete asks for a firm quote, then accepts it by its reference
 * (with an idempotency key) and ends in `completed` with 'Currency exchange successful'. A firm quote expires
 * at its `expires_at` on the machine's clock, which disables completion. Older quote answers are dropped.
 *
 * @module
 */
import type { StoreApi } from 'zustand/vanilla';
import { type BondkitClient, newIdempotencyKey } from '../http/index';
import {
  createMachine,
  createRequest,
  idleRemote,
  type MachineDeps,
  type MachineGraph,
  type Remote,
} from '../machine/index';
import type { CurrencyCode } from '../money/index';
import { getAccountBalances } from '../payments/index';
import { confirmFxQuote, createFxQuote } from './api';
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
  fxFeeFraction,
  fxInitialSellAmount,
  fxLimitMessages,
  fxRefreshRequired,
} from './rules';
import type { FxQuote, FxQuoteInput } from './schema';

/** `loading` the balances; `editing`; `completing` (firm quote, then acceptance); `completed`; `failed` (no balance). */
export type FxStep = 'loading' | 'editing' | 'completing' | 'completed' | 'failed';

/** The currency exchange's graph: its steps, and the events, guards and delays that move it. */
export const fxGraph = {
  name: 'fx',
  initial: 'loading',
  steps: {
    // Spec: 001 §4 — the balance is set after a 250 ms delay
    loading: [
      { to: 'editing', on: 'balancesLoaded', after: FX_BALANCE_DELAY_MS },
      { to: 'failed', on: 'balancesFailed' },
    ],
    editing: [{ to: 'completing', on: 'complete', guard: 'not fxCompleteDisabled' }],
    completing: [
      { to: 'editing', on: 'firmQuoteRefused' },
      { to: 'completed', on: 'quoteAccepted' },
      { to: 'editing', on: 'acceptFailed' },
    ],
    completed: [],
    failed: [],
  },
} as const satisfies MachineGraph<FxStep>;

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
  submitting: boolean;
  /** the firm quote's time ran out */
  expired: boolean;
  /** a failure to show (load, complete) or the success */
  message: FxMessage | null;
  /** the quote's limit messages (derived) */
  limitMessages: FxMessage[];
  /** Complete is disabled (derived) */
  completeDisabled: boolean;
  /** the quote must be refreshed before completing (derived) */
  refreshRequired: boolean;
  /** the fee as a fraction for a percentage display, or null (derived) */
  feeFraction: string | null;
  /** Loads the balances. */
  start(): Promise<void>;
  /** Sets the sell amount (the master field). */
  setSellAmount(text: string): void;
  /** Sets the buy amount (the master field). */
  setBuyAmount(text: string): void;
  /** Chooses a currency on one side (the other side's currency swaps them). */
  setCurrency(side: keyof FxPair, currency: FxCurrency): void;
  /** Asks for a transient quote now. */
  refreshRate(): Promise<void>;
  /** Asks for a firm quote and takes its suggested buy amount. */
  refreshQuote(): Promise<void>;
  /** Firm quote, then acceptance. */
  complete(): Promise<void>;
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
        completeDisabled:
          s.step !== 'editing' ||
          fxCompleteDisabled({
            balance: s.balance,
            quote: s.quote.value,
            quoteLoading: s.quote.status === 'loading',
            submitting: s.submitting,
            expired: s.expired,
          }),
        refreshRequired: fxRefreshRequired(s.quote.value),
        feeFraction: s.quote.value ? fxFeeFraction(s.quote.value) : null,
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
        completeDisabled: true,
        refreshRequired: false,
        feeFraction: null,
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
        setSellAmount: (text) => edited({ sellAmount: fxAmountInput(text) }, 'sell'),
        setBuyAmount: (text) => edited({ buyAmount: fxAmountInput(text) }, 'buy'),
        setCurrency(side, currency) {
          const pair = chooseFxCurrency(m.get().pair, side, currency);
          const balance = m.get().balances?.[pair.sell] ?? m.get().balance;
          edited({ pair, balance }, m.get().master);
        },
        async refreshRate() {
          await quotes.now(quoteInput(true));
        },
        async refreshQuote() {
          const suggested = m.get().quote.value?.suggested_buy_amount ?? undefined;
          if (suggested !== undefined) m.commit({ buyAmount: suggested, master: 'buy' });
          await quotes.now(quoteInput(false, suggested));
        },
        async complete() {
          if (m.get().completeDisabled) return;
          m.transition('completing', { submitting: true });
          const firm = await quotes.now(quoteInput(false));
          if (m.disposed()) return;
          const quote = firm.status === 'ready' ? firm.value : null;
          if (!quote || quote.errors.length > 0 || quote.state !== 'awaiting_confirmation') {
            m.transition('editing', { submitting: false });
            return;
          }
          try {
            await confirmFxQuote(deps.client, quote.reference, { idempotencyKey: newKey() });
            if (m.disposed()) return;
            expiry.cancel();
            m.transition('completed', { submitting: false, message: { code: 'fx.success' } });
          } catch {
            if (!m.disposed())
              m.transition('editing', { submitting: false, message: { code: 'fx.error.complete' } });
          }
        },
        dispose: m.dispose,
      });
    },
  );
}
