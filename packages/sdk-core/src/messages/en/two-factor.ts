import type { MessageDomain } from '../domains';

// Spec: 002 §2.7, §4.9, §5.4, §8
/**
 * Two-factor sign-in and its set-up (ids `twoFactor.*`). English. Texts quoted by the specs are copied
 * exactly; the others are written in the same voice. `{name}` is a placeholder (`formatMessage`).
 */
export const twoFactorEn = {
  // 002 §8
  'twoFactor.codeIncorrect':
    "The security code you entered was incorrect. If you've lost access to this phone, contact support.",
  // written: 002 §5.4 says authenticator codes are six digits
  'twoFactor.codeDigits': 'Enter the six digits your authenticator app shows.',
  'twoFactor.loginExpired': 'Your sign-in has expired. Please sign in again with your password.',
  'twoFactor.alreadySetUp':
    'An authenticator app is set up already. Turn it off with one of its codes before setting up another.',
  'twoFactor.noSetup': 'Start setting up your authenticator app first.',
  'twoFactor.readOnly': 'Read-only users cannot change how they sign in.',
  'twoFactor.tokenNeedsCode':
    'This account signs in with an authenticator app: send a code from it with the password.',
} as const satisfies Record<string, string>;

/** Two-factor sign-in and set-up texts, registered by the widgets that show them (`registerMessages`). */
export const twoFactorMessages = { en: twoFactorEn } as const satisfies MessageDomain;
