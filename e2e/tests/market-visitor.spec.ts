import { bodyRows, openMarketList, rowOfProduct } from '../support/market';
import { openProducts } from '../support/sandbox';
import { expect, test } from '../support/test';

/** The product id behind a row: its bond link goes to /market/bonds/{id}/. */
async function productIdOf(row: import('@playwright/test').Locator): Promise<number> {
  const href = await row.getByRole('cell').first().getByRole('link').first().getAttribute('href');
  const match = /\/market\/bonds\/(\d+)\//.exec(href ?? '');
  if (!match) throw new Error(`unexpected bond link ${href}`);
  return Number(match[1]);
}

test.describe('the market for a visitor', () => {
  test('prices are hidden behind placeholders and the page says how to see them', async ({ page }) => {
    const table = await openMarketList(page);
    await expect(page).toHaveTitle('Bond market · bondkit demo');
    await expect(page.getByRole('heading', { level: 1, name: 'Bond market' })).toBeVisible();
    const rows = bodyRows(table);
    for (let i = 0; i < 3; i++) {
      const row = rows.nth(i);
      const id = await productIdOf(row);
      const wire = (await page.request.get(`/api/products/${id}/`).then((r) => r.json())) as {
        buy_price: string;
      };
      const priceCell = row.getByRole('cell').nth(1);
      await expect(priceCell).toContainText('Sign in to see prices');
      await expect(priceCell).not.toContainText(wire.buy_price);
    }
  });

  test('Buy sends a visitor to sign in, and back to the market afterwards', async ({ page }) => {
    const table = await openMarketList(page);
    const row = bodyRows(table).first();
    await row.getByRole('link', { name: /^Buy / }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fmarket%2F/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });

  test('Watch sends a visitor to registration, which this demo answers with the sign-in page', async ({
    page,
  }) => {
    const product = (await openProducts(page.request))[0]!;
    await openMarketList(page);
    const row = await rowOfProduct(page, product.isin_code);
    await row.getByRole('button', { name: `Watch ${product.company.company_name}` }).click();
    await expect(page).toHaveURL(/\/login\?.*reason=register/);
    await expect(page.getByText('Opening an account is not available on this site yet')).toBeVisible();
  });

  test('a signed-in investor sees the real prices', async ({ page, signIn }) => {
    await signIn('investor');
    const table = await openMarketList(page);
    const row = bodyRows(table).first();
    const id = await productIdOf(row);
    const wire = (await page.request.get(`/api/products/${id}/`).then((r) => r.json())) as {
      buy_price: string;
    };
    const priceCell = row.getByRole('cell').nth(1);
    await expect(priceCell).not.toContainText('Sign in to see prices');
    await expect(priceCell).toContainText(wire.buy_price);
  });
});
