import { PERSONA_PASSWORD, personaEmail } from '../env';
import { openSandboxPanel } from '../support/dev-panel';
import { expect, test } from '../support/test';

test.describe('signing in and out', () => {
  test('a visitor signs in with the form and comes back to the page they came from', async ({ page }) => {
    await page.goto('/market/');
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fmarket%2F/);
    await expect(page).toHaveTitle('Sign in · bondkit demo');

    await page.getByLabel('Email').fill(personaEmail('investor'));
    await page.getByLabel('Password').fill(PERSONA_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    await expect(page).toHaveURL(/\/market\/$/);
    await expect(page.getByRole('banner')).toContainText(/Signed in as \S+/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible();
  });

  test("wrong credentials show the server's message and keep the visitor on the page", async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(personaEmail('investor'));
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Unable to log in with provided credentials.');
    await expect(alert).toBeFocused();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  });

  test('guessing is stopped: the fifth wrong password blocks the account with the spec message', async ({
    page,
  }) => {
    // an address no other test signs in with (the lock-out counts per account; 5 stays under the address's 20)
    await page.goto('/login');
    await page.getByLabel('Email').fill('guesser@sandbox.bondkit.test');
    const alert = page.getByRole('alert');
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await page.getByLabel('Password').fill(`wrong-${attempt}`);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(alert).toContainText('Unable to log in with provided credentials.');
    }
    await page.getByLabel('Password').fill('wrong-5');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(alert).toContainText(
      "Your login attempt has been blocked at this time as we've detected an unusual number of attempts.",
    );
    // what the visitor typed stays
    await expect(page.getByLabel('Email')).toHaveValue('guesser@sandbox.bondkit.test');
  });

  test('empty fields are reported before anything is sent', async ({ page }) => {
    let loginCalls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/login/')) loginCalls += 1;
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('This field is required');
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(loginCalls).toBe(0);
  });

  test("the sandbox panel's persona switcher signs in as the chosen persona and back out", async ({
    page,
  }) => {
    await page.goto('/market/');
    const switcher = (await openSandboxPanel(page)).getByLabel('Sandbox persona');
    await expect(switcher.locator('option')).not.toHaveCount(1);
    await switcher.selectOption({ label: await optionLabel(switcher, 'investor') });
    await expect(page.getByRole('banner')).toContainText('Signed in as');

    await switcher.selectOption({ label: 'Visitor (signed out)' });
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  });

  test('signing out ends the session on the server', async ({ page, signIn }) => {
    await signIn('investor');
    await page.goto('/market/');
    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    const me = await page.context().request.get('/api/customers/me/');
    expect(me.status()).toBe(401);
    await page.reload();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  });

  test('registration sends visitors to the sign-in page with a note', async ({ page }) => {
    await page.goto('/login?reason=register&next=%2Fmarket%2F');
    await expect(page.getByText('Opening an account is not available on this site yet')).toBeVisible();
    await expect(
      page.getByText(`every persona signs in with the password ${PERSONA_PASSWORD}`),
    ).toBeVisible();
  });
});

async function optionLabel(select: import('@playwright/test').Locator, persona: string): Promise<string> {
  const options = await select.locator('option').allTextContents();
  const match = options.find((text) => text.toLowerCase().includes(persona));
  if (!match) throw new Error(`no persona option for ${persona} in ${options.join(', ')}`);
  return match;
}
