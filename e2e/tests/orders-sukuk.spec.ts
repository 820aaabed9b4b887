import { presetPreferences } from '../support/session';
import { expect, test } from '../support/test';
import { main } from './trade-support';

// The sukuk customer's open orders (001 §4, 002 §4.5): the seeded limit order is listed once, under 'Limit
// orders', by the product's display name (the obligor, as in the holdings) — never under 'Bond orders' as the
// issuing SPV — and the page stays axe-clean on a phone.

type WireOrder = { order_reference: string; order_type: string; legs: { product_id: number }[] };
type WireProduct = {
  product_id: number;
  company: { company_name: string };
  adib_details: { underlying_company_name: string } | null;
};

async function seededLimitOrder(page: import('@playwright/test').Page) {
  const orders = (await (await page.request.get('/api/orders/')).json()) as WireOrder[];
  const order = orders.find((o) => o.order_type === 'limit_order');
  if (!order?.legs[0]) throw new Error('the sukuk persona has no limit order in the seed');
  const products = (await (
    await page.request.get('/api/products/?partner=adib&for_user=me')
  ).json()) as WireProduct[];
  const product = products.find((p) => p.product_id === order.legs[0]?.product_id);
  if (!product?.adib_details) throw new Error('the limit order is not of a sukuk');
  return {
    order,
    obligor: product.adib_details.underlying_company_name,
    issuer: product.company.company_name,
  };
}

test.describe('the sukuk customer’s open orders', () => {
  test.beforeEach(async ({ page, signIn }) => {
    await presetPreferences(page, { variant: 'sukuk' });
    await signIn('sukuk');
  });

  test('one order is listed once, under Limit orders, by the name the holdings use', async ({ page }) => {
    const { obligor, issuer } = await seededLimitOrder(page);
    expect(obligor).not.toBe(issuer);
    await page.goto('/orders/');
    const limits = main(page).getByRole('table', { name: 'Limit orders' });
    await expect(limits.getByRole('row', { name: new RegExp(obligor) })).toHaveCount(1);
    await expect(limits.getByRole('button', { name: `Cancel the buy order for ${obligor}` })).toBeVisible();
    // not again under 'Bond orders' (nor anywhere by the issuing company's name)
    await expect(main(page).getByRole('row', { name: new RegExp(obligor) })).toHaveCount(1);
    await expect(main(page)).not.toContainText(issuer);
  });

  test('with a limit order open, the page never says there are no open orders', async ({ page }) => {
    const { obligor } = await seededLimitOrder(page);
    await page.goto('/orders/');
    const limits = main(page).getByRole('table', { name: 'Limit orders' });
    await expect(limits.getByRole('row', { name: new RegExp(obligor) })).toHaveCount(1);
    await expect(main(page)).not.toContainText('You have no open orders.');
    // no empty table of other orders above it either
    await expect(main(page).getByRole('table')).toHaveCount(1);
  });

  test('on a phone the orders page is axe-clean: a table wider than the screen scrolls by keyboard', async ({
    page,
    axe,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/orders/');
    const limits = main(page).getByRole('table', { name: 'Limit orders' });
    await expect(limits).toBeVisible();
    await axe('open orders on a phone (sukuk)');
    // the box that scrolls is a named, focusable region
    const scroller = main(page).getByRole('region', { name: 'Limit orders' });
    await scroller.focus();
    await expect(scroller).toBeFocused();
  });
});
