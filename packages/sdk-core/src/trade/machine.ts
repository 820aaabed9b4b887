// Spec: 002 §2.4, §4.4
/**
 * The trade ticket's state machine: SETUP → CONFIRM → PROCESSING → PLACED, in the modes
 * basic, rfq, limit_order and switch_trade, for the standard site and the partner (one-time code).
 *
 * A zustand/vanilla store on the machine template (`machine/`): `store.getState()` reads state and calls
 * actions, `store.subscribe(fn)` listens. Time comes from the injected clock (debounce, countdown, expiries),
 * so tests drive it with a fake clock. The parts: the step graph and guards (`machine-graph.ts`), what is
 * derived (`machine-derive.ts`), the request bodies (`machine-requests.ts`), the calls (`machine-flows.ts`)
 * and the actions (`machine-actions.ts`); the public types are in `machine-types.ts`.
 *
 * @module
 */
import { isPartnerCustomer } from '../auth/index';
import { createMachine, idleRemote } from '../machine/index';
import type { TradeStep } from './enums';
import { tradeActions } from './machine-actions';
import { deriveTrade, type TradeData, type TradeEnv } from './machine-derive';
import { runQuote, type TradeRuntime } from './machine-flows';
import { tradeStepGraph } from './machine-graph';
import { CLOSED_OTP, defaultKey, expiryFor } from './machine-requests';
import type { TradeMachine, TradeMachineDeps, TradeMachineState } from './machine-types';
import { pickAccountOption } from './rules/accounts';
import { limitPriceDecimals, startingTradeAmount } from './rules/amounts';
import { QUOTE_DEBOUNCE_MS } from './rules/constants';

export { tradeGraph, tradeStepGraph } from './machine-graph';
/** The machine's public types (dependencies, state and actions). */
export type * from './machine-types';

/**
 * Creates the trade ticket's machine.
 *
 * - SETUP: every change of amount, price, account, order type, mode or switch target requests a quote after
 *   500 ms of quiet (`POST market/quote/`); an older answer arriving late is ignored (request ids and
 *   `AbortController`). Limit mode sets the requested price to the buy price (the sell price on a sell
 *   ticket) and the expiry to the next market close; basic mode clears both.
 * - `proceed()` → CONFIRM. The partner's primary trade first creates an RFQ in basic mode and an order
 *   otherwise; a switch creates an rfq-package (both variants); the standard site's rfq mode creates an RFQ.
 * - CONFIRM: a fresh idempotency key; the standard site needs the Investor Agreement and the Fractional Bonds
 *   Agreement; the partner accepts the terms, ticks the checkboxes (document ones after opening the
 *   document), opens the code modal (which sends a code; resend after 60 s) and types the code.
 * - `confirm()` → PROCESSING → PLACED. A second confirm while one runs does nothing, and retries after a
 *   failure reuse the step's idempotency key, so a double submit places one order.
 * - Failures map to catalogue ids (`trade.error.*`) with the server's message, and keep every input.
 */
export function createTradeMachine(deps: TradeMachineDeps): TradeMachine {
  const { client, clock, user } = deps;
  const isPartner = deps.isPartner ?? isPartnerCustomer(user);
  const env: TradeEnv = { user, isPartner, clock, pricePrecision: limitPriceDecimals(deps.pricePrecision) };
  const requestedAccount = deps.accountReference ?? null;
  const accounts = deps.accounts ?? user.investment_accounts;
  const mode = deps.mode ?? (deps.switchTo ? 'switch_trade' : 'basic');
  // the host's amount (or the default), made one the ticket accepts: it never opens in an error state
  const initialAmount = startingTradeAmount(
    deps.product,
    isPartner ? 'sukuk' : 'standard',
    deps.amount,
    deps.tradeType ?? 'buy',
  );

  const store = createMachine<TradeMachineState, TradeStep>(
    {
      name: 'trade',
      clock,
      graph: tradeStepGraph,
      stepOf: (s) => s.step,
      // every step change bumps stepId (the ticket scrolls to the top when it changes)
      stepPatch: (step, s) => ({ step, stepId: s.stepId + 1 }),
      derive: (next) => ({ derived: deriveTrade(next, env) }),
    },
    (m) => {
      const rt: TradeRuntime = {
        m,
        deps,
        client,
        env,
        newKey: deps.createIdempotencyKey ?? defaultKey,
        requestedAccount,
        quotes: m.requests(),
        quoteDebounce: m.debounce(() => {
          void runQuote(rt);
        }, deps.quoteDebounceMs ?? QUOTE_DEBOUNCE_MS),
        countdown: m.timer(),
        lastQuoteInput: null,
        proceedKey: null,
        proceedRun: null,
        confirmRun: null,
        noticeId: 0,
      };

      const initial: TradeData = {
        step: 'setup',
        mode,
        tradeType: deps.tradeType ?? 'buy',
        product: deps.product,
        market: deps.market ?? null,
        accounts,
        positions: deps.positions ?? [],
        switchTarget: deps.switchTo ?? null,
        packageId: deps.packageId ?? null,
        orderType: 'gross',
        amount: initialAmount,
        requestedPrice: null,
        expiryType: null,
        expiresAt: null,
        expiryTimedeltaSeconds: null,
        accountReference: null,
        accountReferenceInvalid: false,
        quote: idleRemote(),
        error: null,
        busy: false,
        confirmTarget: null,
        idempotencyKey: null,
        agreements: { investorAgreement: false, fractionalBondsAgreement: false },
        termsAccepted: false,
        checkboxes: {},
        openedDocuments: [],
        otp: CLOSED_OTP,
        placement: null,
        notices: [],
        stepId: 0,
      };
      if (mode === 'limit_order') {
        Object.assign(initial, {
          requestedPrice: initial.tradeType === 'buy' ? deps.product.buy_price : deps.product.sell_price,
          expiryType: 'expires_at_market_close',
          ...expiryFor('expires_at_market_close', clock.now()),
        });
      }
      const firstDerived = deriveTrade(initial, env);
      const picked = pickAccountOption(firstDerived.accountOptions, requestedAccount);
      initial.accountReference = picked?.reference ?? null;
      initial.accountReferenceInvalid =
        requestedAccount !== null &&
        !firstDerived.accountOptions.some((o) => o.reference === requestedAccount);

      return { ...initial, derived: deriveTrade(initial, env), ...tradeActions(rt) };
    },
  );

  void store.getState().refreshQuote();
  return store;
}
