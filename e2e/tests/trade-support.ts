export { requestedCode } from '../support/sandbox';

import { expect, type Locator, type Page } from '@playwright/test';
import { SANDBOX_URL } from '../env';
import { listProducts, type WireProduct } from '../support/sandbox';

/** Helpers of the trading specs (trade*.spec.ts): the ticket's regions and the signed-in user's API. */

export const main = (page: Page) => page.getByRole('main');

/** The ticket's quote region, once it shows a quote for the current inputs. */
export async function quoteReady(page: Page): Promise<Locator> {
  const region = main(page).getByRole('region', { name: 'Your quote' });
  await expect(region).toHaveAttribute('data-bk-quote-status', 'ready', { timeout: 10_000 });
  return region;
}

/** The holdings row of a product (company names repeat across a company's bonds: match its link). */
export function holdingRow(scope: Locator, productId: number): Locator {
  return scope
    .getByRole('row')
    .filter({ has: scope.page().locator(`a[href="/market/bonds/${productId}/"]`) });
}

/** Ticks both agreements of the standard confirm step and confirms. */
export async function agreeAndConfirm(page: Page): Promise<void> {
  await expect(main(page).getByRole('heading', { level: 2, name: 'Review your order' })).toBeVisible();
  await main(page)
    .getByRole('checkbox', { name: /Investor Agreement/ })
    .check();
  await main(page)
    .getByRole('checkbox', { name: /Fractional Bonds Agreement/ })
    .check();
  await main(page).getByRole('button', { name: 'Confirm trade' }).click();
}

async function csrf(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
}

type Position = { investment_account_reference: string; product_id: number; open: { principal: string } };
type Order = { order_reference: string; order_type: string; status: string; legs: { product_id: number }[] };

/** The signed-in user's face value held of a product (the page's session). */
export async function heldPrincipal(page: Page, productId: number): Promise<number> {
  const response = await page.request.get(`/api/customers/me/positions/?product_id=${productId}`);
  expect(response.ok()).toBe(true);
  const positions = (await response.json()) as Position[];
  return positions.reduce((sum, p) => sum + Number(p.open.principal), 0);
}

/** The signed-in user's orders with a leg in the product. */
export async function ordersOf(page: Page, productId: number): Promise<Order[]> {
  const response = await page.request.get('/api/orders/');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as Order[]).filter((o) =>
    o.legs.some((leg) => leg.product_id === productId),
  );
}

/** The signed-in user's positions. */
export async function positionsOf(page: Page): Promise<Position[]> {
  const response = await page.request.get('/api/customers/me/positions/');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Position[];
}

/**
 * Open GBP bonds with plenty of liquidity (so a test's buy never makes them unavailable to other specs) that
 * the signed-in user does not hold. `index` keeps tests running side by side on different bonds.
 */
export async function buyableBond(page: Page, index: number): Promise<WireProduct> {
  const held = new Set((await positionsOf(page)).map((p) => p.product_id));
  const products = (await listProducts(page.request)).filter(
    (p) =>
      p.state === 'open' &&
      p.tradeability === 'open' &&
      p.tradeability_reason === null &&
      p.currency === 'GBP' &&
      p.adib_details === null &&
      !p.company.is_treasury &&
      p.pending_liquidity.length === 0 &&
      // dated bonds only (a perpetual has no yield to maturity at a limit price), not blocked on the market
      (p as WireProduct & { maturity: string | null }).maturity !== null &&
      !(p as WireProduct & { market_blocked: boolean }).market_blocked &&
      Number(p.sell_liquidity) >= 7_500 &&
      !held.has(p.product_id),
  );
  const product = products.at(-1 - index);
  if (!product) throw new Error(`fewer than ${index + 1} buyable bonds in the seed`);
  return product;
}

/** Moves a product's prices in the sandbox (and matches its resting orders); answers each order's outcome. */
export async function movePrices(
  page: Page,
  body: { product_id: number; buy_price?: string; sell_price?: string; delta?: string },
): Promise<Record<string, string>> {
  const response = await page.request.post(`${SANDBOX_URL}/sandbox/prices`, { data: body });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { orders: Record<string, string> }).orders;
}

export { csrf };
