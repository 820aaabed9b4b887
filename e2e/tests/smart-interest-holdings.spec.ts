import type { Locator, Page } from '@playwright/test';
import { SANDBOX_NOW } from '../env';
import { themeScope } from '../support/axe';
import { presetPreferences } from '../support/session';
import { expect, test } from '../support/test';

// The investor's Smart Interest holdings (000 §2 '#my-investments', §4): buying a series, cashing out and
// reinvesting change the investor's Smart Interest holdings, which no other spec file reads; the purchase
// debits £1,000 of the investor's GBP cash, and the trade specs assert nothing that depends on that balance.
// The tests run in order: the automatic reinvest modal needs DB-0003 still un-booked.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

const main = (page: Page) => page.getByRole('main');
const holdingsTable = (page: Page) => main(page).getByRole('table', { name: 'Smart Interest holdings' });
/** A holding's row, by the reference in its row header. */
const holdingRow = (page: Page, reference: string): Locator =>
  holdingsTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(reference) }) });
const quoteForm = (page: Page) => main(page).getByRole('region', { name: 'Smart Interest', exact: true });

test.beforeEach(async ({ page, signIn }) => {
  // the reinvest notices count days from the browser's today: pin it to the sandbox's clock
  await page.clock.setFixedTime(new Date(SANDBOX_NOW));
  await signIn('investor');
});

test('#my-investments in version 2 opens the first reinvest modal by itself', async ({ page, axe }) => {
  await page.goto('/smart-interest/#my-investments');
  const dialog = page.getByRole('dialog', { name: /^Reinvest / });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('DB-0003');
  await expect(dialog.getByText('Total returned', { exact: true })).toBeVisible();
  await axe('reinvest modal');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // version 1 does not open it
  await page.goto('/smart-interest/?version=1#my-investments');
  await expect(holdingsTable(page)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the investor buys a series and sees the new holding', async ({ page }) => {
  await page.goto('/smart-interest/');
  const form = quoteForm(page);
  await form.getByRole('group', { name: 'Choose a series' }).getByRole('radio').nth(1).check();
  const accounts = form.getByRole('group', { name: 'Pay from' });
  await expect(accounts.getByRole('radio').first()).toBeChecked();
  await form.getByLabel('Amount to invest').fill('1000');
  await expect(form.getByRole('region', { name: 'Your quote' })).toContainText('Total returned', {
    timeout: 15_000,
  });
  await form.getByRole('button', { name: 'Invest' }).click();

  const dialog = page.getByRole('dialog', { name: 'Confirm your investment' });
  await expect(dialog).toContainText('£1,000.00');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  const success = form.getByText('Your investment has been placed');
  await expect(success).toBeVisible();
  const body = (await form.getByText(/^Reference DB-\d+/).textContent()) ?? '';
  const reference = /Reference (DB-\d+)/.exec(body)?.[1];
  expect(reference).toBeTruthy();

  await form.getByRole('button', { name: 'View my investments' }).click();
  const row = holdingRow(page, reference!);
  await expect(row).toBeVisible();
  await expect(row).toContainText('£1,000.00');
  await expect(row).toContainText('Open');
  await expect(row.getByRole('button', { name: /^Cash out/ })).toBeVisible();
});

test('cash out: the confirmation shows fee, forfeited interest and sale amount, then “Cash out requested”', async ({
  page,
  axe,
}) => {
  await page.goto('/smart-interest/#my-investments');
  // the reinvest modal opens by itself first
  await page
    .getByRole('dialog', { name: /^Reinvest / })
    .getByRole('button', { name: 'Cancel' })
    .click();
  const row = holdingRow(page, 'DB-0001');
  await expect(row).toContainText('Open');
  await row.getByRole('button', { name: /^Cash out/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Cash out / });
  await expect(dialog.getByText('Sale fee', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Forfeited interest', { exact: true })).toBeVisible();
  await expect(dialog).toContainText('£5,251.37');
  await axe('cash-out confirmation');
  await dialog.getByRole('button', { name: 'Confirm cash out' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Cash out requested');
  await expect(row.getByRole('button', { name: /^Cash out/ })).toHaveCount(0);

  await page.reload();
  await expect(holdingRow(page, 'DB-0001')).toContainText('Cash out requested');
});

test('reinvest a holding near maturity into a new series', async ({ page }) => {
  await page.goto('/smart-interest/?version=1');
  // the 30-day notice names the holding and offers to reinvest
  const notices = main(page).getByRole('region', { name: 'Reinvest notices' });
  await expect(notices).toContainText('matures in 30 days');
  const row = holdingRow(page, 'DB-0005');
  await row.getByRole('button', { name: /^Reinvest/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Reinvest / });
  await expect(dialog).toContainText('DB-0005');
  const series = dialog.getByRole('group', { name: 'Choose a series' });
  await series.getByRole('radio').nth(2).check();
  await dialog.getByRole('checkbox', { name: 'Also reinvest the final interest payment' }).check();
  await expect(dialog.getByText('Total returned', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm reinvestment' }).click();
  await expect(dialog.getByText('Reinvestment successful')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Reinvesting into');
  await expect(row.getByRole('button')).toHaveCount(0);
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe: holdings and reinvest notices, ${theme} theme`, async ({ page, axe }) => {
    await presetPreferences(page, { theme });
    await page.goto('/smart-interest/?version=1#my-investments');
    await expect(holdingsTable(page)).toBeVisible();
    await expect(main(page).getByRole('region', { name: 'Reinvest notices' })).toBeVisible();
    await axe(`Smart Interest holdings (${theme})`, themeScope(theme));
  });
}
