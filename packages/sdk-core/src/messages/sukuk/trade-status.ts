import type { tradeStatusEn } from '../en/trade-status';

/** The partner (sukuk) variant's wording of {@link tradeStatusEn}, overriding it by key. */
export const tradeStatusSukuk = {
  // written (issue 17): the spec's banners with the partner's word for the product
  'trade.banner.loanSuspended': 'Trading for this sukuk is currently suspended',
  'trade.banner.loanRepaid': 'This sukuk has been repaid',
  'trade.banner.loanClosed': 'Trading for this sukuk is closed',
  'trade.banner.newIssue':
    'This is a new issue: the price and Periodical Distribution may vary before it is issued. We will email you to re-confirm your order.',
} as const satisfies Partial<Record<keyof typeof tradeStatusEn, string>>;
