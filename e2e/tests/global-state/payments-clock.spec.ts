import { expect, test } from '../../support/test';
import { main } from '../trade-support';

// A manual bank transfer lands once the sandbox clock passes 24 hours (001 §5 'up to 24 hours'): the funding
// page follows it until it has. This file moves the clock for everyone, so it runs in the 'global-state' project.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ sandbox }) => {
  await sandbox.reset();
});

test.afterAll(async ({ sandbox }) => {
  await sandbox.setClock();
});

test('a bank transfer waits with its details to copy, and lands after the sandbox clock passes 24 hours', async ({
  page,
  signIn,
  sandbox,
}) => {
  await signIn('investor');
  const response = await page.request.get('/api/customers/me/investment-accounts/');
  const list = (await response.json()) as { id: number; account_type: string }[];
  const id = list.find((a) => a.account_type === 'individual')!.id;
  await page.goto(`/dashboard/payments/fund/${id}/GBP/`);
  await main(page).getByRole('textbox', { name: 'Amount to add' }).fill('400');
  await main(page).getByRole('button', { name: 'Proceed' }).click();
  await main(page)
    .getByRole('radio', { name: /^Bank transfer/ })
    .check();
  await main(page).getByRole('button', { name: 'Continue' }).click();
  await main(page).getByRole('button', { name: 'Show the bank details' }).click();
  await expect(main(page)).toContainText('It arrives in up to 24 hours.');
  await expect(main(page).getByRole('button', { name: 'Copy Reference' })).toBeVisible();
  await expect(main(page)).toContainText('Waiting for your funds to arrive…');

  await sandbox.setClock('2026-11-24T11:00:00Z');
  await expect(main(page).getByText('Your funds have arrived.')).toBeVisible({ timeout: 15_000 });
});
