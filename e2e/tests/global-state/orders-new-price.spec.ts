import { expect, test } from '../../support/test';
import { main } from '../trade-support';

// 'Confirm new price' (001 §4, 002 §4.5): the investor's seeded market buy waits in state confirm with a new
// price. Confirming it executes the buy, so it is reviewed first — and the file starts from the seed (it
// executes a seeded order: the 'global-state' project runs it alone, after the others).
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ sandbox }) => {
  await sandbox.reset();
});

type WireBondOrder = {
  id: number;
  state: string;
  amount: string;
  new_price: string | null;
  my_bid: string | null;
  product: { company_name: string };
};

test('Confirm new price shows the new price and what it comes to before the order goes ahead', async ({
  page,
  signIn,
}) => {
  await signIn('investor');
  const waiting = async () =>
    ((await (await page.request.get('/api/buy-orders/')).json()) as WireBondOrder[]).filter(
      (o) => o.state === 'confirm',
    );
  const [order] = await waiting();
  if (!order?.new_price || !order.my_bid) throw new Error('the investor has no order awaiting a new price');
  const company = order.product.company_name;
  const cost = (price: string) =>
    `£${((Number(order.amount) * Number(price)) / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

  await page.goto('/orders/');
  const confirm = main(page).getByRole('button', { name: `Confirm new price for ${company}` });
  await confirm.click();
  const review = page.getByRole('dialog', { name: 'Review the new price' });
  await expect(review).toContainText(`The price of your buy order for ${company} has changed.`);
  await expect(review).toContainText(`Amount£1,000.00`);
  await expect(review).toContainText(`Price when placed${order.my_bid}`);
  await expect(review).toContainText(`New price${order.new_price}`);
  await expect(review).toContainText(`Cost at ${order.new_price} per 100${cost(order.new_price)}`);
  // nothing happened yet: 'Not now' leaves the order waiting, and focus goes back to its button
  expect(await waiting()).toHaveLength(1);
  await review.getByRole('button', { name: 'Not now' }).click();
  await expect(review).toBeHidden();
  await expect(confirm).toBeFocused();
  expect(await waiting()).toHaveLength(1);

  await confirm.click();
  await review.getByRole('button', { name: 'Confirm new price' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    'New price confirmation successful',
  );
  await expect(confirm).toHaveCount(0);
  expect(await waiting()).toHaveLength(0);
});
