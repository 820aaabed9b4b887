import { tradableAedSukuk } from '../../support/partner';
import { presetPreferences } from '../../support/session';
import { expect, test } from '../../support/test';
import { main } from '../trade-support';

// Closes the market for everyone (the 'global-state' project runs this alone, after the others), and leaves it
// following its hours. Decided by 002 §5.2 (limit orders disabled outside trading hours; trading prohibited
// while the market is closed): a limit order is refused while the market is closed, by the ticket and by the
// API alike, with the same text, 'Outside of market trading hours' (002 §8).

test.afterEach(async ({ sandbox }) => {
  await sandbox.setMarketState('auto');
});

test('while the market is closed a limit order is refused by the ticket and the API, with the same text', async ({
  page,
  signIn,
  sandbox,
}) => {
  await presetPreferences(page, { variant: 'sukuk' });
  await signIn('sukuk');
  const [sukuk] = await tradableAedSukuk(page.request);
  await sandbox.setMarketState('closed');

  await page.goto(`/trade/?productId=${sukuk!.product_id}&tradeType=buy`);
  await expect(main(page)).toContainText('The market is currently closed');
  const limit = main(page).getByRole('radio', { name: /^Limit/ });
  await expect(limit).toBeDisabled();
  // its label says why, in the spec's words
  await expect(limit).toHaveAccessibleName(/Outside of market trading hours/);

  // the API, asked directly, refuses such an order with the ticket's words (it used to accept it)
  const accounts = (await (await page.request.get('/api/customers/me/investment-accounts/')).json()) as {
    reference: string;
  }[];
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
  const response = await page.request.post('/api/orders/', {
    headers: { 'X-CSRFToken': csrf },
    data: {
      investment_account_reference: accounts[0]!.reference,
      order_type: 'limit_order',
      expiry_type: 'good_until_canceled',
      legs: [{ product_id: sukuk!.product_id, side: 'buy', requested_price: '90.00', notional: '4000.00' }],
    },
  });
  expect(response.status()).toBe(400);
  expect(await response.json()).toMatchObject({ detail: 'Outside of market trading hours' });
});
