import type { tradeReviewEn } from '../en/trade-review';

/** The partner (sukuk) variant's wording of {@link tradeReviewEn}, overriding it by key. */
export const tradeReviewSukuk = {
  'trade.review.bond': 'Sukuk',
} as const satisfies Partial<Record<keyof typeof tradeReviewEn, string>>;
