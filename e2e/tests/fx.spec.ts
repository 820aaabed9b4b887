import type { Page } from '@playwright/test';
import { expectFocusKept } from '../support/focus';
import { expect, test } from '../support/test';
import { main } from './trade-support';

// The currency exchange page (001 §2, §4 'Currency exchange', §5, §8): the balance and first amount, a quote
// after the debounce, the limit messages, the one refresh, the review before the exchange is booked, and the
// outcome on the page.

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
  await expect(main(page).getByRole('button', { name: 'Review exchange' })).toBeDisabled();

  await sell.fill('500');
  await expect(main(page)).not.toContainText('available cash', { timeout: 5_000 });
  await main(page).getByRole('button', { name: 'Refresh quote' }).click();
  await expect(main(page).getByRole('button', { name: 'Review exchange' })).toBeEnabled();
  await main(page).getByRole('button', { name: 'Review exchange' }).click();
  await main(page).getByRole('button', { name: 'Complete exchange' }).click();
  await expect(main(page).getByRole('heading', { name: 'Currency exchange successful' })).toBeVisible();
});

test('the exchange shows its fee as money, has one refresh, and is reviewed before it is booked, focus on each heading', async ({
  page,
  signIn,
  axe,
}) => {
  await signIn('investor');
  const id = await individualId(page);
  /** the account's cash in a currency, as the sandbox holds it */
  const cash = async (currency: 'GBP' | 'EUR') => {
    const response = await page.request.get(`/api/customers/me/investment-accounts/${id}/balances/`);
    return ((await response.json()) as { currencies: Record<string, string> }).currencies[currency];
  };
  const gbpBefore = await cash('GBP');
  await page.goto(`/dashboard/foreign-exchange/${id}/GBP/`);
  const sell = main(page).getByRole('textbox', { name: 'You sell' });
  await expect(sell).toHaveValue('1000.00');
  // the fee in money beside its percentage: 0.25 % of £1,000.00
  await expect(main(page)).toContainText('Fee: £2.50 (0.25%)');
  // one refresh action
  await expect(main(page).getByRole('button', { name: /^Refresh/ })).toHaveCount(1);
  await expect(main(page).getByRole('button', { name: 'Refresh quote' })).toBeVisible();

  // the review: amounts, rate and fee in money, focus on its heading, nothing booked
  await main(page).getByRole('button', { name: 'Review exchange' }).click();
  const review = main(page).getByTestId('bk-fx-review');
  await expect(review.getByRole('heading', { name: 'Review your exchange' })).toBeFocused();
  await expectFocusKept(page, 'the review opening');
  await expect(review).toContainText('You sell£1,000.00');
  await expect(review).toContainText('Fee£2.50 (0.25%), included in the rate');
  await expect(review).toContainText(/Rate1 GBP = [\d.]+ EUR/);
  await axe('fx: review');
  expect(await cash('GBP')).toBe(gbpBefore);

  // back keeps the amount; focus on it
  await review.getByRole('button', { name: 'Change amounts' }).click();
  await expect(sell).toHaveValue('1000.00');
  await expect(sell).toBeFocused();
  expect(await cash('GBP')).toBe(gbpBefore);

  // the final action books it; the outcome stays on the page, focus on its heading
  await expect(main(page).getByRole('button', { name: 'Review exchange' })).toBeEnabled();
  await main(page).getByRole('button', { name: 'Review exchange' }).click();
  await main(page).getByTestId('bk-fx-review').getByRole('button', { name: 'Complete exchange' }).click();
  const outcome = main(page).getByTestId('bk-fx-outcome');
  await expect(outcome.getByRole('heading', { name: 'Currency exchange successful' })).toBeFocused();
  await expectFocusKept(page, 'Complete exchange');
  await expect(page).toHaveURL(new RegExp(`/dashboard/foreign-exchange/${id}/GBP/$`));
  await expect(outcome).toContainText('You sold£1,000.00');
  await expect(outcome).toContainText('Fee£2.50 (0.25%), included in the rate');
  await expect(outcome.getByRole('link', { name: 'Go to your dashboard' })).toBeVisible();
  expect(Number(await cash('GBP'))).toBeCloseTo(Number(gbpBefore) - 1000, 2);
  await outcome.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard\/$/);
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
  await expect(main(page).getByRole('button', { name: 'Review exchange' })).toBeEnabled();
  await page.route('**/fx-quotes/*/confirm/', (route) => route.abort('internetdisconnected'), { times: 1 });
  await main(page).getByRole('button', { name: 'Review exchange' }).click();
  await main(page).getByRole('button', { name: 'Complete exchange' }).click();
  await expect(main(page)).toContainText('Unable to complete the FX quote');
  await main(page).getByRole('button', { name: 'Change amounts' }).click();
  await expect(sell).toHaveValue('250');

  await page.context().clearCookies();
  await signIn('readonly');
  const readonlyId = await individualId(page);
  await page.goto(`/dashboard/foreign-exchange/${readonlyId}/GBP/`);
  await expect(main(page).getByRole('textbox', { name: 'You sell' })).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Review exchange' })).toBeDisabled();
  await expect(main(page)).toContainText('Read-only users cannot exchange currency.');

  // the sandbox refuses quotes to a user who has not passed the identity check: the page sends them to it
  await page.context().clearCookies();
  await signIn('identity-check');
  const idaId = await individualId(page);
  await page.goto(`/dashboard/foreign-exchange/${idaId}/GBP/`);
  await expect(page).toHaveURL(/\/dashboard\/account-details\/documents\/$/);
});
