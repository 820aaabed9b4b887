/**
 * The trade machine's public shape: its dependencies, its state and actions, and what it derives.
 *
 * @module
 */
import type { StoreApi } from 'zustand/vanilla';
import type { InvestmentAccount } from '../accounts/index';
import type { SessionUser } from '../auth/index';
import type { BondkitClient } from '../http/index';
import type { MachineDeps, Remote, RemoteStatus } from '../machine/index';
import type { MarketProduct, MarketStatus } from '../market/index';
import type { TradeAgreement } from './api';
import type { ExpiryType, OrderType, TradeAgreementFlag, TradeMode, TradeStep, TradeType } from './enums';
import type { TradeError, TradeMessage, TradeMessageId } from './messages';
import type { AccountOption } from './rules/accounts';
import type { TradingProhibition } from './rules/enablement';
import type { TradeDocumentKind } from './rules/partner';
import type { ProceedBlocker } from './rules/proceed';
import type { SukukAmountError } from './rules/sukuk';
import type { Order, Position, Quote, Rfq, RfqPackage } from './schema';

/** Dependencies of {@link createTradeMachine}. */
export interface TradeMachineDeps extends MachineDeps {
  client: BondkitClient;
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
  /** the partner flow (one-time code, checkboxes); defaults to `isPartnerCustomer(user)` */
  isPartner?: boolean;
  /** the user's accounts; defaults to `user.investment_accounts` */
  accounts?: readonly InvestmentAccount[];
  /** the user's positions (sells, switches) */
  positions?: readonly Position[];
  /** the coming-soon package bought from (query `packageId`) */
  packageId?: number | null;
  /** the account asked for (query `investmentAccountReference`); an unknown one raises the invalid-account error */
  accountReference?: string | null;
  /** the amount asked for (query `amount`); default `defaultTradeAmount` (1000; the partner 10000, its AED sukuk 8000) */
  amount?: string | null;
  /** a switch's target product (query `switchToProductId`) */
  switchTo?: MarketProduct | null;
  /** the site's price-precision setting: decimals of a limit price */
  pricePrecision?: number | null;
  /** generates idempotency keys; defaults to `crypto.randomUUID()` */
  createIdempotencyKey?: () => string;
  // Spec: 002 §9
  /** quote debounce, 500 ms by default */
  quoteDebounceMs?: number;
  /** called once when the trade is placed */
  onPlaced?: (placement: TradePlacement) => void;
}

/** The state of the quote of the current setup inputs. */
export type QuoteStatus = RemoteStatus;

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
  /** sending a code failed */
  error: TradeError | null;
  /**
   * the server refused the typed code (`otp_incorrect`, `otp_attempts_exceeded`, or a `verification_code`
   * field error): shown beside the code field until the next confirmation
   */
  codeError: TradeError | null;
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
  /** why no limit order may be placed now (`limitOrderRefusal`: outside trading hours), null when one may */
  limitOrderReason: TradeMessage | null;
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
  /** why proceed is disabled, said beside it; null when it is enabled */
  proceedHint: TradeMessage | null;
  /** partner confirm step: the checkboxes required */
  requiredCheckboxes: TradeAgreementFlag[];
  /** partner: whether each required checkbox may be ticked yet (documents opened) */
  checkboxEnabled: Partial<Record<TradeAgreementFlag, boolean>>;
  checkboxesComplete: boolean;
  /** partner: terms accepted and every checkbox ticked */
  canRequestCode: boolean;
  /** the confirm button */
  canConfirm: boolean;
  /** why the confirm step's action (confirm, or the partner's code request) is disabled; null when enabled */
  confirmHint: TradeMessage | null;
  /** partner: why the code dialog's confirm is disabled (no code yet); null when enabled */
  codeHint: TradeMessage | null;
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
  /**
   * The setup's quote in the one shape of every requested value: `waiting` (debounce) and `loading` keep the
   * last quote in `value`; `failed` says why in `error` (its field errors beside the amount)
   */
  quote: Remote<Quote, TradeError>;
  /** the last proceed or confirm failure (inputs are kept) */
  error: TradeError | null;
  /** a proceed or confirm call is in flight */
  busy: boolean;
  confirmTarget: ConfirmTarget | null;
  /** the idempotency key of this confirm step (null outside CONFIRM/PROCESSING) */
  idempotencyKey: string | null;
  /** standard confirm: Investor Agreement and Fractional Bonds Agreement */
  agreements: Record<TradeAgreement, boolean>;
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
  setAgreement(key: TradeAgreement, accepted: boolean): void;
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
