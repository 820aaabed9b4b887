import {
  type BondkitClient,
  createClient,
  isTwoFactorChallenge,
  login,
  type SessionUser,
  sessionUserSchema,
  type TwoFactorChallenge,
  verifyLoginCode,
} from '@bondkit/sdk-core';
import { createStore, useStore } from './store';

/** The sandbox's one documented password for every persona (a sandbox demo, not a secret). */
export const SANDBOX_PASSWORD = 'Sandbox!2026';

export type Session =
  | { status: 'loading' }
  | { status: 'visitor' }
  | { status: 'signed-in'; user: SessionUser };

export const sessionStore = createStore<Session>({ status: 'loading' });
export const useSession = () => useStore(sessionStore);

/** Where the shell sends a user whose session ended (the router registers it). */
let unauthorizedHandler: () => void = () => {};
export function onSessionExpired(handler: () => void): void {
  unauthorizedHandler = handler;
}

/** The client every widget uses: same-origin session cookie + CSRF; a 401 sends the user to sign in. */
export const client: BondkitClient = createClient({
  baseUrl: '/api',
  onUnauthorized: () => {
    sessionStore.set({ status: 'visitor' });
    unauthorizedHandler();
  },
});

/** Probing the session: a visitor's 401 is an answer here, not an expired session. */
export async function loadSession(): Promise<void> {
  try {
    const user = await client.get('customers/me/', sessionUserSchema, { silentUnauthorized: true });
    sessionStore.set({ status: 'signed-in', user });
  } catch {
    sessionStore.set({ status: 'visitor' });
  }
}

/**
 * Signs in with email and password: the session user, or — for a customer with an authenticator app — the wait
 * for its code ({@link signInWithCode}), with no session yet.
 */
export async function signIn(email: string, password: string): Promise<SessionUser | TwoFactorChallenge> {
  const answer = await login(client, { email, password });
  if (!isTwoFactorChallenge(answer)) sessionStore.set({ status: 'signed-in', user: answer });
  return answer;
}

/** The sign-in's second step: the challenge's token and the authenticator's code open the session. */
export async function signInWithCode(token: string, code: string): Promise<SessionUser> {
  const user = await verifyLoginCode(client, { token, code });
  sessionStore.set({ status: 'signed-in', user });
  return user;
}

export async function signOut(): Promise<void> {
  try {
    await client.fetchRaw('auth/logout/', { method: 'POST', silentUnauthorized: true });
  } finally {
    sessionStore.set({ status: 'visitor' });
  }
}

export function displayName(user: SessionUser): string {
  return [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email;
}
