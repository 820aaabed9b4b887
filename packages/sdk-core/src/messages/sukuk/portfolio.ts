import type { portfolioEn } from '../en/portfolio';

// Spec: 001 §2 'The partner variant relabels to performance wording', §9
/** The partner (sukuk) variant's wording of {@link portfolioEn}, overriding it by key. */
export const portfolioSukuk = {
  // written (issue 18; the specs say only 'performance wording'): sukuk pay profit, not interest
  'portfolio.overview.interestEarned': 'Profit Earned',
  'portfolio.overview.lifetimeInterestEarned': 'Lifetime Profit Earned',
  'portfolio.overview.projectedInterest': 'Projected Annual Profit',
  'portfolio.overview.currentYield': 'Current Return',
  'portfolio.overview.yieldToMaturity': 'Return to Maturity',
  'portfolio.overview.gains': 'Performance: {amount}',
  'portfolio.page.lifetimeToggle': 'Show lifetime performance',
  'portfolio.activity.group.interest': 'Profit distributions',
  'portfolio.picture.caption': 'Invested by sukuk issuer',
  'portfolio.holdings.bond': 'Sukuk',
  'portfolio.holdings.yield': 'Return to Maturity',
  'portfolio.holdings.empty': 'You hold no sukuk in this currency.',
} as const satisfies Partial<Record<keyof typeof portfolioEn, string>>;
