import { openMarketList } from '../../support/market';
import { expect, test } from '../../support/test';

// These tests change the market for everyone (the 'global-state' project runs them alone, after the others),
// so they may reset the sandbox: the file starts from the seed and leaves the market following its hours.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ sandbox }) => {
  await sandbox.reset();
});

test.afterEach(async ({ sandbox }) => {
  await sandbox.setMarketState('auto');
  await sandbox.setClock();
});

test('a closed market is announced on the market and on bond detail, with the time it reopens', async ({
  page,
  sandbox,
}) => {
  await sandbox.setMarketState('closed');
  await openMarketList(page);
  await expect(page.getByRole('main')).toContainText('The market is currently closed');
  await expect(page.getByRole('main')).toContainText(/Trading resumes at \d{2}:\d{2} \d{2} \w{3} \d{4}/);

  const [product] = await sandbox.openProducts();
  await page.goto(`/market/bonds/${product!.product_id}/`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('The market is currently closed');
  await expect(page.getByRole('main')).toContainText(/Trading resumes at/);
});

test('a suspended market is announced, and outranks a bond’s own reason on bond detail', async ({
  page,
  sandbox,
}) => {
  await sandbox.setMarketState('suspended');
  await openMarketList(page);
  await expect(page.getByRole('main')).toContainText('The market is currently suspended');

  const product = (await sandbox.products()).find((p) => p.state === 'suspended');
  expect(product, 'a suspended product in the seed').toBeTruthy();
  await page.goto(`/market/bonds/${product!.product_id}/`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('The market is currently suspended');
  await expect(page.getByRole('main')).not.toContainText('Trading for this bond is currently suspended');
});

test('outside market hours the market closes by itself, and reopens on Monday morning', async ({
  page,
  sandbox,
}) => {
  // Saturday noon in London: closed by the clock, not forced
  await sandbox.setClock('2026-11-28T12:00:00Z');
  await openMarketList(page);
  await expect(page.getByRole('main')).toContainText('The market is currently closed');
  await expect(page.getByRole('main')).toContainText('Trading resumes at 08:00 30 Nov 2026');

  await sandbox.setClock();
  await page.reload();
  await expect(page.getByRole('table', { name: 'Bonds' })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('The market is currently closed');
  await expect(page.getByRole('main')).not.toContainText('The market is currently suspended');
});
