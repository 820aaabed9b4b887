import type { Page } from '@playwright/test';
import { findProduct } from '../support/sandbox';
import { expect, test } from '../support/test';

const main = (page: Page) => page.getByRole('main');

test.describe('bond detail', () => {
  test('a suspended bond says trading is suspended', async ({ page }) => {
    const product = await findProduct(
      page.request,
      (p) => p.state === 'suspended' || p.tradeability_reason === 'loan_suspended',
      'suspended product',
    );
    await page.goto(`/market/bonds/${product.product_id}/`);
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main(page)).toContainText('Trading for this bond is currently suspended');
    await expect(page).toHaveTitle(/ · bondkit demo$/);
    await expect(page).not.toHaveTitle('Bond details · bondkit demo');
  });

  test('a repaid bond says so and, for a signed-in user, offers no buy or sell', async ({ page, signIn }) => {
    const product = await findProduct(
      page.request,
      (p) => p.state === 'repaid' || p.tradeability_reason === 'loan_repaid',
      'repaid product',
    );
    await signIn('investor');
    await page.goto(`/market/bonds/${product.product_id}/`);
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main(page).getByText('This bond has been repaid').first()).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Buy', exact: true })).toHaveCount(0);
    await expect(main(page).getByRole('button', { name: 'Sell', exact: true })).toHaveCount(0);
  });

  test('an open bond can be bought: a visitor is sent to sign in first', async ({ page }) => {
    const product = await findProduct(
      page.request,
      (p) => p.state === 'open' && p.tradeability === 'open' && Number(p.sell_liquidity) > 100,
      'open product',
    );
    await page.goto(`/market/bonds/${product.product_id}/`);
    await expect(
      main(page).getByRole('heading', { level: 1, name: product.company.company_name }),
    ).toBeVisible();
    await expect(page).toHaveTitle(`${product.company.company_name} · bondkit demo`);
    await main(page).getByRole('button', { name: 'Buy', exact: true }).click();
    await expect(page).toHaveURL(
      new RegExp(`/login\\?next=${encodeURIComponent(`/market/bonds/${product.product_id}/`)}`),
    );
  });

  test('the open tab is kept in the address', async ({ page }) => {
    const product = await findProduct(page.request, (p) => p.state === 'open', 'open product');
    await page.goto(`/market/bonds/${product.product_id}/`);
    const tabs = main(page).getByRole('tablist');
    await tabs.getByRole('tab', { name: 'Key financials' }).click();
    await expect(page).toHaveURL(/\?tab=keyFinancials$/);
    await page.reload();
    await expect(main(page).getByRole('tab', { name: 'Key financials' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('the way back to the market keeps the filters the user had', async ({ page }) => {
    await page.goto('/market/#currency=EUR');
    const table = page.getByRole('table', { name: 'Bonds' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await table.getByRole('rowgroup').nth(1).getByRole('row').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/market\/bonds\/\d+\/$/);
    await main(page).getByRole('link', { name: 'Back to the market' }).click();
    await expect(page).toHaveURL(/\/market\/#currency=EUR$/);
    await expect(page.getByRole('list', { name: 'Applied filters' })).toContainText('EUR');
  });

  test('an unknown bond says it was not found', async ({ page }) => {
    await page.goto('/market/bonds/99999999/');
    // the customer's words, not the server's 'Not found.'
    await expect(main(page)).toContainText('This bond is not available.');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Bond details' })).toBeVisible();
    await page.goto('/market/bonds/not-a-number/');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});
