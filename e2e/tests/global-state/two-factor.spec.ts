import { authenticatorCode } from '@bondkit/sandbox/testing';
import type { Page } from '@playwright/test';
import { PERSONA_PASSWORD, personaEmail } from '../../env';
import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/test';

// Sign-in with an authenticator app (002 §2.7, §4.9): the set-up through the API (its page comes with the rest
// of issue 28), then the sign-in page's second step. The codes are computed from the set-up's secret with the
// library an authenticator app follows, at the sandbox's time: the clock is pinned to the middle of a 30-second
// step before each code, so the step the test computes for is the one the server checks. This file moves the
// clock for everyone, so it runs in the 'global-state' project.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ sandbox }) => {
  await sandbox.reset();
});

test.afterAll(async ({ sandbox }) => {
  // the reset removes the authenticator again
  await sandbox.reset();
});

const STEP_ONE = '2026-11-23T10:00:15Z';
const STEP_TWO = '2026-11-23T10:00:45Z';

async function csrfHeaders(page: Page): Promise<Record<string, string>> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value;
  if (!token) throw new Error('no csrftoken cookie');
  return { 'X-CSRFToken': token };
}

test('a customer with an authenticator app signs in with its code; a wrong code says so and keeps the page', async ({
  page,
  signIn,
  sandbox,
}) => {
  await signIn('ifisa-agreement');
  const started = await page.request.post('/api/auth/two-factor/totp/', {
    data: {},
    headers: await csrfHeaders(page),
  });
  expect(started.status()).toBe(201);
  const { secret } = (await started.json()) as { secret: string };
  const codeAt = (at: string) => authenticatorCode(secret, at);

  await sandbox.setClock(STEP_ONE);
  const confirmed = await page.request.post('/api/auth/two-factor/totp/confirm/', {
    data: { otp_token: codeAt(STEP_ONE) },
    headers: await csrfHeaders(page),
  });
  expect(confirmed.status()).toBe(200);
  expect((await page.request.post('/api/auth/logout/', { headers: await csrfHeaders(page) })).status()).toBe(
    204,
  );

  await page.goto('/login?next=%2Fdashboard%2F');
  await page.getByLabel('Email').fill(personaEmail('ifisa-agreement'));
  await page.getByLabel('Password').fill(PERSONA_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  // the second step: no session yet, the heading focused, the code asked for
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeFocused();
  const code = page.getByRole('textbox', { name: 'Security code' });
  await expect(code).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'the sign-in code step');

  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByRole('alert')).toContainText('This field is required');

  await sandbox.setClock(STEP_TWO);
  const right = codeAt(STEP_TWO);
  const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
  await code.fill(wrong);
  await page.getByRole('button', { name: 'Proceed' }).click();
  const incorrect =
    "The security code you entered was incorrect. If you've lost access to this phone, contact support.";
  await expect(page.getByRole('alert')).toContainText(incorrect);
  await expect(code).toHaveValue(wrong);
  await expect(code).toHaveAttribute('aria-invalid', 'true');

  await sandbox.setClock(STEP_TWO);
  await code.fill(right);
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page).toHaveURL(/\/dashboard\/$/);
  await expect(page.getByRole('banner')).toContainText(/Signed in as \S+/);
});
