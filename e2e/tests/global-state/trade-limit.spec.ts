import { expect, test } from '../../support/test';
import {
  agreeAndConfirm,
  buyableBond,
  heldPrincipal,
  holdingRow,
  main,
  movePrices,
  ordersOf,
  quoteReady,
} from '../trade-support';

// Moves a product's price in the sandbox (the 'global-state' project runs this alone, after the others), so
// the file starts from the seed.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ sandbox }) => {
  await sandbox.reset();
});

test('a limit buy rests, shows in the open orders, and fills when the price comes down to it', async ({
  page,
  signIn,
}) => {
  await signIn('investor');
  const product = await buyableBond(page, 0);
  const company = product.company.company_name;
  await page.goto(`/trade/?productId=${product.product_id}&tradeType=buy`);
  await quoteReady(page);
  await main(page)
    .getByRole('radio', { name: /^Limit/ })
    .check();
  const price = main(page).getByLabel('Limit price');
  const buyPrice = await price.inputValue();
  const limit = (Number.parseFloat(buyPrice) - 1).toFixed(2);
  await price.fill(limit);
  await expect(main(page).getByText(/^Yield at this price: \d+\.\d{3}%$/)).toBeVisible();
  await expect(main(page).getByLabel('Expiry')).toHaveValue('expires_at_market_close');
  await main(page)
    .getByRole('radio', { name: /^Principal/ })
    .check();
  await main(page).getByLabel('Principal amount').fill('1000');
  await quoteReady(page);
  await main(page).getByRole('button', { name: 'Proceed to review' }).click();
  await agreeAndConfirm(page);
  await expect(main(page).getByRole('heading', { level: 2, name: 'Order placed!' })).toBeVisible();
  await expect(main(page)).toContainText(
    'Your limit order waits in the market until the price reaches your limit.',
  );
  expect(await heldPrincipal(page, product.product_id)).toBe(0);

  await page.goto('/orders/');
  const bondOrders = main(page).getByRole('table', { name: 'Bond orders' });
  const row = bondOrders.getByRole('row').filter({ hasText: company }).filter({ hasText: limit });
  await expect(row).toContainText('Open');
  await expect(row.getByRole('button', { name: `Cancel the buy order for ${company}` })).toBeVisible();

  // the market comes down to the limit (both prices move 1 down): the order fills at the market price
  const [order] = await ordersOf(page, product.product_id);
  const outcomes = await movePrices(page, { product_id: product.product_id, delta: '-1' });
  expect(outcomes[order!.order_reference]).toBe('filled');
  expect(await heldPrincipal(page, product.product_id)).toBe(1000);
  await page.reload();
  // the order is no longer open: gone from the list, or shown as filled and waiting for settlement
  const after = bondOrders.getByRole('row').filter({ hasText: company }).filter({ hasText: limit });
  await expect(after.filter({ hasText: 'Open' })).toHaveCount(0);
  await expect(after.getByRole('button', { name: `Cancel the buy order for ${company}` })).toHaveCount(0);
  await page.goto('/holdings/');
  await expect(holdingRow(main(page), product.product_id)).toContainText('£1,000.00');
});
