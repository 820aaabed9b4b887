import { expect, test } from '../support/test';

test('an unknown address shows the 404 page with a way back', async ({ page }) => {
  await page.goto('/no-such-page/');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found · bondkit demo');
  await page.getByRole('main').getByRole('link', { name: 'Go to the market' }).click();
  await expect(page).toHaveURL(/\/market\/$/);
});
