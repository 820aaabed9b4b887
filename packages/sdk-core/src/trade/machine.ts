/**
 * The trade ticket's state machine (002 §2.4, §4.4): SETUP → CONFIRM → PROCESSING → PLACED, in the modes
 * basic, rfq, limit_order and switch_trade, for the standard site and the partner (one-time code).
 *
 * A zustand/vanilla store: `store.getState()` reads state and calls actions, `store.subscribe(fn)` listens.
 * Time comes from the injected clock (debounce, countdown, expiries), so tests drive it with a fake clock.
 *
 * @module
 */

import { createStore, type StoreApi } from 'zustand/vanilla';
import type { InvestmentAccount } from '../accounts/schema';
import type { SessionUser } from '../auth/schema';
import type { BondkitClient } from '../http/client';
import type { MarketProduct, MarketStatus } from '../market/schema';
import { toWire } from '../money/amount';
import { Decimal } from '../money/decimal';
import type { Clock } from '../time/clock';
import { type Debounced, debounce } from '../time/debounce';
import { isOutsideTradingHours, nextMarketClose } from '../time/london';
import {
  challengeOrder,
  challengeRfqPackage,
  challengeRfqQuote,
  confirmMarketQuote,
  confirmOrder,
  confirmRfqPackage,
  confirmRfqQuote,
  createMarketQuote,
  createOrder,
  createRfq,
  createRfqPackage,
} from './api';
import type { ExpiryType, OrderType, TradeAgreementFlag, TradeMode, TradeStep, TradeType } from './enums';
import type { TradeError, TradeMessage, TradeMessageId } from './messages';
import { type AccountOption, accountOptions, pickAccountOption } from './rules/accounts';
import {
  defaultTradeAmount,
  estimateSwitchBuyFace,
  limitPriceDecimals,
  readTradeAmount,
  sanitiseLimitPrice,
  sanitiseTradeAmount,
} from './rules/amounts';
import {
  DEFAULT_EXPIRY_TIMEDELTA_SECONDS,
  QUOTE_DEBOUNCE_MS,
  RESEND_COUNTDOWN_SECONDS,
} from './rules/constants';
import {
  isLimitOrderDisabled,
  isOutsideRiskRating,
  type TradingProhibition,
  tradingProhibitions,
} from './rules/enablement';
import { isAbortError, quoteWarningMessage, toTradeError } from './rules/errors';
import { defaultExactExpiry } from './rules/orders';
import {
  areCheckboxesComplete,
  effectiveOrderType,
  isCheckboxEnabled,
  partnerCheckboxes,
  placedTitleId,
  type TradeDocumentKind,
} from './rules/partner';
import { type ProceedBlocker, proceedBlockers } from './rules/proceed';
import { type SukukAmountError, validateSukukAmount } from './rules/sukuk';
import type {
  ExpiryOptions,
  Order,
  Position,
  Quote,
  QuoteInput,
  QuoteLeg,
  Rfq,
  RfqInput,
  RfqPackage,
  TradeConfirmInput,
} from './schema';

/** Dependencies of {@link createTradeMachine}. */
export interface TradeMachineDeps {
  client: BondkitClient;
  /** timers and `now` (use `createFakeClock` in tests) */
  clock: Clock;
  /** the signed-in user (visitors never reach the ticket: see `tradeEntryRedirect`) */
  user: SessionUser;
  /** the product traded; for a switch, the product sold */
  product: MarketProduct;
  /** the market's state (open / suspended / closed); null when unknown */
  market?: MarketStatus | null;
  /** buy (default) or sell */
  tradeType?: TradeType;
  /** initial mode; `switch_trade` when `switchTo` is given, else basic */
  mode?: TradeMode;
  /** the partner flow (one-time code, checkboxes); defaults to `user.partner !== null` */
  isPartner?: boolean;
  /** the user's accounts; defaults to `user.investment_accounts` */
  accounts?: readonly InvestmentAccount[];
  /** the user's positions (sells, switches) */
  positions?: readonly Position[];
  /** the coming-soon package bought from (query `packageId`) */
  packageId?: number | null;
  /** the account asked for (query `investmentAccountReference`); an unknown one raises the invalid-account error */
  accountReference?: string | null;
  /** the amount asked for (query `amount`); default 1000 (10000 for the partner) */
  amount?: string | null;
  /** a switch's target product (query `switchToProductId`) */
  switchTo?: MarketProduct | null;
  /** the site's price-precision setting: decimals of a limit price */
  pricePrecision?: number | null;
  /** generates idempotency keys; defaults to `crypto.randomUUID()` */
  createIdempotencyKey?: () => string;
  /** quote debounce, 500 ms by default (002 §9) */
  quoteDebounceMs?: number;
  /** called once when the trade is placed */
  onPlaced?: (placement: TradePlacement) => void;
}

/** The state of the quote of the current setup inputs. */
export type QuoteStatus = 'idle' | 'waiting' | 'loading' | 'ready' | 'failed';

/** What the confirm step confirms, decided when proceeding. */
export type ConfirmTarget =
  | { kind: 'quote' }
  | { kind: 'new-order' }
  | { kind: 'order'; order: Order }
  | { kind: 'rfq'; rfq: Rfq; quoteReference: string }
  | { kind: 'package'; package: RfqPackage };

/** The placed trade. */
export interface TradePlacement {
  kind: 'quote' | 'order' | 'rfq' | 'package';
  /** quote, order, RFQ or package reference */
  reference: string;
  /** the booked order, when the server names one */
  orderReference: string | null;
  /** the server's answer */
  result: Quote | Order | Rfq | RfqPackage;
}

/** The partner's one-time-code modal. */
export interface OtpState {
  open: boolean;
  code: string;
  /** a code is being sent */
  sending: boolean;
  /** a code was sent at least once on this confirm step */
  sent: boolean;
  /** seconds before 'resend' is allowed (60 → 0, 1 s ticks) */
  resendIn: number;
  error: TradeError | null;
}

/** A transient message for the host (toast), e.g. 'Verification code has been sent'. */
export interface TradeNotice extends TradeMessage {
  id: number;
}

/** Everything derived from the state, recomputed on every change. */
export interface TradeDerived {
  isPartner: boolean;
  /** the order type actually sent: principal for sells and the partner */
  orderType: OrderType;
  accountOptions: AccountOption[];
  /** 'You do not own this product' (sells) or the invalid-account error */
  accountError: TradeMessage | null;
  selectedAccount: AccountOption | null;
  prohibitions: TradingProhibition[];
  outsideTradingHours: boolean;
  /** the limit-order option is unavailable (basic mode outside trading hours) */
  limitOrderDisabled: boolean;
  /** read-only users cannot change amounts */
  amountEditable: boolean;
  /** partner buying outside the risk rating: no amount entry, a retake-assessment prompt instead */
  amountHidden: boolean;
  /** the amount as a plain decimal, or null while empty/invalid */
  amountValue: string | null;
  sukukError: SukukAmountError | null;
  /** switch: the target face bought (sale proceeds at the target's price, capped at its liquidity) */
  switchBuyAmount: string | null;
  /** quote warnings with catalogue ids, per leg */
  warnings: { side: 'buy' | 'sell'; productId: number; message: TradeMessage }[];
  proceedBlockers: ProceedBlocker[];
  canProceed: boolean;
  /** partner confirm step: the checkboxes required */
  requiredCheckboxes: TradeAgreementFlag[];
  /** partner: whether each required checkbox may be ticked yet (documents opened) */
  checkboxEnabled: Partial<Record<TradeAgreementFlag, boolean>>;
  checkboxesComplete: boolean;
  /** partner: terms accepted and every checkbox ticked */
  canRequestCode: boolean;
  /** the confirm button */
  canConfirm: boolean;
  /** the placed step's title id */
  placedTitle: TradeMessageId;
}

/** The trade machine's state and actions. */
export interface TradeMachineState {
  step: TradeStep;
  mode: TradeMode;
  tradeType: TradeType;
  product: MarketProduct;
  market: MarketStatus | null;
  accounts: readonly InvestmentAccount[];
  positions: readonly Position[];
  switchTarget: MarketProduct | null;
  packageId: number | null;
  /** the order type chosen (gross or principal; see `derived.orderType`) */
  orderType: OrderType;
  /** the amount field as typed (sanitised); for a switch, the face value of the product sold */
  amount: string;
  /** the limit price as typed (sanitised), null outside limit mode */
  requestedPrice: string | null;
  expiryType: ExpiryType | null;
  /** ISO date-time of the expiry (market close, exact date-time), else null */
  expiresAt: string | null;
  /** duration of an `expires_in_timedelta` order */
  expiryTimedeltaSeconds: number | null;
  accountReference: string | null;
  /** the account asked for (query) is not one the user can trade from: the invalid-account error shows until one is chosen */
  accountReferenceInvalid: boolean;
  quote: Quote | null;
  quoteStatus: QuoteStatus;
  quoteError: TradeError | null;
  /** the last proceed or confirm failure (inputs are kept) */
  error: TradeError | null;
  /** a proceed or confirm call is in flight */
  busy: boolean;
  confirmTarget: ConfirmTarget | null;
  /** the idempotency key of this confirm step (null outside CONFIRM/PROCESSING) */
  idempotencyKey: string | null;
  /** standard confirm: Investor Agreement and Fractional Bonds Agreement */
  agreements: { investorAgreement: boolean; fractionalBondsAgreement: boolean };
  /** partner: the purchaser's / seller's terms */
  termsAccepted: boolean;
  checkboxes: Partial<Record<TradeAgreementFlag, boolean>>;
  openedDocuments: TradeDocumentKind[];
  otp: OtpState;
  placement: TradePlacement | null;
  notices: TradeNotice[];
  /** increments on every step change (scroll to top when it changes) */
  stepId: number;
  derived: TradeDerived;

  /** Changes mode: limit sets the price to the buy price and the expiry to the next close; basic clears both. */
  setMode(mode: TradeMode): void;
  /** gross or principal (ignored for sells and the partner, which are always principal) */
  setOrderType(orderType: OrderType): void;
  /** Types into the amount field (sanitised; ignored for read-only users); a quote follows after 500 ms. */
  setAmount(text: string): void;
  /** Types a limit price (decimals from the price-precision setting). */
  setRequestedPrice(text: string): void;
  /** Chooses the expiry type: exact date-time defaults 5 business days ahead; market close the next close. */
  setExpiryType(expiryType: ExpiryType): void;
  /** Sets the exact expiry date-time (ISO). */
  setExpiresAt(iso: string): void;
  /** Sets the duration of an `expires_in_timedelta` order. */
  setExpiryTimedelta(seconds: number): void;
  /** Chooses the investment account to trade from (one of `derived.accountOptions`); quotes again. */
  setAccount(reference: string): void;
  /** Picks a switch's target product (the switch picker's 'Confirm & proceed'). */
  setSwitchTarget(product: MarketProduct | null): void;
  /** Updates the market state (e.g. after polling GET market/). */
  setMarket(market: MarketStatus | null): void;
  /** Updates positions (sells). */
  setPositions(positions: readonly Position[]): void;
  /** Requests a quote now (e.g. 'Try again' after a quote failure). */
  refreshQuote(): Promise<void>;
  /** SETUP → CONFIRM (creating the partner's RFQ or order, or a switch's package). */
  proceed(): Promise<void>;
  /** Back: from CONFIRM to SETUP (returns 'setup'); from SETUP the host goes back in history ('history'). */
  back(): 'setup' | 'history' | null;
  /** Standard confirmation: ticks or clears the investor or fractional-bonds agreement. */
  setAgreement(key: 'investorAgreement' | 'fractionalBondsAgreement', accepted: boolean): void;
  /** Partner: accepts the purchaser's or seller's terms (needed before a code can be requested). */
  acceptTerms(accepted: boolean): void;
  /** Marks a document as opened (its checkbox unlocks). */
  openDocument(kind: TradeDocumentKind): void;
  /** Ticks a checkbox (ignored while it is locked). */
  setCheckbox(flag: TradeAgreementFlag, ticked: boolean): void;
  /** Partner: opens the one-time-code modal, which sends a code (unless the resend countdown still runs). */
  openOtp(): Promise<void>;
  /** Partner: closes the one-time-code modal (the code sent stays valid). */
  closeOtp(): void;
  /** Partner: types the one-time code (spaces are dropped). */
  setOtpCode(code: string): void;
  /** Partner: sends a new code once the 60 s countdown reached 0. */
  resendCode(): Promise<void>;
  /** CONFIRM → PROCESSING → PLACED; a failure returns to CONFIRM with the error and every input kept. */
  confirm(): Promise<void>;
  /** Removes a notice (a toast) once shown. */
  dismissNotice(id: number): void;
  /** Clears the last error. */
  clearError(): void;
  /** Cancels timers and in-flight calls (unmount). */
  dispose(): void;
}

/** The store returned by {@link createTradeMachine}. */
export type TradeMachine = StoreApi<TradeMachineState>;

type DataState = Omit<
  TradeMachineState,
  | 'derived'
  | 'setMode'
  | 'setOrderType'
  | 'setAmount'
  | 'setRequestedPrice'
  | 'setExpiryType'
  | 'setExpiresAt'
  | 'setExpiryTimedelta'
  | 'setAccount'
  | 'setSwitchTarget'
  | 'setMarket'
  | 'setPositions'
  | 'refreshQuote'
  | 'proceed'
  | 'back'
  | 'setAgreement'
  | 'acceptTerms'
  | 'openDocument'
  | 'setCheckbox'
  | 'openOtp'
  | 'closeOtp'
  | 'setOtpCode'
  | 'resendCode'
  | 'confirm'
  | 'dismissNotice'
  | 'clearError'
  | 'dispose'
>;

const CLOSED_OTP: OtpState = { open: false, code: '', sending: false, sent: false, resendIn: 0, error: null };

function defaultKey(): string {
  const c = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (c?.randomUUID) return c.randomUUID();
  return `key-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

function sumTotals(legs: readonly QuoteLeg[]): string {
  return legs.reduce((sum, leg) => sum.plus(leg.total), new Decimal(0)).toFixed();
}

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
  const isPartner = deps.isPartner ?? user.partner !== null;
  const newKey = deps.createIdempotencyKey ?? defaultKey;
  const pricePrecision = limitPriceDecimals(deps.pricePrecision);
  const requestedAccount = deps.accountReference ?? null;

  let quoteSeq = 0;
  let quoteAbort: AbortController | null = null;
  let lastQuoteInput: QuoteInput | null = null;
  /** the key of proceed-time creations (partner order / RFQ, switch package): kept until the inputs change */
  let proceedKey: string | null = null;
  let proceedRun: Promise<void> | null = null;
  let confirmRun: Promise<void> | null = null;
  let countdownHandle: unknown;
  let noticeId = 0;
  let disposed = false;

  /** What proceeding creates and the confirm step confirms (002 §4.4). */
  function confirmTargetKind(mode: TradeMode): ConfirmTarget['kind'] {
    if (mode === 'switch_trade') return 'package';
    if (isPartner) return mode === 'basic' ? 'rfq' : 'order';
    if (mode === 'basic') return 'quote';
    return mode === 'rfq' ? 'rfq' : 'new-order';
  }

  function derive(s: DataState): TradeDerived {
    const switching = s.mode === 'switch_trade';
    const side: TradeType = switching ? 'sell' : s.tradeType;
    const buyLegs = s.quote && s.quoteStatus === 'ready' ? s.quote.buys : [];
    const quoteTotal = side === 'buy' && buyLegs.length > 0 ? sumTotals(buyLegs) : null;
    const options = accountOptions({
      tradeType: side,
      accounts: s.accounts,
      currency: s.product.currency,
      productId: s.product.product_id,
      quoteTotal,
      isaRestricted: user.isa_restricted,
      isPartner,
      positions: s.positions,
    });
    const selected = options.options.find((o) => o.reference === s.accountReference) ?? null;
    const accountError: TradeMessage | null =
      options.error ?? (s.accountReferenceInvalid ? { code: 'trade.error.invalidAccount' } : null);
    const prohibitions = tradingProhibitions({
      user,
      market: s.market,
      product: s.product,
      now: clock.now(),
    });
    const outsideTradingHours = isOutsideTradingHours(s.market, clock.now());
    const amountValue = readTradeAmount(s.amount);
    const product = switching && s.switchTarget ? s.switchTarget : s.product;
    const sukukError =
      isPartner && amountValue !== null && product.adib_details
        ? validateSukukAmount({ amount: amountValue, currency: s.product.currency, tradeType: side })
        : null;
    const amountHidden =
      isPartner && s.tradeType === 'buy' && !switching && isOutsideRiskRating(user, s.product);
    const switchBuyAmount =
      switching && s.switchTarget && amountValue !== null
        ? estimateSwitchBuyFace({
            sellAmount: amountValue,
            sellPrice: s.product.sell_price,
            buyPrice: s.switchTarget.buy_price,
            targetSellLiquidity: s.switchTarget.sell_liquidity,
          })
        : null;
    const freshQuote = s.quoteStatus === 'ready' ? s.quote : null;
    const warnings: TradeDerived['warnings'] = [];
    for (const [legSide, legs] of [
      ['buy', freshQuote?.buys ?? []],
      ['sell', freshQuote?.sells ?? []],
    ] as const) {
      for (const leg of legs) {
        for (const w of leg.warnings) {
          warnings.push({ side: legSide, productId: leg.product_id, message: quoteWarningMessage(w) });
        }
      }
    }
    const pkg =
      s.packageId !== null
        ? s.product.pending_liquidity.find((p) => p.package_id === s.packageId)
        : undefined;
    const liquidity = switching
      ? (s.switchTarget?.sell_liquidity ?? '0')
      : (pkg?.pending_amount ?? s.product.sell_liquidity);
    const blocked = switching
      ? user.blocks.block_buys || user.blocks.block_sells
      : s.tradeType === 'buy'
        ? user.blocks.block_buys
        : user.blocks.block_sells;
    const blockers = proceedBlockers({
      mode: s.mode,
      tradeType: s.tradeType,
      isPartner,
      readOnly: user.is_read_only,
      packageId: s.packageId,
      amount: s.amount,
      quote: freshQuote,
      balance: selected ? selected.amount : null,
      liquidity,
      blocked,
      sukukAmountInvalid: sukukError !== null,
      prohibited: prohibitions.length > 0,
    });
    const checkboxProduct = switching && s.switchTarget ? s.switchTarget : s.product;
    const requiredCheckboxes = isPartner
      ? partnerCheckboxes({
          tradeType: switching ? 'buy' : s.tradeType,
          productType: checkboxProduct.adib_details?.product_type ?? 'non_complex',
          outsideRiskRating: isOutsideRiskRating(user, checkboxProduct),
        })
      : [];
    const opened = new Set(s.openedDocuments);
    const checkboxEnabled: Partial<Record<TradeAgreementFlag, boolean>> = {};
    for (const flag of requiredCheckboxes) checkboxEnabled[flag] = isCheckboxEnabled(flag, opened);
    const checkboxesComplete = areCheckboxesComplete(requiredCheckboxes, s.checkboxes);
    const canRequestCode = isPartner && s.step === 'confirm' && s.termsAccepted && checkboxesComplete;
    const canConfirm =
      s.step === 'confirm' &&
      !s.busy &&
      !user.is_read_only &&
      (isPartner
        ? canRequestCode && s.otp.code.trim() !== ''
        : s.agreements.investorAgreement && s.agreements.fractionalBondsAgreement);
    return {
      isPartner,
      orderType: effectiveOrderType({ tradeType: side, isPartner, chosen: s.orderType }),
      accountOptions: options.options,
      accountError,
      selectedAccount: selected,
      prohibitions,
      outsideTradingHours,
      limitOrderDisabled: isLimitOrderDisabled({ mode: s.mode, outsideTradingHours }),
      amountEditable: !user.is_read_only,
      amountHidden,
      amountValue,
      sukukError,
      switchBuyAmount,
      warnings,
      proceedBlockers: blockers,
      canProceed: s.step === 'setup' && !s.busy && blockers.length === 0 && accountError === null,
      requiredCheckboxes,
      checkboxEnabled,
      checkboxesComplete,
      canRequestCode,
      canConfirm,
      placedTitle: placedTitleId(isPartner, switching ? 'buy' : s.tradeType),
    };
  }

  const accounts = deps.accounts ?? user.investment_accounts;
  const mode: TradeMode = deps.mode ?? (deps.switchTo ? 'switch_trade' : 'basic');
  const initialAmount = sanitiseTradeAmount(deps.amount ?? defaultTradeAmount(isPartner));

  const store = createStore<TradeMachineState>()((set, get) => {
    /** Applies a change and recomputes the derived values. */
    function commit(patch: Partial<DataState>): void {
      set((s) => {
        const next = { ...s, ...patch } as TradeMachineState;
        return { ...patch, derived: derive(next) };
      });
    }

    const quoteDebounce: Debounced<[]> = debounce(
      clock,
      () => {
        void runQuote();
      },
      deps.quoteDebounceMs ?? QUOTE_DEBOUNCE_MS,
    );

    function buildQuoteInput(s: TradeMachineState): QuoteInput | null {
      const d = s.derived;
      if (!d.selectedAccount || d.amountValue === null || new Decimal(d.amountValue).eq(0)) return null;
      if (d.sukukError || d.amountHidden) return null;
      const price = s.mode === 'limit_order' ? limitPrice(s) : null;
      const amount = toWire(d.amountValue);
      const base = { customer_id: user.customer_id, investment_account_id: d.selectedAccount.id };
      if (s.mode === 'switch_trade') {
        if (!s.switchTarget || d.switchBuyAmount === null || new Decimal(d.switchBuyAmount).eq(0))
          return null;
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
      return s.tradeType === 'buy'
        ? { ...base, buys: [leg], sells: [] }
        : { ...base, buys: [], sells: [leg] };
    }

    async function runQuote(): Promise<void> {
      if (disposed) return;
      quoteAbort?.abort();
      quoteAbort = null;
      const seq = ++quoteSeq;
      const s = get();
      if (s.step !== 'setup') return;
      const input = buildQuoteInput(s);
      if (!input) {
        lastQuoteInput = null;
        commit({ quote: null, quoteStatus: 'idle', quoteError: null });
        return;
      }
      const controller = new AbortController();
      quoteAbort = controller;
      commit({ quoteStatus: 'loading', quoteError: null });
      try {
        const quote = await createMarketQuote(client, input, { signal: controller.signal });
        if (seq !== quoteSeq || disposed) return;
        lastQuoteInput = input;
        commit({ quote, quoteStatus: 'ready', quoteError: null });
      } catch (error) {
        if (seq !== quoteSeq || disposed || isAbortError(error)) return;
        lastQuoteInput = null;
        commit({ quote: null, quoteStatus: 'failed', quoteError: toTradeError(error, 'trade.error.quote') });
      } finally {
        if (quoteAbort === controller) quoteAbort = null;
      }
    }

    /** A setup input changed: the old quote is stale, a new one follows after the debounce. */
    function inputsChanged(patch: Partial<DataState>): void {
      quoteSeq++;
      quoteAbort?.abort();
      quoteAbort = null;
      proceedKey = null;
      commit({ ...patch, quoteStatus: 'waiting', error: null });
      quoteDebounce.call();
    }

    function inSetup(): boolean {
      return !disposed && get().step === 'setup' && !get().busy;
    }

    function expiryFor(
      expiryType: ExpiryType | null,
    ): Pick<DataState, 'expiresAt' | 'expiryTimedeltaSeconds'> {
      const now = clock.now();
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
    function limitPrice(s: TradeMachineState): string | null {
      if ((s.mode !== 'limit_order' && s.mode !== 'rfq') || s.requestedPrice === null) return null;
      const value = readTradeAmount(s.requestedPrice, pricePrecision);
      return value === null ? null : new Decimal(value).toFixed(pricePrecision);
    }

    /** An amount as sent: exactly 2 decimals. */
    function wireAmount(value: string | null): string {
      return toWire(value ?? '0');
    }

    function rfqInput(
      s: TradeMachineState,
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
        requested_price: product === s.product && s.mode !== 'switch_trade' ? limitPrice(s) : null,
        expiry_type: s.mode === 'rfq' ? s.expiryType : null,
        expiry_options: s.mode === 'rfq' ? expiryOptions(s) : null,
        allow_partial_fulfilment: false,
        transient: false,
      };
    }

    function orderInput(s: TradeMachineState) {
      return {
        investment_account_reference: s.derived.selectedAccount?.reference ?? '',
        order_type: s.mode === 'limit_order' ? ('limit_order' as const) : ('basic' as const),
        expiry_type: s.expiryType ?? ('good_until_canceled' as const),
        expiry_options: expiryOptions(s),
        legs: [
          {
            product_id: s.product.product_id,
            side: s.tradeType,
            requested_price: limitPrice(s),
            notional: wireAmount(s.derived.amountValue),
            package_id: s.tradeType === 'buy' ? s.packageId : null,
          },
        ],
      };
    }

    function stepPatch(step: TradeMachineState['step']): Pick<DataState, 'step' | 'stepId'> {
      return { step, stepId: get().stepId + 1 };
    }

    function resetConfirmState(): Partial<DataState> {
      clearCountdown();
      return {
        agreements: { investorAgreement: false, fractionalBondsAgreement: false },
        termsAccepted: false,
        checkboxes: {},
        openedDocuments: [],
        otp: CLOSED_OTP,
      };
    }

    function clearCountdown(): void {
      if (countdownHandle !== undefined) clock.clearTimeout(countdownHandle);
      countdownHandle = undefined;
    }

    function startCountdown(): void {
      clearCountdown();
      const tick = () => {
        countdownHandle = undefined;
        const left = Math.max(0, get().otp.resendIn - 1);
        commit({ otp: { ...get().otp, resendIn: left } });
        if (left > 0) countdownHandle = clock.setTimeout(tick, 1000);
      };
      commit({ otp: { ...get().otp, resendIn: RESEND_COUNTDOWN_SECONDS } });
      countdownHandle = clock.setTimeout(tick, 1000);
    }

    function notify(message: TradeMessage): void {
      noticeId += 1;
      commit({ notices: [...get().notices, { ...message, id: noticeId }] });
    }

    async function sendCode(): Promise<void> {
      const s = get();
      const target = s.confirmTarget;
      if (!target || s.otp.sending) return;
      commit({ otp: { ...s.otp, sending: true, error: null } });
      try {
        if (target.kind === 'order') await challengeOrder(client, target.order.order_reference);
        else if (target.kind === 'rfq')
          await challengeRfqQuote(client, target.rfq.rfq_reference, target.quoteReference);
        else if (target.kind === 'package')
          await challengeRfqPackage(client, target.package.package_reference);
        else return;
        if (disposed || get().step !== 'confirm') return;
        commit({ otp: { ...get().otp, sending: false, sent: true } });
        startCountdown();
        notify({ code: 'trade.success.codeSent' });
      } catch (error) {
        if (disposed) return;
        commit({ otp: { ...get().otp, sending: false, error: toTradeError(error, 'trade.error.sendCode') } });
      }
    }

    function confirmBody(s: TradeMachineState): TradeConfirmInput {
      if (!isPartner) {
        return {
          has_accepted_investor_agreement: s.agreements.investorAgreement,
          has_accepted_fractional_bonds_agreement: s.agreements.fractionalBondsAgreement,
        };
      }
      const body: TradeConfirmInput = { verification_code: s.otp.code.trim() };
      for (const flag of s.derived.requiredCheckboxes) body[flag] = s.checkboxes[flag] === true;
      return body;
    }

    async function doProceed(): Promise<void> {
      const s = get();
      if (!s.derived.canProceed) return;
      const target = confirmTargetKind(s.mode);
      const enter = (confirmTarget: ConfirmTarget) => {
        quoteDebounce.cancel();
        quoteSeq++;
        quoteAbort?.abort();
        proceedKey = null;
        commit({
          ...stepPatch('confirm'),
          ...resetConfirmState(),
          busy: false,
          error: null,
          confirmTarget,
          idempotencyKey: newKey(),
        });
      };
      if (target === 'quote' || target === 'new-order') {
        enter({ kind: target });
        return;
      }
      proceedKey ??= newKey();
      const key = proceedKey;
      commit({ busy: true, error: null });
      let errorCode: TradeMessageId = 'trade.error.tradeDetails';
      try {
        if (target === 'package') {
          errorCode = 'trade.error.marketQuote';
          const target_ = s.switchTarget as MarketProduct;
          const sell = rfqInput(s, s.product, 'sell', wireAmount(s.derived.amountValue));
          const buy = rfqInput(s, target_, 'buy', toWire(s.derived.switchBuyAmount ?? '0', { floor: true }));
          const { investment_account_reference: _a, ...sellRfq } = sell;
          const { investment_account_reference: _b, ...buyRfq } = buy;
          const pkg = await createRfqPackage(
            client,
            {
              rfq_package_type: 'switch',
              investment_account_reference: s.derived.selectedAccount?.reference ?? '',
              rfqs: [sellRfq, buyRfq],
            },
            { idempotencyKey: key },
          );
          if (disposed) return;
          enter({ kind: 'package', package: pkg });
        } else if (target === 'rfq') {
          errorCode = 'trade.error.requestQuote';
          const rfq = await createRfq(
            client,
            rfqInput(s, s.product, s.tradeType, wireAmount(s.derived.amountValue)),
            {
              idempotencyKey: key,
            },
          );
          if (disposed) return;
          const quote = rfq.quotes.find((q) => q.state === 'awaiting_confirmation') ?? rfq.quotes[0];
          if (!quote) {
            commit({ busy: false, error: toTradeError(null, 'trade.error.marketQuote') });
            return;
          }
          enter({ kind: 'rfq', rfq, quoteReference: quote.quote_reference });
        } else {
          errorCode = 'trade.error.tradeDetails';
          const order = await createOrder(client, orderInput(s), { idempotencyKey: key });
          if (disposed) return;
          enter({ kind: 'order', order });
        }
      } catch (error) {
        if (disposed) return;
        commit({ busy: false, error: toTradeError(error, errorCode) });
      }
    }

    async function doConfirm(): Promise<void> {
      const s = get();
      if (!s.derived.canConfirm || !s.confirmTarget) return;
      const key = s.idempotencyKey ?? newKey();
      const target = s.confirmTarget;
      commit({ ...stepPatch('processing'), busy: true, error: null, idempotencyKey: key });
      try {
        let placement: TradePlacement;
        const options = { idempotencyKey: key };
        if (target.kind === 'quote') {
          const input = lastQuoteInput ?? buildQuoteInput(s);
          if (!input) throw new Error('no quote to confirm');
          const quote = await confirmMarketQuote(client, input, options);
          placement = {
            kind: 'quote',
            reference: quote.quote_reference ?? '',
            orderReference: quote.order_reference ?? null,
            result: quote,
          };
        } else if (target.kind === 'new-order') {
          const order = await createOrder(
            client,
            {
              ...orderInput(s),
              has_accepted_investor_agreement: s.agreements.investorAgreement,
              has_accepted_fractional_bonds_agreement: s.agreements.fractionalBondsAgreement,
            },
            options,
          );
          placement = {
            kind: 'order',
            reference: order.order_reference,
            orderReference: order.order_reference,
            result: order,
          };
        } else if (target.kind === 'order') {
          const order = await confirmOrder(client, target.order.order_reference, confirmBody(s), options);
          placement = {
            kind: 'order',
            reference: order.order_reference,
            orderReference: order.order_reference,
            result: order,
          };
        } else if (target.kind === 'rfq') {
          const rfq = await confirmRfqQuote(
            client,
            target.rfq.rfq_reference,
            target.quoteReference,
            confirmBody(s),
            options,
          );
          placement = {
            kind: 'rfq',
            reference: rfq.rfq_reference,
            orderReference: rfq.order_reference ?? null,
            result: rfq,
          };
        } else {
          const pkg = await confirmRfqPackage(
            client,
            target.package.package_reference,
            confirmBody(s),
            options,
          );
          placement = {
            kind: 'package',
            reference: pkg.package_reference,
            orderReference: null,
            result: pkg,
          };
        }
        if (disposed) return;
        clearCountdown();
        commit({ ...stepPatch('placed'), busy: false, placement, otp: { ...get().otp, open: false } });
        deps.onPlaced?.(placement);
      } catch (error) {
        if (disposed) return;
        commit({
          ...stepPatch('confirm'),
          busy: false,
          error: toTradeError(error, 'trade.error.confirmQuote'),
        });
      }
    }

    const initial: DataState = {
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
      quote: null,
      quoteStatus: 'idle',
      quoteError: null,
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
        ...expiryFor('expires_at_market_close'),
      });
    }
    const firstDerived = derive(initial);
    const picked = pickAccountOption(firstDerived.accountOptions, requestedAccount);
    initial.accountReference = picked?.reference ?? null;
    initial.accountReferenceInvalid =
      requestedAccount !== null && !firstDerived.accountOptions.some((o) => o.reference === requestedAccount);

    return {
      ...initial,
      derived: derive(initial),

      setMode(next) {
        if (!inSetup() || next === get().mode) return;
        if (next === 'limit_order' && get().derived.limitOrderDisabled) return;
        const s = get();
        if (next === 'limit_order') {
          const price = s.tradeType === 'buy' ? s.product.buy_price : s.product.sell_price;
          inputsChanged({
            mode: next,
            requestedPrice: sanitiseLimitPrice(price, pricePrecision),
            expiryType: 'expires_at_market_close',
            ...expiryFor('expires_at_market_close'),
          });
        } else if (next === 'basic') {
          inputsChanged({
            mode: next,
            requestedPrice: null,
            expiryType: null,
            expiresAt: null,
            expiryTimedeltaSeconds: null,
          });
        } else {
          inputsChanged({ mode: next });
        }
      },
      setOrderType(orderType) {
        if (!inSetup() || orderType === get().orderType) return;
        inputsChanged({ orderType });
      },
      setAmount(text) {
        if (!inSetup() || user.is_read_only) return;
        const amount = sanitiseTradeAmount(text);
        if (amount === get().amount) return;
        inputsChanged({ amount });
      },
      setRequestedPrice(text) {
        if (!inSetup()) return;
        const requestedPrice = sanitiseLimitPrice(text, pricePrecision);
        if (requestedPrice === get().requestedPrice) return;
        inputsChanged({ requestedPrice });
      },
      setExpiryType(expiryType) {
        if (!inSetup()) return;
        commit({ expiryType, ...expiryFor(expiryType) });
      },
      setExpiresAt(iso) {
        if (!inSetup()) return;
        const at = new Date(iso);
        if (Number.isNaN(at.getTime())) return;
        commit({ expiresAt: at.toISOString() });
      },
      setExpiryTimedelta(seconds) {
        if (!inSetup() || !Number.isInteger(seconds) || seconds <= 0) return;
        commit({ expiryTimedeltaSeconds: seconds });
      },
      setAccount(reference) {
        if (!inSetup() || reference === get().accountReference) return;
        if (!get().derived.accountOptions.some((o) => o.reference === reference)) return;
        inputsChanged({ accountReference: reference, accountReferenceInvalid: false });
      },
      setSwitchTarget(product) {
        if (!inSetup()) return;
        inputsChanged({ switchTarget: product });
      },
      setMarket(market) {
        commit({ market });
      },
      setPositions(positions) {
        const s = get();
        commit({ positions });
        const options = get().derived.accountOptions;
        if (s.step !== 'setup') return;
        if (!s.accountReference || !options.some((o) => o.reference === s.accountReference)) {
          const picked_ = pickAccountOption(options, requestedAccount);
          inputsChanged({
            accountReference: picked_?.reference ?? null,
            accountReferenceInvalid:
              requestedAccount !== null && !options.some((o) => o.reference === requestedAccount),
          });
        }
      },
      refreshQuote() {
        quoteDebounce.cancel();
        return runQuote();
      },
      proceed() {
        if (!inSetup()) return proceedRun ?? Promise.resolve();
        proceedRun = doProceed().finally(() => {
          proceedRun = null;
        });
        return proceedRun;
      },
      back() {
        const s = get();
        if (s.step === 'setup') return 'history';
        if (s.step !== 'confirm' || s.busy) return null;
        commit({
          ...stepPatch('setup'),
          ...resetConfirmState(),
          confirmTarget: null,
          idempotencyKey: null,
          error: null,
        });
        void get().refreshQuote();
        return 'setup';
      },
      setAgreement(key, accepted) {
        if (get().step !== 'confirm') return;
        commit({ agreements: { ...get().agreements, [key]: accepted } });
      },
      acceptTerms(accepted) {
        if (get().step !== 'confirm') return;
        commit({ termsAccepted: accepted });
      },
      openDocument(kind) {
        if (get().openedDocuments.includes(kind)) return;
        commit({ openedDocuments: [...get().openedDocuments, kind] });
      },
      setCheckbox(flag, ticked) {
        const s = get();
        if (s.step !== 'confirm' || !s.derived.requiredCheckboxes.includes(flag)) return;
        if (!s.derived.checkboxEnabled[flag]) return;
        commit({ checkboxes: { ...s.checkboxes, [flag]: ticked } });
      },
      async openOtp() {
        const s = get();
        if (!isPartner || s.step !== 'confirm' || !s.derived.canRequestCode || s.otp.open) return;
        commit({ otp: { ...s.otp, open: true } });
        if (get().otp.resendIn === 0) await sendCode();
      },
      closeOtp() {
        if (!get().otp.open) return;
        commit({ otp: { ...get().otp, open: false } });
      },
      setOtpCode(code) {
        if (get().step !== 'confirm') return;
        commit({ otp: { ...get().otp, code: code.replace(/\s+/g, '') } });
      },
      async resendCode() {
        const s = get();
        if (s.step !== 'confirm' || !s.otp.open || s.otp.resendIn > 0 || !s.derived.canRequestCode) return;
        await sendCode();
      },
      confirm() {
        const s = get();
        if (confirmRun) return confirmRun;
        if (s.step !== 'confirm' || s.busy) return Promise.resolve();
        confirmRun = doConfirm().finally(() => {
          confirmRun = null;
        });
        return confirmRun;
      },
      dismissNotice(id) {
        commit({ notices: get().notices.filter((n) => n.id !== id) });
      },
      clearError() {
        commit({ error: null });
      },
      dispose() {
        disposed = true;
        quoteDebounce.cancel();
        quoteAbort?.abort();
        clearCountdown();
      },
    } as TradeMachineState;
  });

  void store.getState().refreshQuote();
  return store;
}
