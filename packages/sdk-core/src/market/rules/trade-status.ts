import { type CoolingOffUser, isCoolingOff } from '../../auth/index';
import type { MessageDescriptor } from '../../messages/index';
import { formatDateTime } from '../../time/index';
import type { TradeabilityReason } from '../enums';
import type { MarketProduct, MarketStatus } from '../schema';
import { isSellableAmount } from './availability';

// Spec: 002 §4.3
/** The trade-status banners of bond detail, by priority. */
export type TradeBannerKind =
  | 'coolingOff'
  | 'marketClosed'
  | 'marketSuspended'
  | 'tradeability'
  | 'insufficientAvailability';

/** One banner: its kind, its message and (for a closed market) the 'Trading resumes at …' line. */
export interface TradeBanner {
  kind: TradeBannerKind;
  message: MessageDescriptor;
  /** the second line, e.g. 'Trading resumes at {time}' */
  detail: MessageDescriptor | null;
}

/** What {@link tradeStatus} decides for bond detail. */
export interface TradeStatus {
  /** the banner to show (the highest priority that applies), or null */
  banner: TradeBanner | null;
  /** every banner that applies, highest priority first */
  banners: TradeBanner[];
  /** signed-in user, repaid or closed product: no buy/sell buttons */
  hideTradeButtons: boolean;
  /** the info banner shown instead of the buttons (repaid / closed), else null */
  info: MessageDescriptor | null;
}

/** The inputs of {@link tradeStatus}. */
export interface TradeStatusInput {
  product: Pick<MarketProduct, 'state' | 'tradeability' | 'tradeability_reason' | 'sell_liquidity'>;
  market: Pick<MarketStatus, 'state' | 'state_now' | 'opens_at'> | null;
  user: CoolingOffUser | null;
  /** the server's time: a cooling-off hold that has ended no longer counts (the trade gate's rule) */
  now?: Date;
  /** for a coming-soon package: its pending amount is what a buyer can buy */
  packageAmount?: string | null;
  // Spec: 002 §9
  /** formats the market's `opens_at`; default 'HH:mm DD MMM YYYY' on the London clock */
  formatOpensAt?: (iso: string) => string;
}

// Spec: 002 §4.3, §8
/** Message id for each tradeability reason. */
export const TRADEABILITY_REASON_MESSAGES: Readonly<Record<TradeabilityReason, MessageDescriptor['code']>> = {
  loan_suspended: 'trade.banner.loanSuspended',
  loan_pending: 'trade.banner.buySuspended',
  loan_repaid: 'trade.banner.loanRepaid',
  pending_corporate_action: 'trade.banner.loanSuspended',
  loan_closed: 'trade.banner.loanClosed',
  unknown: 'trade.banner.loanSuspended',
};

/**
 * The reason a product cannot be traded: its `tradeability_reason`; else, when tradeability is not
 * open, 'unknown'; else one read from its state (suspended, pending, repaid, closed); else null.
 */
export function tradeabilityReasonOf(product: TradeStatusInput['product']): TradeabilityReason | null {
  if (product.tradeability_reason) return product.tradeability_reason;
  switch (product.state) {
    case 'suspended':
      return 'loan_suspended';
    case 'repaid':
      return 'loan_repaid';
    case 'closed':
      return 'loan_closed';
    case 'pending':
      return 'loan_pending';
    default:
      return product.tradeability === 'open' ? null : 'unknown';
  }
}

// Spec: 002 §4.3
/**
 * The trade-status banner of bond detail by priority: 1. cooling-off hold, 2. market closed
 * (with 'Trading resumes at {time}' when the next opening is known), 3. market suspended, 4. a
 * tradeability reason, 5. insufficient availability (available amount not above 100). For a signed-in
 * user a repaid or closed product hides the buy/sell buttons and shows an info banner.
 */
export function tradeStatus(input: TradeStatusInput): TradeStatus {
  const { product, market, user } = input;
  const banners: TradeBanner[] = [];
  if (isCoolingOff(user, input.now)) {
    banners.push({ kind: 'coolingOff', message: { code: 'trade.banner.coolingOff' }, detail: null });
  }
  if (
    market &&
    market.state !== 'suspended' &&
    (market.state === 'closed' || market.state_now === 'closed')
  ) {
    const time = market.opens_at ? (input.formatOpensAt ?? formatDateTime)(market.opens_at) : null;
    banners.push({
      kind: 'marketClosed',
      message: { code: 'trade.banner.marketClosed' },
      detail: time ? { code: 'trade.banner.marketClosedResumes', values: { time } } : null,
    });
  }
  if (market?.state === 'suspended') {
    banners.push({
      kind: 'marketSuspended',
      message: { code: 'trade.banner.marketSuspended' },
      detail: null,
    });
  }
  const reason = tradeabilityReasonOf(product);
  if (reason) {
    banners.push({
      kind: 'tradeability',
      message: { code: TRADEABILITY_REASON_MESSAGES[reason] },
      detail: null,
    });
  }
  const amount = input.packageAmount ?? product.sell_liquidity;
  if (!isSellableAmount(amount)) {
    banners.push({
      kind: 'insufficientAvailability',
      message: { code: 'trade.banner.insufficientAvailability' },
      detail: null,
    });
  }
  const finished = product.state === 'repaid' || product.state === 'closed';
  const hideTradeButtons = user !== null && finished;
  return {
    banner: banners[0] ?? null,
    banners,
    hideTradeButtons,
    info: hideTradeButtons
      ? { code: product.state === 'repaid' ? 'trade.banner.loanRepaid' : 'trade.banner.loanClosed' }
      : null,
  };
}
