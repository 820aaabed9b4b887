import type { MessageDomain } from '../domains';

// Spec: 001 §2, §8
/**
 * The dashboard and portfolio pages (ids `portfolio.*`).
 * English. Texts quoted by the specs are copied exactly; `{name}` is a placeholder (`formatMessage`).
 */
export const portfolioEn = {
  // ── Dashboard notices (001 §2) ─────────────────────────────────────────────
  'portfolio.notice.kyc.title': 'Know your customer update',
  'portfolio.notice.kyc.action': 'Upload documents',
  // ── Overview (001 §2) ──────────────────────────────────────────────────────
  'portfolio.overview.cash': 'Cash',
  'portfolio.overview.portfolioValue': 'Portfolio Value',
  'portfolio.overview.interestEarned': 'Interest Earned',
  'portfolio.overview.lifetimeInterestEarned': 'Lifetime Interest Earned',
  'portfolio.overview.projectedInterest': 'Projected Annual Interest',
  'portfolio.overview.currentYield': 'Current Yield',
  'portfolio.overview.yieldToMaturity': 'Yield to Maturity',
  // ── Failure (001 §8) ───────────────────────────────────────────────────────
  'portfolio.loadFailed.title': 'Investment portfolio data failed to load',
  'portfolio.loadFailed.text': 'Try loading the data again. If the problem continues, contact support.',
  'portfolio.loadFailed.retry': 'Retry loading',
} as const satisfies Record<string, string>;

/** The dashboard and portfolio pages: `portfolio.*`, registered by the widgets that show them (`registerMessages`). */
export const portfolioMessages = { en: portfolioEn } as const satisfies MessageDomain;
