import type { sessionEn } from '../en/session';

/** The partner (sukuk) variant's wording of {@link sessionEn}, overriding it by key. */
export const sessionSukuk = {
  'auth.signedOut.title': 'Your session has ended',
  'auth.signedOut.body': 'Sign in to your online banking again to see your sukuk and to trade.',
} as const satisfies Partial<Record<keyof typeof sessionEn, string>>;
