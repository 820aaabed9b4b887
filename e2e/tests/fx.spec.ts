import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { main } from './trade-support';

// The currency exchange page (001 §2, §4 'Currency exchange', §5, §8): the balance and first amount, a quote
// after the debounce, the limit messages, refresh quote and complete, back to the dashboard with the success.

async function individualId(page: Page): Promise<number> {
  const response = await page.request.get('/api/customers/me/investment-accounts/');
  const list = (await response.json()) as { id: number; account_type: string }[];
  return list.find((a) => a.account_type === 'individual')!.id;
}

test('quote, the limit messages, refresh quote and complete', async ({ page, signIn, axe }) => {
  await signIn('investor');
  const id = await individualId(page);
  await page.goto(`/dashboard/foreign-exchange/${id}/GBP/`);
  const sell = main(page).getByRole('textbox', { name: 'You sell' });
  await expect(sell).toHaveValue('1000.00');
  await expect(main(page)).toContainText(/Rate: 1 GBP = [\d.]+ EUR/);
  // one heading: the page's h1 (the exchange's region is named by it, not headed again)
  await expect(page.getByRole('heading', { level: 1, name: 'Currency exchange' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Currency exchange' })).toHaveCount(1);
  await expect(main(page).getByRole('region', { name: 'Currency exchange' })).toBeVisible();
  await axe('fx: quoted');

  // over the balance and over the day's limit: both messages, no completing
  await sell.fill('150000');
  await expect(main(page)).toContainText(/You only have £[\d,.]+ available cash/);
  await expect(main(page)).toContainText(
    /The max you can buy immediately is €[\d,.]+ right now\. Please contact us during working hours to discuss converting the remaining amount\./,
  );
  await expect(main(page).getByRole('button', { name: 'Complete exchange' })).toBeDisabled();

  await sell.fill('500');
  await expect(main(page)).not.toContainText('available cash', { timeout: 5_000 });
  await main(page).getByRole('button', { name: 'Refresh quote' }).click();
  await expect(main(page).getByRole('button', { name: 'Complete exchange' })).toBeEnabled();
  await main(page).getByRole('button', { name: 'Complete exchange' }).click();
  await expect(page).toHaveURL(/\/dashboard\/$/);
  await expect(page.getByText('Currency exchange successful')).toBeVisible();
});

test('a failed completion keeps the amounts and says so; a read-only user cannot complete; the identity check first', async ({
  page,
  signIn,
}) => {
  await signIn('investor');
  const id = await individualId(page);
  await page.goto(`/dashboard/foreign-exchange/${id}/GBP/`);
  const sell = main(page).getByRole('textbox', { name: 'You sell' });
  await expect(sell).toHaveValue('1000.00');
  await sell.fill('250');
  await expect(main(page).getByRole('button', { name: 'Complete exchange' })).toBeEnabled();
  await page.route('**/fx-quotes/*/confirm/', (route) => route.abort('internetdisconnected'), { times: 1 });
  await main(page).getByRole('button', { name: 'Complete exchange' }).click();
  await expect(main(page)).toContainText('Unable to complete the FX quote');
  await expect(sell).toHaveValue('250');

  await page.context().clearCookies();
  await signIn('readonly');
  const readonlyId = await individualId(page);
  await page.goto(`/dashboard/foreign-exchange/${readonlyId}/GBP/`);
  await expect(main(page).getByRole('textbox', { name: 'You sell' })).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Complete exchange' })).toBeDisabled();
  await expect(main(page)).toContainText('Read-only users cannot exchange currency.');

  // the sandbox refuses quotes to a user who has not passed the identity check: the page sends them to it
  await page.context().clearCookies();
  await signIn('identity-check');
  const idaId = await individualId(page);
  await page.goto(`/dashboard/foreign-exchange/${idaId}/GBP/`);
  await expect(page).toHaveURL(/\/dashboard\/account-details\/documents\/$/);
});
