import { expect, test } from '../support/test';
import { buyableBond, main, positionsOf } from './trade-support';

// Personas who may look but not trade (002 §4.3, §5.2, §6): the ticket says why and its actions stay off.

test.describe('who cannot trade, and is told why', () => {
  test('a read-only user: the banner, a read-only amount, no proceed; no Sell in the holdings', async ({
    page,
    signIn,
  }) => {
    await signIn('readonly');
    const product = await buyableBond(page, 0);
    await page.goto(`/trade/?productId=${product.product_id}&tradeType=buy`);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(
      `Buy ${product.company.company_name}`,
    );
    await expect(main(page)).toContainText('Read-only users cannot trade.');
    await expect(main(page).getByLabel('Amount to invest')).not.toBeEditable();
    await expect(main(page).getByText('Read-only users cannot change amounts.')).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Proceed to review' })).toBeDisabled();

    await page.goto(`/market/bonds/${product.product_id}/`);
    await expect(main(page).getByRole('button', { name: 'Buy', exact: true })).toBeDisabled();

    await page.goto('/holdings/');
    const account = main(page).getByRole('region', { name: /^Investment portfolio/ });
    await expect(account.getByRole('row').nth(1)).toBeVisible();
    await expect(account.getByRole('link', { name: /^Sell / })).toHaveCount(0);
  });

  test('a user in the cooling-off hold sees the 24-hour hold and cannot proceed', async ({
    page,
    signIn,
  }) => {
    await signIn('cooling-off');
    const product = await buyableBond(page, 1);
    await page.goto(`/trade/?productId=${product.product_id}&tradeType=buy`);
    await expect(main(page)).toContainText('24 hour temporary account hold for regulatory compliance');
    await expect(main(page).getByRole('button', { name: 'Proceed to review' })).toBeDisabled();
  });

  test('a blocked user is told the account is restricted, for buys and for sells', async ({
    page,
    signIn,
  }) => {
    await signIn('blocked');
    const product = await buyableBond(page, 2);
    await page.goto(`/trade/?productId=${product.product_id}&tradeType=buy`);
    await expect(main(page)).toContainText('Your account is restricted at the moment.');
    await expect(main(page).getByRole('button', { name: 'Proceed to review' })).toBeDisabled();

    const [held] = await positionsOf(page);
    expect(held, 'the blocked persona holds a bond').toBeTruthy();
    await page.goto(`/trade/?productId=${held!.product_id}&tradeType=sell`);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(/^Sell /);
    await expect(main(page)).toContainText('Your account is restricted at the moment.');
    await expect(main(page).getByRole('button', { name: 'Proceed to review' })).toBeDisabled();
  });
});
