import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { themeScope } from '../support/axe';
import { presetPreferences } from '../support/session';
import { expect, test } from '../support/test';

// The lead-capture guide pages (000 §2, §5, §7, §8): every inline error of the form, then a real download of
// the generated PDF guide. Each test uses its own email address; guide requests change nothing others read.

const main = (page: Page) => page.getByRole('main');
const form = (page: Page, title: string) => main(page).getByRole('region', { name: title });
/** A field's inline error: the text its `aria-describedby` points to. */
async function errorOf(field: Locator): Promise<string | null> {
  const id = await field.getAttribute('aria-describedby');
  if (!id) return null;
  return field.page().locator(`[id="${id}"]`).textContent();
}

async function fill(scope: Locator, email: string, phone = '07911 123456') {
  await scope.getByRole('textbox', { name: 'Email' }).fill(email);
  await scope.getByRole('textbox', { name: 'First name' }).fill('Lena');
  await scope.getByRole('textbox', { name: 'Last name' }).fill('Lead');
  await scope.getByRole('textbox', { name: 'Contact number' }).fill(phone);
  await scope
    .getByRole('group', { name: 'Would you like to receive our newsletter?' })
    .getByRole('radio', { name: 'Yes' })
    .check();
}

test('the guide form shows every error, then downloads the investor guide as a real PDF', async ({
  page,
}) => {
  await page.goto('/guides/investor-guide/');
  await expect(page).toHaveTitle('Investor guide · bondkit demo');
  const guide = form(page, 'Download the investor guide');
  const email = guide.getByRole('textbox', { name: 'Email' });
  const phone = guide.getByRole('textbox', { name: 'Contact number' });
  const newsletter = guide.getByRole('group', { name: 'Would you like to receive our newsletter?' });

  await guide.getByRole('button', { name: 'Download the guide' }).click();
  for (const name of ['Email', 'First name', 'Last name', 'Contact number']) {
    const field = guide.getByRole('textbox', { name });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(await errorOf(field), name).toBe('This field is required');
  }
  expect(await errorOf(newsletter)).toBe('This field is required');
  await expect(email).toBeFocused();

  await email.fill('not-an-email');
  await expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
  await phone.fill('12345');
  await expect(phone).toHaveAccessibleDescription('Invalid phone number');
  await expect(guide.getByRole('combobox', { name: 'Country code' })).toHaveValue('GB');

  await fill(guide, 'e2e-investor-guide@example.com');
  for (const name of ['Email', 'First name', 'Last name', 'Contact number']) {
    await expect(guide.getByRole('textbox', { name })).not.toHaveAttribute('aria-invalid', 'true');
  }

  const downloading = page.waitForEvent('download');
  await guide.getByRole('button', { name: 'Download the guide' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('bondkit-investor-guide.pdf');
  const path = await download.path();
  const content = await readFile(path);
  expect(content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(guide.getByText('Download successful.')).toBeVisible();
});

test('the second guide downloads too, with a number of another country', async ({ page }) => {
  await page.goto('/guides/investor-guide/');
  await main(page)
    .getByRole('navigation', { name: 'Guides' })
    .getByRole('link', { name: 'Guide to fixed-rate saving' })
    .click();
  await expect(page).toHaveURL(/\/guides\/second-guide\/$/);
  const guide = form(page, 'Download the guide to fixed-rate saving');
  await guide.getByRole('combobox', { name: 'Country code' }).selectOption('US');
  await fill(guide, 'e2e-second-guide@example.com', '202 555 0143');
  const downloading = page.waitForEvent('download');
  await guide.getByRole('button', { name: 'Download the guide' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('bondkit-fixed-rate-saving-guide.pdf');
  const content = await readFile(await download.path());
  expect(content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(guide.getByText('Download successful.')).toBeVisible();
});

test('a failed download says so', async ({ page }) => {
  await page.route('**/api/guides/download/**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
  );
  await page.goto('/guides/investor-guide/');
  const guide = form(page, 'Download the investor guide');
  await fill(guide, 'e2e-failed-guide@example.com');
  await guide.getByRole('button', { name: 'Download the guide' }).click();
  await expect(guide.getByRole('alert')).toHaveText(
    'Error downloading. Please contact support if the issue continues.',
  );
});

test('the registration popup downloads the guide from a modal', async ({ page }) => {
  await page.goto('/guides/second-guide/');
  await main(page).getByRole('button', { name: 'Open the registration popup' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download the guide to fixed-rate saving' });
  await fill(dialog, 'e2e-popup-guide@example.com');
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download the guide' }).click();
  expect((await downloading).suggestedFilename()).toBe('bondkit-fixed-rate-saving-guide.pdf');
  await expect(dialog.getByText('Download successful.')).toBeVisible();
  const cookies = await page.context().cookies();
  const remembered = cookies.find((cookie) => cookie.name === 'bk_guide_second_guide');
  expect(remembered?.value).toBe('1');
  // the widget asks for 3650 days (its unit test checks that); Chromium caps any cookie at 400 days
  const days = ((remembered?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(399);
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe: the guide pages and the popup, ${theme} theme`, async ({ page, axe }) => {
    await presetPreferences(page, { theme });
    await page.goto('/guides/investor-guide/');
    const guide = form(page, 'Download the investor guide');
    await guide.getByRole('button', { name: 'Download the guide' }).click();
    await expect(guide.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    await axe(`investor guide with errors (${theme})`, themeScope(theme));
    await page.goto('/guides/second-guide/');
    await main(page).getByRole('button', { name: 'Open the registration popup' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await axe(`guide popup (${theme})`, themeScope(theme));
  });
}
