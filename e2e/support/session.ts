import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { PERSONA_PASSWORD, personaEmail } from '../env';

export type PersonaKey =
  | 'investor'
  | 'readonly'
  | 'cooling-off'
  | 'isa-restricted'
  | 'sipp'
  | 'corporate'
  | 'sukuk'
  | 'identity-check'
  | 'blocked'
  | 'new'
  | 'long-history'
  | 'ifisa-agreement';

/**
 * Signs the page's browser context in as a sandbox persona through the real API (same origin via the host's
 * proxy, so the session and CSRF cookies land where the app reads them). Navigate (or reload) afterwards.
 */
export async function signIn(page: Page, persona: PersonaKey): Promise<void> {
  const api = page.context().request;
  const csrf = await api.get('/api/auth/csrf/');
  expect(csrf.status()).toBeLessThan(300);
  const cookies = await page.context().cookies();
  const token = cookies.find((cookie) => cookie.name === 'csrftoken')?.value;
  if (!token) throw new Error('the sandbox set no csrftoken cookie');
  const response = await api.post('/api/auth/login/', {
    data: { email: personaEmail(persona), password: PERSONA_PASSWORD },
    headers: { 'X-CSRFToken': token },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The demo's settings live in localStorage: set them before the app boots. */
export async function presetPreferences(
  page: Page,
  preferences: { variant?: 'standard' | 'sukuk'; theme?: 'light' | 'dark' },
): Promise<void> {
  await page.addInitScript((prefs) => {
    if (sessionStorage.getItem('bondkit-e2e:prefs') === '1') return;
    sessionStorage.setItem('bondkit-e2e:prefs', '1');
    if (prefs.variant) localStorage.setItem('bondkit-demo:variant', prefs.variant);
    if (prefs.theme) localStorage.setItem('bondkit-demo:theme', prefs.theme);
  }, preferences);
}
