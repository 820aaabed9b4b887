import type { MessageDomain } from '../domains';

/**
 * Texts every widget shares: common words, form errors and sign-in refusals (ids `common.*`, `form.*`, `auth.*`).
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

  // ── Sign-in (the server's refusal after too many failed attempts: 429 `code: login_blocked`) ──
  'auth.loginBlocked':
    "Your login attempt has been blocked at this time as we've detected an unusual number of attempts.",
} as const satisfies Record<string, string>;

/**
 * Shared by every widget: `common.*` words, `form.*` errors, `auth.*` sign-in refusals (registered by the provider).
 * Registered by the widgets that show it (`registerMessages`).
 */
export const commonMessages = { en: commonEn } as const satisfies MessageDomain;
