import {
  isPartnerCustomer,
  isTwoFactorChallenge,
  type SessionUser,
  type TwoFactorChallenge,
} from '@bondkit/sdk-core';
import { setVariant } from './preferences';
import { SANDBOX_PASSWORD, signIn, signInWithCode, signOut } from './session';

/** The variant follows the signed-in user's partner: the bank's customers see the sukuk variant. */
export function followPartner(user: SessionUser): void {
  setVariant(isPartnerCustomer(user) ? 'sukuk' : 'standard');
}

/** Signs in with a password: the user (the variant follows them), or the wait for an authenticator's code. */
export async function signInWith(email: string, password: string): Promise<SessionUser | TwoFactorChallenge> {
  const answer = await signIn(email, password);
  if (!isTwoFactorChallenge(answer)) followPartner(answer);
  return answer;
}

/** The second step of a sign-in that waits for an authenticator's code. */
export async function signInWithAuthenticator(token: string, code: string): Promise<SessionUser> {
  const user = await signInWithCode(token, code);
  followPartner(user);
  return user;
}

/**
 * Switches to a sandbox persona (signing the current user out first). A persona that has set up an
 * authenticator app waits for its code: the answer is the challenge, and the sign-in page takes the code.
 */
export async function switchToPersona(
  email: string | null,
  signedIn: boolean,
): Promise<SessionUser | TwoFactorChallenge | null> {
  if (signedIn) await signOut();
  if (email === null) return null;
  return signInWith(email, SANDBOX_PASSWORD);
}

/** A `next` address is only followed when it stays on this site. */
export function safeNext(next: string | null | undefined): string {
  // the signed-in home is the dashboard (001 §2)
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/dashboard/';
  if (next === '/login' || next.startsWith('/login?') || next.startsWith('/login/')) return '/dashboard/';
  return next;
}

export function loginAddress(next: string, reason?: 'register'): string {
  const params = new URLSearchParams({ next });
  if (reason) params.set('reason', reason);
  return `/login?${params.toString()}`;
}
