import type { MessageDomain } from '../domains';

/**
 * Texts every widget shares: common words and form errors (ids `common.*`, `form.*`).
 * English. Texts quoted by the specs are copied exactly; `{name}` is a placeholder (`formatMessage`).
 */
export const commonEn = {
  // ── Common ────────────────────────────────────────────────────────────────
  'common.loading': 'Loading...',
  'common.close': 'Close',
  'common.dismiss': 'Dismiss',
  'common.notAvailable': 'N/A',
  'common.max': 'Max',
  'common.perpetual': 'Perpetual',
  'common.tryAgain': 'Try again',
  'common.minimum': 'Minimum {label}',
  'common.maximum': 'Maximum {label}',
  'common.notifications': 'Notifications',
  'common.yes': 'Yes',
  'common.no': 'No',

  // ── Forms (000 §5; generic, shared by the guide form and the account area's forms) ──
  'form.required': 'This field is required',
  'form.invalidEmail': 'Please enter a valid email address.',
  'form.invalidPhone': 'Invalid phone number',
} as const satisfies Record<string, string>;

/**
 * Shared by every widget: `common.*` words, `form.*` errors (registered by the provider).
 * Registered by the widgets that show it (`registerMessages`).
 */
export const commonMessages = { en: commonEn } as const satisfies MessageDomain;
