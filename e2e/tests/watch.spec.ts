import type { Page } from '@playwright/test';
import { openMarketList, rowOfProduct } from '../support/market';
import { openProducts, type WireProduct } from '../support/sandbox';
import { expect, test } from '../support/test';

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

const rowOf = (page: Page, product: WireProduct) => rowOfProduct(page, product.isin_code);

/** Distinct products per test, so tests running side by side never share a watch state. */
async function openProduct(page: Page, index: number): Promise<WireProduct> {
  const product = (await openProducts(page.request))[index];
  if (!product) throw new Error(`fewer than ${index + 1} open products in the seed`);
  return product;
}

test.describe('the watchlist', () => {
  test('an investor watches and unwatches a bond, and the choice is kept', async ({ page, signIn }) => {
    const product = await openProduct(page, 3);
    const company = product.company.company_name;
    await signIn('investor');
    await openMarketList(page);
    let row = await rowOf(page, product);
    await row.getByRole('button', { name: `Watch ${company}` }).click();
    await expect(row.getByRole('button', { name: `Unwatch ${company}` })).toBeVisible();

    await page.reload();
    row = await rowOf(page, product);
    await expect(row.getByRole('button', { name: `Unwatch ${company}` })).toBeVisible();
    await row.getByRole('button', { name: `Unwatch ${company}` }).click();
    await expect(row.getByRole('button', { name: `Watch ${company}` })).toBeVisible();

    await page.reload();
    row = await rowOf(page, product);
    await expect(row.getByRole('button', { name: `Watch ${company}` })).toBeVisible();
  });

  test('when the watch call fails, the change is reverted and the user is told', async ({ page, signIn }) => {
    const product = await openProduct(page, 4);
    const company = product.company.company_name;
    await signIn('investor');
    await page.route('**/api/products/*/annotations/', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' })
        : route.fallback(),
    );
    await openMarketList(page);
    const row = await rowOf(page, product);
    await row.getByRole('button', { name: `Watch ${company}` }).click();
    await expect(toasts(page)).toContainText(`Changes for ${company} failed and have been reverted.`);
    await expect(row.getByRole('button', { name: `Watch ${company}` })).toBeVisible();
    await expect(row.getByRole('button', { name: `Unwatch ${company}` })).toHaveCount(0);
  });

  test('a read-only user cannot watch', async ({ page, signIn }) => {
    const product = await openProduct(page, 5);
    const company = product.company.company_name;
    await signIn('readonly');
    let patches = 0;
    page.on('request', (request) => {
      if (request.method() === 'PATCH' && request.url().includes('/annotations/')) patches += 1;
    });
    await openMarketList(page);
    const row = await rowOf(page, product);
    await row.getByRole('button', { name: `Watch ${company}` }).click();
    await expect(toasts(page)).toContainText('Read-only users cannot change their watchlist.');
    await expect(row.getByRole('button', { name: `Watch ${company}` })).toBeVisible();
    expect(patches).toBe(0);

    // and the server refuses it too
    const cookies = await page.context().cookies();
    const token = cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
    const response = await page.request.patch(`/api/products/${product.product_id}/annotations/`, {
      data: { is_interested: true },
      headers: { 'X-CSRFToken': token },
    });
    expect(response.status()).toBe(403);
    expect(await response.json()).toEqual({ detail: 'Read-only users cannot change their watchlist.' });
  });

  test('a session that ended sends the user to sign in when they act', async ({ page, signIn }) => {
    const product = await openProduct(page, 6);
    const company = product.company.company_name;
    await signIn('investor');
    await openMarketList(page);
    const row = await rowOf(page, product);
    await expect(page.getByRole('banner')).toContainText('Signed in as');
    // The session ends behind the page's back (e.g. signed out in another tab).
    await page.context().clearCookies({ name: 'sessionid' });
    await row.getByRole('button', { name: `Watch ${company}` }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fmarket%2F/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  });
});
