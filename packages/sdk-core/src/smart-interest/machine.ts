// Spec: 000 §2, §4 'Order flow'
/**
 * The Smart Interest quote machine: amount entry → what-if quote (debounced) →
 * confirm → success. Version 2 quotes and subscribes to a series; version 1 prices a term and payout with the
 * what-if create-order and places it with the real one.
 *
 * @module
 */

import type { StoreApi } from 'zustand/vanilla';
import { balanceIn, type InvestmentAccount } from '../accounts/index';
import { ApiError, FAILURE_MESSAGE_IDS, isSessionFailure } from '../http/index';
import {
  createLoad,
  createMachine,
  idleRemote,
  type MachineGraph,
  type StepGraph,
  stepsOf,
} from '../machine/index';
import { type CurrencyCode, parseAmountInput } from '../money/index';
import {
  createSmartInterestOrder,
  createSmartInterestWhatIf,
  getSmartInterestSeries,
  getSmartInterestSettings,
  quoteSmartInterestSeries,
  subscribeSmartInterestSeries,
} from './api';
import type {
  SmartInterestFailure,
  SmartInterestPhase,
  SmartInterestQuoteDeps,
  SmartInterestQuoteFigures,
  SmartInterestQuoteSlot,
  SmartInterestQuoteState,
} from './machine-types';
import {
  checkInvestmentAmount,
  clampTermYears,
  daysToMaturity,
  interpolateRate,
  isBonusShown,
  rateTableFor,
  SMART_INTEREST_DEFAULT_AMOUNT,
  SMART_INTEREST_DEFAULT_DAYS_PER_YEAR,
  SMART_INTEREST_DEFAULT_PAYOUT,
  SMART_INTEREST_MIN_INVESTMENT,
  SMART_INTEREST_QUOTE_DEBOUNCE_MS,
  smartInterestOrderGate,
  termSlider,
} from './rules';
import type { SmartInterestOrder, SmartInterestSeries } from './schema';

/** The machine's public types (dependencies, state and actions). */
export type * from './machine-types';

// Spec: 000 §8 'Order fails'
/**
 * Maps a failed quote or order to what the modal shows: a session that ended in the
 * catalogue's words ('Your session has ended. Please sign in again.'); else the server's detail (or its
 * first field error) when it sent one; 'Server error' for an HTTP failure without one; 'Server error. Please, refresh the page and try again.'
 * when nothing usable came back (network failure, timeout, an answer that breaks the contract, anything else).
 */
export function toSmartInterestFailure(error: unknown): SmartInterestFailure {
  // signed out: the catalogue's words, never the server's auth text ('Token expired.')
  if (isSessionFailure(error)) return { kind: 'message', message: { code: FAILURE_MESSAGE_IDS.session } };
  if (error instanceof ApiError) {
    if (error.serverText) return { kind: 'server', text: error.serverText };
    if (error.status !== 0) return { kind: 'message', message: { code: 'smartInterest.order.serverError' } };
  }
  return { kind: 'message', message: { code: 'smartInterest.order.serverErrorRefresh' } };
}

// Spec: 000 §4 'Order flow'
/**
 * The order flow's phases: from the page a submit opens review; review goes back to the
 * page or on to placing; placing ends in success or, on a failure, back in review; success returns to the page.
 */
export const smartInterestGraph = {
  name: 'smart-interest-quote',
  initial: 'entry',
  steps: {
    entry: [{ to: 'review', on: 'submit', guard: 'smartInterestOrderGate allowed' }],
    review: [
      { to: 'entry', on: 'cancelReview' },
      { to: 'entry', on: 'confirm', guard: 'smartInterestOrderGate not allowed' },
      { to: 'placing', on: 'confirm', guard: 'quote ready and smartInterestOrderGate allowed' },
    ],
    placing: [
      { to: 'success', on: 'orderPlaced' },
      { to: 'review', on: 'orderFailed' },
    ],
    success: [{ to: 'entry', on: 'reset' }],
  },
} as const satisfies MachineGraph<SmartInterestPhase>;

/** Which phase may follow which (derived from {@link smartInterestGraph}). */
export const smartInterestPhaseGraph: StepGraph<SmartInterestPhase> = stepsOf(smartInterestGraph);

const IDLE_QUOTE: SmartInterestQuoteSlot = { status: 'idle', value: null, error: null };

/**
 * Creates the Smart Interest quote machine (a zustand/vanilla store).
 *
 * @example
 * const machine = createSmartInterestQuoteMachine({ client, clock: systemClock, version: 2, currency: 'GBP',
 *   user, supportEmail: 'support@example.com', series, onNavigate: (to) => router.go(to) });
 * machine.getState().setAmount('2500');   // quoted 750 ms later
 * machine.getState().submit();            // confirm modal (or register / questionnaire)
 * await machine.getState().confirm();     // phase 'success'
 */
export function createSmartInterestQuoteMachine(
  deps: SmartInterestQuoteDeps,
): StoreApi<SmartInterestQuoteState> {
  const { client, clock } = deps;
  const debounceMs = deps.debounceMs ?? SMART_INTEREST_QUOTE_DEBOUNCE_MS;
  let settings = deps.settings ?? null;
  let allAccounts: readonly InvestmentAccount[] = deps.accounts ?? deps.user?.investment_accounts ?? [];

  const minimumOf = () => settings?.minimum_investment ?? SMART_INTEREST_MIN_INVESTMENT;
  const defaultAmount = () => settings?.default_amount ?? SMART_INTEREST_DEFAULT_AMOUNT;
  /** A version 1 term in days, by the server's days per year. */
  const termDays = (years: number) =>
    daysToMaturity(years, settings?.days_per_year ?? SMART_INTEREST_DEFAULT_DAYS_PER_YEAR);

  function accountsFor(currency: CurrencyCode): InvestmentAccount[] {
    return allAccounts.filter((account) => account.currencies[currency] !== undefined);
  }

  function readAmount(text: string): string | null {
    const parsed = parseAmountInput(text);
    return parsed.ok ? parsed.value : null;
  }

  const initialCurrency = deps.version === 2 && deps.series ? deps.series.currency : deps.currency;
  const initialTable = rateTableFor(initialCurrency, settings?.rate_table);
  const initialText = deps.amount ?? defaultAmount();

  /** Recomputes everything derived from the inputs. */
  function derive(next: SmartInterestQuoteState): Partial<SmartInterestQuoteState> {
    const accounts = accountsFor(next.currency);
    const chosen =
      accounts.find((account) => account.reference === next.accountReference) ?? accounts[0] ?? null;
    const balance = next.user ? (chosen ? balanceIn(chosen, next.currency) : '0') : null;
    const minimum = minimumOf();
    const check = checkInvestmentAmount({ amount: next.amount, currency: next.currency, minimum, balance });
    const rateTable = rateTableFor(next.currency, settings?.rate_table);
    const slider = termSlider(rateTable);
    const years = clampTermYears(rateTable, next.years);
    const rate = interpolateRate(rateTable, years, next.payout);
    const bonus = settings?.bonus ?? null;
    const priceable = next.version === 2 ? next.series !== null : rate !== null;
    return {
      accounts,
      accountReference: chosen?.reference ?? null,
      balance,
      minimum,
      check,
      rateTable,
      slider,
      years,
      rate,
      bonus,
      bonusShown: isBonusShown(next.amount, bonus),
      canSubmit: !check.submitDisabled && priceable && next.phase === 'entry',
    };
  }

  const store = createMachine<SmartInterestQuoteState, SmartInterestPhase>(
    {
      name: 'smart-interest',
      clock,
      graph: smartInterestGraph,
      stepOf: (s) => s.phase,
      stepPatch: (phase) => ({ phase }),
      derive,
    },
    (m) => {
      const { get, set, commit } = m;
      const quotes = m.requests();

      function cancelQuote(): void {
        quotes.invalidate();
        quoteDebounce.cancel();
      }

      function quotable(state: SmartInterestQuoteState): boolean {
        if (state.amount === null || state.check.belowMinimum) return false;
        return state.version === 2 ? state.series !== null : state.rate !== null;
      }

      async function requestQuote(): Promise<void> {
        const state = get();
        if (m.disposed() || !quotable(state)) return;
        const ticket = quotes.start();
        set({ quote: { status: 'loading', value: null, error: null } });
        try {
          const figures = await fetchFigures(state, ticket.signal);
          if (!ticket.isCurrent()) return;
          set({ quote: { status: 'ready', value: figures, error: null } });
        } catch (error) {
          if (!ticket.isCurrent()) return;
          set({ quote: { status: 'failed', value: null, error: toSmartInterestFailure(error) } });
        }
      }

      const quoteDebounce = m.debounce(() => {
        void requestQuote();
      }, debounceMs);

      // the currency's settings: the sample terms meanwhile, and when they cannot be loaded (after two retries)
      const settingsLoad = createLoad(m, {
        fetch: (signal) => getSmartInterestSettings(client, { currency: get().currency, signal }),
        retries: 2,
        onChange(remote) {
          if (remote.status === 'ready' && remote.value) get().setSettings(remote.value);
        },
      });

      // version 2: the series open today in the currency; the first is chosen when none is
      const seriesLoad = createLoad<SmartInterestQuoteState, SmartInterestPhase, SmartInterestSeries[]>(m, {
        async fetch(signal) {
          const currency = get().currency;
          const list = await getSmartInterestSeries(client, {
            openOn: clock.now(),
            currency,
            signal,
          });
          return list.filter((item) => item.currency === currency);
        },
        onChange(remote) {
          set({ seriesList: remote });
          if (remote.status === 'ready' && !get().series) get().setSeries(remote.value?.[0] ?? null);
        },
      });

      /** Inputs changed: forget the quote and price again after the debounce. */
      function inputsChanged(patch: Partial<SmartInterestQuoteState>): void {
        if (get().phase === 'placing') return;
        cancelQuote();
        commit(patch);
        if (quotable(get())) {
          set({ quote: { status: 'waiting', value: null, error: null } });
          quoteDebounce.call();
        } else {
          set({ quote: IDLE_QUOTE });
        }
      }

      async function fetchFigures(
        state: SmartInterestQuoteState,
        signal: AbortSignal,
      ): Promise<SmartInterestQuoteFigures> {
        const amount = state.amount ?? '0';
        if (state.version === 2) {
          const series = state.series!;
          const quote = await quoteSmartInterestSeries(client, {
            series: series.reference,
            investmentAccount: state.user ? (state.accountReference ?? undefined) : undefined,
            amount,
            signal,
          });
          return {
            annualInterest: quote.annual_interest,
            totalReturned: quote.total_returned,
            cashback: quote.wise5_cashback_amount,
            rate: quote.cash_rate,
            maturity: series.maturity,
          };
        }
        const whatIf = await createSmartInterestWhatIf(client, {
          amount,
          currency: state.currency,
          payoutType: state.payout,
          daysToMaturity: termDays(state.years),
          wise5OfferEnrolmentId: settings?.wise5_offer_enrolment_id ?? null,
          signal,
        });
        return {
          annualInterest: whatIf.annual_interest,
          totalReturned: whatIf.total_returned,
          cashback: whatIf.wise5_cashback_amount,
          rate: whatIf.rate,
          maturity: whatIf.maturity,
        };
      }

      async function placeOrder(state: SmartInterestQuoteState): Promise<SmartInterestOrder> {
        const account = state.accounts.find((a) => a.reference === state.accountReference);
        if (!account) throw new ApiError({ status: 400, message: '' });
        const amount = state.amount ?? '0';
        if (state.version === 2) {
          return subscribeSmartInterestSeries(client, {
            series: state.series!.reference,
            investmentAccount: account.reference,
            amount,
          });
        }
        return createSmartInterestOrder(client, {
          investmentAccountId: account.id,
          amount,
          currency: state.currency,
          payoutType: state.payout,
          daysToMaturity: termDays(state.years),
          rate: state.quote.value?.rate ?? state.rate ?? '0',
          bonusCode: state.bonusShown && state.bonus ? state.bonus.code : null,
          wise5OfferEnrolmentId: settings?.wise5_offer_enrolment_id ?? null,
        });
      }

      const initialAmount = readAmount(initialText);
      const base: SmartInterestQuoteState = {
        version: deps.version,
        currency: initialCurrency,
        user: deps.user,
        amountText: initialText,
        amount: initialAmount,
        minimum: minimumOf(),
        accounts: [],
        accountReference: null,
        balance: null,
        check: checkInvestmentAmount({ amount: initialAmount, currency: initialCurrency }),
        bonus: null,
        bonusShown: false,
        series: deps.version === 2 ? (deps.series ?? null) : null,
        seriesList: idleRemote(),
        rateTable: initialTable,
        slider: termSlider(initialTable),
        years: deps.years ?? termSlider(initialTable).defaultYears,
        payout: deps.payout ?? SMART_INTEREST_DEFAULT_PAYOUT,
        rate: null,
        quote: IDLE_QUOTE,
        phase: 'entry',
        order: null,
        error: null,
        blocked: null,
        canSubmit: false,

        setAmount(text) {
          inputsChanged({ amountText: text, amount: readAmount(text), blocked: null });
        },
        setAccount(reference) {
          if (!get().accounts.some((account) => account.reference === reference)) return;
          if (reference === get().accountReference) return;
          // Version 2 quotes name the account; version 1 what-ifs do not, so only the checks change.
          if (get().version === 2) inputsChanged({ accountReference: reference });
          else commit({ accountReference: reference });
        },
        setSeries(series) {
          if (get().version !== 2) return;
          const currency = series?.currency ?? get().currency;
          const otherCurrency = currency !== get().currency;
          inputsChanged({ series, currency });
          // the settings are the currency's: another currency's series loads its own
          if (otherCurrency && settingsLoad.current().status !== 'idle') void settingsLoad.run();
        },
        setYears(years) {
          if (get().version !== 1) return;
          inputsChanged({ years });
        },
        setPayout(payout) {
          if (get().version !== 1) return;
          inputsChanged({ payout });
        },
        setUser(user, accounts) {
          allAccounts = accounts ?? user?.investment_accounts ?? [];
          inputsChanged({ user, blocked: null });
        },
        setSettings(next) {
          settings = next;
          inputsChanged({});
        },
        async start() {
          await Promise.all([
            deps.settings ? undefined : settingsLoad.run(),
            get().version === 2 ? seriesLoad.run() : undefined,
          ]);
        },
        async reloadSeries() {
          if (get().version === 2) await seriesLoad.run();
        },
        retryQuote() {
          if (get().phase === 'placing') return;
          quoteDebounce.cancel();
          void requestQuote();
        },
        submit() {
          const state = get();
          if (!state.canSubmit || state.phase !== 'entry') return { kind: 'invalid' };
          const gate = smartInterestOrderGate(state.user, deps.supportEmail);
          if (gate.kind === 'navigate') {
            deps.onNavigate?.(gate.to);
            return gate;
          }
          if (gate.kind === 'blocked') {
            set({ blocked: gate.message });
            return gate;
          }
          m.transition('review', { error: null, blocked: null });
          if (quoteDebounce.pending()) quoteDebounce.flush();
          else if (state.quote.status === 'failed' || state.quote.status === 'idle') void requestQuote();
          return gate;
        },
        cancelReview() {
          if (get().phase !== 'review') return;
          m.transition('entry', { error: null });
        },
        async confirm() {
          const state = get();
          if (state.phase !== 'review' || state.quote.status !== 'ready') return;
          const gate = smartInterestOrderGate(state.user, deps.supportEmail);
          if (gate.kind !== 'allowed') {
            m.transition('entry', { blocked: gate.kind === 'blocked' ? gate.message : null });
            if (gate.kind === 'navigate') deps.onNavigate?.(gate.to);
            return;
          }
          m.transition('placing', { error: null });
          try {
            const order = await placeOrder(state);
            if (m.disposed()) return;
            // The paying account's balances change with the order.
            allAccounts = allAccounts.map((account) =>
              account.reference === state.accountReference
                ? { ...account, currencies: { ...account.currencies, ...order.account_balances } }
                : account,
            );
            m.transition('success', { order });
            deps.onPlaced?.(order);
          } catch (error) {
            if (m.disposed()) return;
            m.transition('review', { error: toSmartInterestFailure(error) });
          }
        },
        reset() {
          if (get().phase !== 'success') return;
          m.transition('entry', { order: null, error: null });
          inputsChanged({ amountText: defaultAmount(), amount: readAmount(defaultAmount()) });
        },
        dispose() {
          m.dispose();
        },
      };
      return base;
    },
  );

  // Derive the initial state and start the first quote.
  store.getState().setAmount(store.getState().amountText);
  return store;
}
