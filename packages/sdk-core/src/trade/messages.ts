import type { FailureMessageId } from '../http/index';
import type { MessageId, MessageValues } from '../messages/index';

/**
 * Message ids the trade domain returns. The texts live in the catalogue (`messages/en.ts`, owned by the
 * widgets); `trade/README.md` lists every id with its exact spec text. Rules and the trade machine return
 * these ids, never prose.
 */
export const TRADE_MESSAGE_IDS = [
  // failures (002 §8 'Trade errors')
  'trade.error.quote',
  'trade.error.tradeDetails',
  'trade.error.requiredData',
  'trade.error.orderDetails',
  'trade.error.requestQuote',
  'trade.error.confirmQuote',
  'trade.error.marketQuote',
  'trade.error.notOwned',
  'trade.error.invalidAccount',
  'trade.error.sendCode',
  // successes (002 §8, 001 §4 'Bond orders')
  'trade.success.newPrice',
  'trade.success.cancelled',
  'trade.success.codeSent',
  // placed step (002 §2.4)
  'trade.placed.title',
  'trade.placed.purchaseConcluded',
  'trade.placed.saleConcluded',
  // sukuk amounts (002 §5.2)
  'trade.sukuk.buyMinimum',
  'trade.sukuk.buyDenomination',
  'trade.sukuk.buyMaximum',
  'trade.sukuk.saleMinimum',
  'trade.sukuk.saleDenomination',
  // quote warnings (sandbox codes)
  'trade.warning.insufficient_liquidity',
  'trade.warning.insufficient_balance',
  'trade.warning.price_changed',
  'trade.warning.market_closed',
  'trade.warning.unknown',
  // confirm step: agreements and the partner's terms and checkboxes (002 §3.2, §4.4, §5.2)
  'trade.agreement.investorAgreement',
  'trade.agreement.fractionalBondsAgreement',
  'trade.partner.purchaserTerms',
  'trade.partner.sellerTerms',
  'trade.checkbox.has_waived_cooling_off_period',
  'trade.checkbox.has_accepted_key_facts_statement',
  'trade.checkbox.has_confirmed_suitability_report',
  'trade.checkbox.has_accepted_suitability_disclaimer',
  'trade.checkbox.has_confirmed_appropriateness_report',
  'trade.checkbox.has_accepted_appropriateness_disclaimer',
  'trade.checkbox.has_confirmed_terms_and_conditions',
  // product transactions (002 §7)
  'trade.transaction.purchase',
  'trade.transaction.sale',
  'trade.transaction.accrued_interest_paid',
  'trade.transaction.accrued_interest_received',
  'trade.transaction.coupon_payment',
  'trade.transaction.redemption',
  'trade.transaction.platform_fee',
  'trade.transaction.fx_conversion',
] as const;

/** One of {@link TRADE_MESSAGE_IDS}. */
export type TradeMessageId = (typeof TRADE_MESSAGE_IDS)[number];

/**
 * What trade rules return instead of prose: a catalogue id (a trade id, or one the catalogue already has,
 * such as the `trade.banner.*` banners) and its placeholder values.
 */
export interface TradeMessage {
  code: TradeMessageId | MessageId;
  values?: MessageValues;
}

// Spec: 002 §8
/**
 * A failure the trade flow shows: the catalogue id of its fallback text plus the server's own message.
 * Show `serverMessage` when present (the server's `detail`, `message` or `non_field_errors[0]`),
 * otherwise the catalogue text of `code`.
 */
export interface TradeError {
  /** the call's fallback, or the catalogue's words for a session that ended or a lost connection */
  code: TradeMessageId | FailureMessageId;
  /** the server's message, or null when it sent none (network failure, timeout, contract drift) */
  serverMessage: string | null;
  /** HTTP status; 0 when nothing answered, null for a failure that is not an HTTP call */
  status: number | null;
  /** field errors of a 400, keyed by wire field */
  fieldErrors: Readonly<Record<string, readonly string[]>>;
  /** the server's machine-readable `code` (`otp_incorrect`, `otp_attempts_exceeded`, …), null when none */
  serverCode?: string | null;
}
