import type { Page } from '@playwright/test';
import { openSandboxPanel } from '../support/dev-panel';
import { marketTable, searchBox } from '../support/market';
import { expect, test } from '../support/test';

/** The variant switch of the sandbox's panel (at the page foot, opened first). */
const variantSelect = async (page: Page) => (await openSandboxPanel(page)).getByLabel('Variant');
/** The sign-in page's sandbox personas (folded away under the form), opened. */
async function personaButtons(page: Page) {
  const personas = page.getByRole('main').getByRole('group').filter({ hasText: 'Sandbox personas' });
  await personas.getByText('Sandbox personas').click();
  return personas;
}

async function openSukukList(page: Page) {
  await page.goto('/market/');
  await (await variantSelect(page)).selectOption('sukuk');
  await expect(page.getByRole('heading', { level: 1, name: 'Sukuk market' })).toBeVisible();
  const list = page.getByRole('button', { name: 'List view' });
  if ((await list.getAttribute('aria-pressed')) !== 'true') await list.click();
  const table = marketTable(page, 'sukuk');
  await expect(table).toBeVisible();
  return table;
}

test.describe('the sukuk (partner) variant', () => {
  test('starts in the card view and shows the sukuk columns in the list', async ({ page }) => {
    await page.goto('/market/');
    await (await variantSelect(page)).selectOption('sukuk');
    await expect(page.getByRole('button', { name: 'Card view' })).toHaveAttribute('aria-pressed', 'true');

    const table = await openSukukList(page);
    // every column the list has, those its width leaves out included (they collapse below 1,400 px)
    const headers = (await table.getByRole('columnheader', { includeHidden: true }).allTextContents()).map(
      (text) => text.replace(/[↕▲▼]/g, '').trim(),
    );
    // the sukuk columns of 002 §2.1, then the (visually hidden) actions header
    expect(headers).toEqual([
      'Underlying Sukuk',
      'Seniority',
      'Maturity',
      'Periodical Distribution',
      'Return to Maturity',
      'Buy price',
      'Sell price',
      'Available',
      'Invested',
      'Actions',
    ]);
  });

  test('uses the sukuk wording', async ({ page }) => {
    await openSukukList(page);
    await page.getByRole('button', { name: /^Filters/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await expect(dialog.getByRole('button', { name: 'Show Fractional Certificates' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Show bonds' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await searchBox(page).fill('no such sukuk qqq');
    await expect(page.getByRole('heading', { name: 'Nothing to see here' })).toBeVisible();
    await expect(page.getByText('There are no sukuk that match your filters and/or search')).toBeVisible();
    await page.getByRole('button', { name: 'Clear all' }).click();
    await expect(marketTable(page, 'sukuk')).toBeVisible();
  });

  test('the variant is remembered, and follows the signed-in persona’s partner', async ({ page }) => {
    await page.goto('/market/');
    await (await variantSelect(page)).selectOption('sukuk');
    await page.reload();
    await expect(await variantSelect(page)).toHaveValue('sukuk');
    await expect(page.getByRole('heading', { level: 1, name: 'Sukuk market' })).toBeVisible();

    // an investor of the standard site signs in: the variant follows (no partner)
    await page.goto('/login?next=%2Fmarket%2F');
    await (await personaButtons(page)).getByRole('button', { name: /Standard investor/ }).click();
    await expect(page).toHaveURL(/\/market\/$/);
    await expect(await variantSelect(page)).toHaveValue('standard');
  });

  test('a partner customer signing in gets the sukuk variant', async ({ page, signIn }) => {
    await signIn('sukuk');
    await page.goto('/login?next=%2Fmarket%2F');
    // already signed in: the sign-in page sends the user on
    await expect(page).toHaveURL(/\/market\/$/);
    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await page.goto('/login?next=%2Fmarket%2F');
    await (await personaButtons(page)).getByRole('button', { name: /sukuk/i }).first().click();
    await expect(page).toHaveURL(/\/market\/$/);
    await expect(await variantSelect(page)).toHaveValue('sukuk');
    await expect(page.getByRole('heading', { level: 1, name: 'Sukuk market' })).toBeVisible();
  });
});

test('the theme switch is remembered across reloads', async ({ page }) => {
  await page.goto('/market/');
  const theme = (await openSandboxPanel(page)).getByLabel('Theme');
  await theme.selectOption('dark');
  await expect(page.locator('html')).toHaveAttribute('data-bk-theme', 'dark');
  await page.reload();
  await expect((await openSandboxPanel(page)).getByLabel('Theme')).toHaveValue('dark');
  await expect(page.locator('html')).toHaveAttribute('data-bk-theme', 'dark');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(15, 21, 32)');
});
