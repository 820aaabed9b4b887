import type { commonEn } from '../en/common';

/** The partner (sukuk) variant's wording of {@link commonEn}, overriding it by key. */
export const commonSukuk = {
  'auth.signedOut.title': 'Your session has ended',
  'auth.signedOut.body': 'Sign in to your online banking again to see your sukuk and to trade.',
} as const satisfies Partial<Record<keyof typeof commonEn, string>>;
