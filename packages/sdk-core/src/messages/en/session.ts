import type { MessageDomain } from '../domains';
import { sessionSukuk } from '../sukuk/session';

/**
 * The signed-out state of a widget for signed-in customers — an element whose session lapsed, a visitor sent to
 * sign in (ids `auth.signedOut.*`). English.
 */
export const sessionEn = {
  'auth.signedOut.title': 'You are signed out',
  'auth.signedOut.body': 'Sign in again to see your investments and to trade.',
} as const satisfies Record<string, string>;

/** The signed-out state's texts (registered by the widgets' `SignedOut`). */
export const sessionMessages = { en: sessionEn, sukuk: sessionSukuk } as const satisfies MessageDomain;
