import { expect, test } from '../../support/test';
import { buyableBond, main } from '../trade-support';

// The cooling-off hold is a window the server defines: the ticket judges it by the sandbox's clock (sent in
// every answer's Date header), not by the machine's date, and the banner and the gate follow one rule. This file
// moves the clock for everyone, so it runs in the 'global-state' project.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ sandbox }) => {
  await sandbox.reset();
});

test.afterAll(async ({ sandbox }) => {
  await sandbox.setClock();
});

test('the 24-hour hold holds while the sandbox clock is inside it, and lifts when that clock passes its end', async ({
  page,
  signIn,
  sandbox,
}) => {
  await signIn('cooling-off');
  const product = await buyableBond(page, 1);
  const ticket = `/trade/?productId=${product.product_id}&tradeType=buy`;
  await page.goto(ticket);
  const hold = '24 hour temporary account hold for regulatory compliance';
  await expect(main(page)).toContainText(hold);
  await expect(main(page).getByRole('button', { name: 'Proceed to review' })).toBeDisabled();

  // the hold was seeded to end 20 hours after the pinned Monday 10:00; Tuesday 10:00 the market is open
  await sandbox.setClock('2026-11-24T10:00:00Z');
  await page.goto(ticket);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(/^Buy /);
  await main(page).getByLabel('Amount to invest').fill('1000');
  await expect(main(page).getByRole('button', { name: 'Proceed to review' })).toBeEnabled();
  await expect(main(page)).not.toContainText(hold);
});
