import type { failureEn } from '../en/failure';

/** The partner (sukuk) variant's wording of {@link failureEn}, overriding it by key. */
export const failureSukuk = {
  'failure.productUnavailable': 'This certificate is not available.',
} as const satisfies Partial<Record<keyof typeof failureEn, string>>;
