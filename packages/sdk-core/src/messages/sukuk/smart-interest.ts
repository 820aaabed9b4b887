import type { smartInterestEn } from '../en/smart-interest';

/** The partner (sukuk) variant's wording of {@link smartInterestEn}, overriding it by key. */
export const smartInterestSukuk = {
  // written (issue 17): a partner customer is not offered an interest product; the refusal does not name one
  'smartInterest.error.partnerRefused': 'This product is not available on your account.',
} as const satisfies Partial<Record<keyof typeof smartInterestEn, string>>;
