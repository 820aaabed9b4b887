import type { popupsEn } from '../en/popups';

/** The partner (sukuk) variant's wording of {@link popupsEn}, overriding it by key. */
export const popupsSukuk = {
  // written (issue 17): the partner offers sukuk only, no interest product
  'popup.consent.body': 'Would you like us to email you about new sukuk and offers?',
  'popup.welcome.body': 'Browse the sukuk market and invest in fractional certificates.',
} as const satisfies Partial<Record<keyof typeof popupsEn, string>>;
