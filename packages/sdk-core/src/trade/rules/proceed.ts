import { Decimal } from '../../money/index';
import type { TradeMode, TradeType } from '../enums';
import type { TradeMessage } from '../messages';
import type { Quote, QuoteLeg } from '../schema';
import { isEmptyOrZeroAmount } from './amounts';

// Spec: the first ten are 002 §5.2's list
/**
 * Why the setup step's proceed button (and, for the partner, the confirm step's actions) is disabled.
 * The first ten are the platform's rules; the last four are the ticket's own preconditions.
 */
export type ProceedBlocker =
  // 002 §5.2
  | 'read_only'
  | 'sell_with_package'
  | 'insufficient_balance'
  | 'no_liquidity'
  | 'checkboxes_unticked'
  | 'amount_empty'
  | 'quote_warnings'
  | 'trade_blocked'
  | 'switch_sell_amount_empty'
  | 'switch_quote_warnings'
  // the ticket's own
  | 'sukuk_amount'
  | 'no_quote'
  | 'no_account'
  | 'prohibited';

/** Inputs of {@link proceedBlockers}. */
export interface ProceedInput {
  mode: TradeMode;
  tradeType: TradeType;
  isPartner: boolean;
  /** the user (or the linked user) is read-only */
  readOnly: boolean;
  /** the coming-soon package of the ticket, if any */
  packageId: number | null;
  /** the amount field as typed (switch: the sell amount) */
  amount: string;
  /** the latest quote for the current inputs, null while none */
  quote: Pick<Quote, 'buys' | 'sells'> | null;
  /** cash balance of the selected account in the product's currency; null: no account selected */
  balance: string | null;
  /** what can be bought: the package's pending amount, else the product's sell liquidity */
  liquidity: string;
  // Spec: 002 §5.2 'trade blocked'
  /** the user's block covers this trade type */
  blocked: boolean;
  /** partner only, and only where checkboxes are shown (the confirm step): all required ones ticked */
  checkboxesComplete?: boolean | undefined;
  /** the sukuk amount rules failed */
  sukukAmountInvalid?: boolean | undefined;
  /** trading is prohibited (read-only, cooling off, market closed or suspended, not tradeable) */
  prohibited?: boolean | undefined;
}

function hasWarnings(legs: readonly Pick<QuoteLeg, 'warnings'>[]): boolean {
  return legs.some((leg) => leg.warnings.length > 0);
}

function total(legs: readonly Pick<QuoteLeg, 'total'>[]): Decimal {
  return legs.reduce((sum, leg) => sum.plus(leg.total), new Decimal(0));
}

// Spec: 002 §5.2
/**
 * Every reason proceed is disabled:
 * - the user is read-only; the trade is blocked for its type;
 * - a primary sell carries a package id;
 * - a primary buy has insufficient balance for the quote total (not for the partner) or no liquidity;
 * - the partner has an unticked checkbox (where checkboxes are shown: pass `checkboxesComplete`);
 * - the amount is empty or '0'; the quote has warnings;
 * - switch: any sell leg of the quote with an empty/0 amount or with warnings.
 *
 * Plus the ticket's own preconditions: a sukuk amount rule broken, no quote yet, no account, prohibited.
 * An empty list means proceed is enabled.
 */
export function proceedBlockers(input: ProceedInput): ProceedBlocker[] {
  const out: ProceedBlocker[] = [];
  const add = (blocker: ProceedBlocker) => {
    if (!out.includes(blocker)) out.push(blocker);
  };
  const isSwitch = input.mode === 'switch_trade';
  if (input.readOnly) add('read_only');
  if (input.prohibited) add('prohibited');
  if (input.blocked) add('trade_blocked');
  if (!isSwitch && input.tradeType === 'sell' && input.packageId !== null) add('sell_with_package');
  if (!isSwitch && input.tradeType === 'buy') {
    if (new Decimal(input.liquidity).lte(0)) add('no_liquidity');
    if (
      !input.isPartner &&
      input.quote &&
      input.balance !== null &&
      total(input.quote.buys).gt(input.balance)
    ) {
      add('insufficient_balance');
    }
  }
  if (input.isPartner && input.checkboxesComplete === false) add('checkboxes_unticked');
  if (isEmptyOrZeroAmount(input.amount)) add(isSwitch ? 'switch_sell_amount_empty' : 'amount_empty');
  if (input.quote) {
    if (isSwitch) {
      if (input.quote.sells.some((leg) => isEmptyOrZeroAmount(leg.amount))) add('switch_sell_amount_empty');
      if (hasWarnings(input.quote.sells)) add('switch_quote_warnings');
      if (hasWarnings(input.quote.buys)) add('quote_warnings');
    } else if (hasWarnings(input.quote.buys) || hasWarnings(input.quote.sells)) {
      add('quote_warnings');
    }
  } else {
    add('no_quote');
  }
  if (input.sukukAmountInvalid) add('sukuk_amount');
  if (input.balance === null) add('no_account');
  return out;
}

/** True when {@link proceedBlockers} finds any reason. */
export function isProceedDisabled(input: ProceedInput): boolean {
  return proceedBlockers(input).length > 0;
}

// what the customer is told beside a disabled action: what to do, or where the reason is already said (the
// banners of a read-only, restricted or prohibited trade and of no availability) — never the same words twice
const PROCEED_HINTS: Readonly<Record<ProceedBlocker, TradeMessage['code']>> = {
  read_only: 'trade.hint.notice',
  prohibited: 'trade.hint.notice',
  trade_blocked: 'trade.hint.notice',
  sell_with_package: 'trade.hint.sellWithPackage',
  no_liquidity: 'trade.hint.notice',
  insufficient_balance: 'trade.hint.balance',
  checkboxes_unticked: 'trade.hint.checkboxes',
  amount_empty: 'trade.hint.amount',
  switch_sell_amount_empty: 'trade.hint.amount',
  quote_warnings: 'trade.hint.warnings',
  switch_quote_warnings: 'trade.hint.warnings',
  no_quote: 'trade.hint.quote',
  sukuk_amount: 'trade.hint.sukukAmount',
  no_account: 'trade.hint.account',
};

/**
 * Why proceed is disabled, in words shown beside it (and named by its `aria-describedby`): the first of
 * {@link proceedBlockers}, or — with none — an account that cannot be used. Null when nothing holds it back.
 */
export function proceedHint(
  blockers: readonly ProceedBlocker[],
  accountUnusable = false,
): TradeMessage | null {
  const first = blockers[0];
  if (first) return { code: PROCEED_HINTS[first] };
  return accountUnusable ? { code: PROCEED_HINTS.no_account } : null;
}

/** Inputs of {@link confirmHint}. */
export interface ConfirmHintInput {
  isPartner: boolean;
  /** standard: both agreements ticked */
  agreementsAccepted: boolean;
  /** partner: the purchaser's or seller's terms accepted */
  termsAccepted: boolean;
  /** partner: every required checkbox ticked */
  checkboxesComplete: boolean;
  /** partner: a required checkbox is still locked (its document not read yet) */
  documentsUnread: boolean;
}

// Spec: 002 §4.4, §5.2
/**
 * Why the confirm step's action is disabled, in words shown beside it: the standard site's
 * agreements to tick; for the partner, the documents to read and every box (the cooling-off waiver among
 * them) and the terms to tick before a verification code can be requested. Null when it is enabled.
 */
export function confirmHint(input: ConfirmHintInput): TradeMessage | null {
  if (!input.isPartner) return input.agreementsAccepted ? null : { code: 'trade.hint.agreements' };
  if (input.checkboxesComplete && input.termsAccepted) return null;
  return { code: input.documentsUnread ? 'trade.hint.documents' : 'trade.hint.checkboxesCode' };
}
