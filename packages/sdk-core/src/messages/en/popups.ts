import type { MessageDomain } from '../domains';
import { popupsSukuk } from '../sukuk/popups';

// Spec: 000 §2 'Popups and lead capture'
/**
 * Popups: the email-marketing consent popup and the welcome modal
 * (ids `popup.*`).
 * English. Texts quoted by the specs are copied exactly; `{name}` is a placeholder (`formatMessage`).
 */
export const popupsEn = {
  // ── Popups (000 §2 'Popups and lead capture'; the widgets' own words) ──
  'popup.consent.title': 'Hear about new investments',
  'popup.consent.body': 'Would you like us to email you about new bonds, Smart Interest series and offers?',
  'popup.consent.yes': 'Yes, email me',
  'popup.consent.no': 'No, thanks',
  'popup.consent.failed': 'Something went wrong. Please try later.',
  'popup.consent.saved': 'Your email preferences have been saved.',
  'popup.welcome.title': 'Welcome to bondkit',
  'popup.welcome.titleNamed': 'Welcome, {name}',
  'popup.welcome.body':
    'Browse the bond market, save at a fixed rate with Smart Interest, and project your savings with the calculator.',
  'popup.welcome.start': 'Get started',
} as const satisfies Record<string, string>;

/** Popups: `popup.*`, registered by the widgets that show it (`registerMessages`). */
export const popupsMessages = { en: popupsEn, sukuk: popupsSukuk } as const satisfies MessageDomain;
