/**
 * The Smart Interest quote machine's public shape: its dependencies, its state and actions, the quote slot and
 * what a failure shows.
 *
 * @module
 */
import type { InvestmentAccount } from '../accounts/index';
import type { SessionUser } from '../auth/index';
import type { BondkitClient } from '../http/index';
import type { MachineDeps, Remote } from '../machine/index';
import type { CurrencyCode } from '../money/index';
import type {
  InvestmentAmountCheck,
  SmartInterestGateTarget,
  SmartInterestMessage,
  SmartInterestOrderGate,
  TermSlider,
} from './rules';
import type {
  SmartInterestBonus,
  SmartInterestOrder,
  SmartInterestPayoutType,
  SmartInterestRateRow,
  SmartInterestSeries,
  SmartInterestSettings,
} from './schema';

/** A failure to show in the danger box: the server's own text, or a catalogue message. */
export type SmartInterestFailure =
  | { kind: 'server'; text: string }
  | { kind: 'message'; message: SmartInterestMessage };

/** The quote figures both versions show (annual interest, total returned, cashback, rate). */
export interface SmartInterestQuoteFigures {
  annualInterest: string;
  totalReturned: string;
  /** the wise5 cashback, null when none applies */
  cashback: string | null;
  /** percent */
  rate: string;
  /** `YYYY-MM-DD`: the series' maturity (version 2) or the what-if's (version 1) */
  maturity: string | null;
}

/**
 * The what-if quote in the one shape of every requested value ({@link Remote}): idle (nothing to price), waiting
 * (debounce), loading, ready (`value`: its figures) or failed (`error`). Changed inputs drop the last figures.
 */
export type SmartInterestQuoteSlot = Remote<SmartInterestQuoteFigures, SmartInterestFailure>;

/** Where the order flow is: the page, the confirm modal, placing the order, or done. */
export type SmartInterestPhase = 'entry' | 'review' | 'placing' | 'success';

/** What {@link SmartInterestQuoteState.submit} did. */
export type SmartInterestSubmitResult = SmartInterestOrderGate | { kind: 'invalid' };

/** Dependencies of {@link createSmartInterestQuoteMachine}. */
export interface SmartInterestQuoteDeps extends MachineDeps {
  client: BondkitClient;
  // Spec: 000 §2
  /** 2: series choice; 1: term slider plus payout radio */
  version: 1 | 2;
  /** the page's currency (version 2 follows the chosen series' currency) */
  currency: CurrencyCode;
  /** the session user; null for a visitor */
  user: SessionUser | null;
  /** the user's accounts with balances; defaults to `user.investment_accounts` */
  accounts?: readonly InvestmentAccount[];
  /** shown in the restriction messages */
  supportEmail: string;
  /** the server's settings (minimum, default amount, days per year, rate table, bonus, wise5); defaults otherwise */
  settings?: SmartInterestSettings | null;
  /** version 2: the chosen series */
  series?: SmartInterestSeries | null;
  /** version 1: the term in years (default 5, kept on the slider) */
  years?: number;
  /** version 1: the payout (default term) */
  payout?: SmartInterestPayoutType;
  /** the starting amount (default: the settings' default amount, else 1000) */
  amount?: string;
  /** debounce of the what-if quote (default 750 ms) */
  debounceMs?: number;
  /** called when a submit must go elsewhere (register, questionnaire): the host decides how */
  onNavigate?: (target: SmartInterestGateTarget) => void;
  /** called after an order is placed */
  onPlaced?: (order: SmartInterestOrder) => void;
}

/** State and actions of the quote machine. */
export interface SmartInterestQuoteState {
  /** 2: series choice; 1: term slider plus payout radio */
  version: 1 | 2;
  /** the currency of the amount (version 2: the chosen series') */
  currency: CurrencyCode;
  /** the session user; null for a visitor */
  user: SessionUser | null;
  /** the amount input as typed */
  amountText: string;
  /** the amount read from the input (a decimal string), null when empty or unreadable */
  amount: string | null;
  /** the minimum investment (default 100) */
  minimum: string;
  /** the accounts that hold the currency (the account choice) */
  accounts: InvestmentAccount[];
  /** the chosen account's reference */
  accountReference: string | null;
  /** the chosen account's balance in the currency; null for a visitor */
  balance: string | null;
  // Spec: 000 §5
  /** highlight, minimum message and submit-disabled of the amount */
  check: InvestmentAmountCheck;
  /** the bonus on offer (from the settings) */
  bonus: SmartInterestBonus | null;
  /** the bonus is shown: the amount reaches its minimum */
  bonusShown: boolean;
  /** version 2: the chosen series */
  series: SmartInterestSeries | null;
  /** version 2: the series open today in the currency, as {@link SmartInterestQuoteState.start} loads them (version 1: idle) */
  seriesList: Remote<SmartInterestSeries[]>;
  /** version 1: the rate table in use */
  rateTable: SmartInterestRateRow[];
  /** version 1: the term slider */
  slider: TermSlider;
  /** version 1: the term in years */
  years: number;
  /** version 1: the payout */
  payout: SmartInterestPayoutType;
  /** version 1: the rate interpolated from the table for the term and payout (percent) */
  rate: string | null;
  quote: SmartInterestQuoteSlot;
  phase: SmartInterestPhase;
  /** the placed order (phase success) */
  order: SmartInterestOrder | null;
  /** the order's failure, shown in the modal's danger box */
  error: SmartInterestFailure | null;
  /** a blocked submit's message (restricted account, cannot execute orders) */
  blocked: SmartInterestMessage | null;
  /** submit is possible: amount valid, within the balance, something to price, on the page */
  canSubmit: boolean;

  /** Types into the amount input; a valid amount is quoted after the debounce. */
  setAmount(text: string): void;
  /** Chooses the paying account (by reference). */
  setAccount(reference: string): void;
  /** Version 2: chooses a series (the currency follows it). */
  setSeries(series: SmartInterestSeries | null): void;
  /** Version 1: moves the term slider (kept on the slider, whole years). */
  setYears(years: number): void;
  /** Version 1: chooses the payout. */
  setPayout(payout: SmartInterestPayoutType): void;
  /** Replaces the session user (and accounts). */
  setUser(user: SessionUser | null, accounts?: readonly InvestmentAccount[]): void;
  /** Replaces the server settings (minimum, rate table, bonus, …). */
  setSettings(settings: SmartInterestSettings | null): void;
  /**
   * Loads what the form needs from the server: the currency's settings (unless `deps.settings` gave them; the
   * spec's sample terms stay until they arrive, and if they cannot be loaded) and, for version 2, the series
   * open today ({@link SmartInterestQuoteState.seriesList}), choosing the first when none is chosen.
   */
  start(): Promise<void>;
  /** Version 2: loads the open series again ('Try again', or another widget placed an order). */
  reloadSeries(): Promise<void>;
  /** Quotes now (after a failed quote). */
  retryQuote(): void;
  /**
   * Submit: checks the amount, then the order gate (visitor → register, questionnaire, restrictions); when
   * allowed opens the confirm modal (phase review) and makes sure a quote is on its way.
   */
  submit(): SmartInterestSubmitResult;
  /** Closes the confirm modal. */
  cancelReview(): void;
  /** Confirms in the modal: places the order; success or the failure in `error`. */
  confirm(): Promise<void>;
  /** After success: back to the page with the default amount. */
  reset(): void;
  /** Cancels timers and requests (unmount). */
  dispose(): void;
}
