import type { MessageDomain } from '../domains';
import { tradeStatusSukuk } from '../sukuk/trade-status';

// Spec: 002 §4.3, §8
/**
 * Trade-status banners of the bond detail and the trade ticket (ids `trade.banner.*`).
 * English. Texts quoted by the specs are copied exactly; `{name}` is a placeholder (`formatMessage`).
 */
export const tradeStatusEn = {
  // ── Trade-status banners (002 §4.3, §8) ───────────────────────────────────
  'trade.banner.coolingOff': '24 hour temporary account hold for regulatory compliance',
  'trade.banner.marketClosed': 'The market is currently closed',
  'trade.banner.marketClosedResumes': 'Trading resumes at {time}',
  'trade.banner.marketSuspended': 'The market is currently suspended',
  'trade.banner.loanSuspended': 'Trading for this bond is currently suspended',
  'trade.banner.buySuspended': 'Buy is currently suspended',
  'trade.banner.loanRepaid': 'This bond has been repaid',
  'trade.banner.loanClosed': 'Trading for this bond is closed',
  'trade.banner.insufficientAvailability': 'Insufficient availability to buy',
  'trade.banner.outsideTradingHours': 'Outside of market trading hours',
  'trade.banner.executeImmediately': 'Trade will execute immediately',
  // the banner's heading and body each a whole sentence (002 §8 quotes 'cannot be cancelled once it is placed')
  'trade.banner.cannotBeCancelled': 'It cannot be cancelled once it is placed.',
  'trade.banner.settlement': 'Settlement date: {date}.',
  'trade.banner.newIssue':
    'This is a new issue: the price and coupon may vary before it is issued. We will email you to re-confirm your order.',
  'trade.banner.outsideRiskRating':
    'This sukuk is outside your risk rating. Retake the customer assessment to buy it.',
  'trade.banner.accountRestricted': 'Your account is restricted at the moment.',
  'trade.banner.contactSupport': 'Please contact support for help.',
  // the platform's refusal of an order from an account not set up yet, said before the customer starts
  'trade.banner.setupRequired':
    'Your account cannot place orders yet. Please complete your account setup first.',
  // written: what the setup needs, while this site has no page for it
  'trade.banner.setupMissing':
    'Account setup needs the investor questionnaire, which is not available on this site yet. Your dashboard shows your account and its cash meanwhile.',
  'trade.banner.setupLink': 'Go to your dashboard',
  // the trade ticket's own banner
  'trade.banner.readOnly': 'Read-only users cannot trade.',
} as const satisfies Record<string, string>;

/** Trade-status banners: `trade.banner.*`, registered by the widgets that show it (`registerMessages`). */
export const tradeStatusMessages = {
  en: tradeStatusEn,
  sukuk: tradeStatusSukuk,
} as const satisfies MessageDomain;
