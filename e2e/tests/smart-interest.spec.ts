import type { Page } from '@playwright/test';
import { SANDBOX_NOW } from '../env';
import { themeScope } from '../support/axe';
import { openSandboxPanel } from '../support/dev-panel';
import { presetPreferences } from '../support/session';
import { expect, test } from '../support/test';

// The Smart Interest page (000 §2) without changing anyone's holdings: the visitor's quote and the register
// gate, version 1's term slider, the restricted account, the fixed rates on the market, axe in both themes.
// Buying, cashing out and reinvesting are in smart-interest-holdings.spec.ts.

test.describe.configure({ timeout: 120_000 });

// the page's "today" (series open on it) is the browser's: pin it to the sandbox's clock
test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date(SANDBOX_NOW));
});

const main = (page: Page) => page.getByRole('main');
/** The order form's region, named by the page's h1 (the form repeats no title of its own). */
const quoteForm = (page: Page) => main(page).getByRole('region', { name: 'Smart Interest', exact: true });
/** The figures of the page's quote. */
const quoteFigures = (page: Page) => quoteForm(page).getByRole('region', { name: 'Your quote' });

async function quoteReady(page: Page) {
  await expect(quoteFigures(page).getByText('Total returned', { exact: true })).toBeVisible({
    timeout: 15_000,
  });
}

test('an anonymous quote shows the figures, and Invest sends the visitor to register', async ({ page }) => {
  await page.goto('/smart-interest/');
  await expect(page).toHaveTitle('Smart Interest · bondkit demo');
  const series = quoteForm(page).getByRole('group', { name: 'Choose a series' });
  await expect(series.getByRole('radio').first()).toBeChecked();
  await expect(quoteForm(page).getByLabel('Amount to invest')).toHaveValue('1000');
  await quoteReady(page);
  await expect(quoteFigures(page)).toContainText('Annual interest');
  // a visitor has no account choice
  await expect(quoteForm(page).getByRole('group', { name: 'Pay from' })).toHaveCount(0);

  // below the minimum: highlighted, the spec's message, Invest disabled
  const amount = quoteForm(page).getByLabel('Amount to invest');
  await amount.fill('50');
  await expect(quoteForm(page).getByText('The minimum that can be invested is £100.00.')).toBeVisible();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(quoteForm(page).getByRole('button', { name: 'Invest' })).toBeDisabled();
  await amount.fill('2500');
  await quoteReady(page);

  await quoteForm(page).getByRole('button', { name: 'Invest' }).click();
  await expect(page).toHaveURL(/\/login\?.*reason=register/);
  await expect(main(page)).toContainText('Opening an account is not available on this site yet');
});

test('version 1: the term slider moves by keyboard and the rate follows the table, per payout', async ({
  page,
}) => {
  await page.goto('/smart-interest/?version=1');
  const slider = quoteForm(page).getByRole('slider', { name: 'Term' });
  await expect(slider).toHaveAttribute('aria-valuetext', '5 years');
  const rate = quoteFigures(page).getByRole('definition').first();
  await expect(rate).toHaveText('7.50%');
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuetext', '6 years');
  await expect(rate).toHaveText('8.25%');
  await quoteForm(page)
    .getByRole('group', { name: 'Interest payout' })
    .getByRole('radio', { name: /Every year/ })
    .check();
  await expect(rate).toHaveText('7.375%');
  await quoteReady(page);
  await expect(quoteFigures(page)).toContainText('Maturity');

  // the version is kept in the address; its switch is the sandbox's (its panel at the page foot)
  await (await openSandboxPanel(page)).getByLabel('Version').selectOption('2');
  await expect(page).toHaveURL(/version=2/);
  await expect(quoteForm(page).getByRole('group', { name: 'Choose a series' })).toBeVisible();
});

test('a restricted account is told to contact support', async ({ page, signIn }) => {
  await signIn('blocked');
  await page.goto('/smart-interest/');
  await quoteReady(page);
  await quoteForm(page).getByRole('button', { name: 'Invest' }).click();
  await expect(quoteForm(page).getByRole('alert')).toHaveText(
    'Your account is restricted at the moment. Please contact support@sandbox.bondkit.test to resolve this.',
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the market’s Smart Interest category shows the fixed rates to users with the permission', async ({
  page,
  signIn,
}) => {
  await page.goto('/market/?category=smart_interest');
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main(page).getByRole('region', { name: 'Smart Interest fixed rates' })).toHaveCount(0);

  await signIn('investor');
  await page.goto('/market/?category=smart_interest');
  const rates = main(page).getByRole('region', { name: 'Smart Interest fixed rates' });
  await expect(rates).toContainText('Fixed rates from 4.00% to 9.00%');
  const rows = rates.getByRole('row');
  await expect(rows).toHaveCount(7);
  await expect(rows.nth(1)).toHaveText(/GBP\s*3 years\s*6\.25%\s*5\.75%/);
  await expect(rows.nth(6)).toHaveText(/EUR\s*7 years\s*7\.00%\s*6\.00%/);
});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`axe, ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await presetPreferences(page, { theme });
    });

    test('the Smart Interest page for a visitor, both versions', async ({ page, axe }) => {
      await page.goto('/smart-interest/');
      await quoteReady(page);
      await axe(`Smart Interest v2, visitor (${theme})`, themeScope(theme));
      await page.goto('/smart-interest/?version=1');
      await quoteReady(page);
      await axe(`Smart Interest v1, visitor (${theme})`, themeScope(theme));
    });

    test('the Smart Interest page for the investor, with the confirm modal', async ({
      page,
      axe,
      signIn,
    }) => {
      await signIn('investor');
      await page.goto('/smart-interest/');
      await quoteReady(page);
      await expect(main(page).getByRole('table', { name: 'Smart Interest holdings' })).toBeVisible();
      await axe(`Smart Interest with holdings (${theme})`, themeScope(theme));
      await quoteForm(page).getByRole('button', { name: 'Invest' }).click();
      const dialog = page.getByRole('dialog', { name: 'Confirm your investment' });
      await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeEnabled();
      await axe(`Smart Interest confirm modal (${theme})`, themeScope(theme));
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
    });
  });
}
