import { SANDBOX_URL } from '../../env';
import { bodyRows, marketTable } from '../../support/market';
import { eventsOf, expect, sukukName, test, type WireSukuk } from '../../support/partner';
import { inboxCode } from '../trade-support';

// A sukuk purchase on the three-origin partner page (apps/partner-demo `/origins.html`) updates the market table
// on the same page through the elements' own channel: the page does nothing. In the 'global-state' project (run
// alone, after the others): it reads the one partner customer's dev inbox, which another purchase running at the
// same time would share.

/** A number shown in a cell ('AED 16,000.00' → 16000; '—' → 0). */
function amountIn(text: string): number {
  const digits = text.replace(/[^0-9.]/g, '');
  return digits === '' ? 0 : Number(digits);
}

test('a purchase in the ticket updates the market table on the same page', async ({
  page,
  partner,
  request,
}) => {
  test.setTimeout(90_000);
  // wide enough for the sukuk table's Invested column (the table collapses it below 1400 px)
  await page.setViewportSize({ width: 1700, height: 1000 });
  const products = (await (
    await request.get(`${SANDBOX_URL}/api/products/?partner=adib&exclude=call_schedule`)
  ).json()) as (WireSukuk & {
    isin_code: string;
    currency: string;
    state: string;
    tradeability: string;
    tradeability_reason: string | null;
    sell_liquidity: string;
    adib_details: { underlying_company_name: string; risk_category_minimum_score: number } | null;
  })[];
  // an AED sukuk within the customer's risk score, with room to buy (not the one the bank page's test buys)
  const product = products
    .filter(
      (p) =>
        p.currency === 'AED' &&
        p.adib_details !== null &&
        p.adib_details.risk_category_minimum_score <= 3 &&
        p.state === 'open' &&
        p.tradeability === 'open' &&
        p.tradeability_reason === null &&
        Number(p.sell_liquidity) >= 20_000,
    )
    .at(0);
  expect(product, 'an AED sukuk within the risk score').toBeTruthy();
  const name = sukukName(product!);

  await partner.open('/origins.html');
  await expect
    .poll(async () => eventsOf(await partner.eventLog(), 'bk-ready'))
    .toContain('bk-ready from market: signed in');
  const market = page.locator('bk-market-table');
  await market.getByRole('searchbox').first().fill(name);
  await market.getByRole('searchbox').first().press('Enter');
  const table = marketTable(page, 'sukuk');
  const headers = (await table.getByRole('columnheader').allTextContents()).map((text) => text.trim());
  const investedColumn = headers.findIndex((text) => text.startsWith('Invested'));
  expect(investedColumn, `an Invested column in ${headers.join(' | ')}`).toBeGreaterThan(-1);
  // two sukuk may share an obligor's name: the row is the one with the product's ISIN
  const row = bodyRows(table).filter({ hasText: product!.isin_code }).first();
  const invested = row.getByRole('cell').nth(investedColumn);
  await expect(invested).toBeVisible();
  const before = amountIn((await invested.textContent()) ?? '');

  await row.getByRole('link', { name: `Buy ${name}` }).click();
  const ticket = page.locator('bk-trade-ticket');
  await expect(ticket).toHaveAttribute('product-id', String(product!.product_id));
  await ticket.getByLabel('Notional').fill('8000');
  await expect(ticket.getByRole('region', { name: 'Your quote' })).toHaveAttribute(
    'data-bk-quote-status',
    'ready',
  );
  await ticket.getByRole('button', { name: 'Proceed', exact: true }).click();
  await expect(ticket.getByRole('heading', { level: 2, name: 'Review your order' })).toBeVisible();
  for (const document of ['Key Facts Statement', 'Suitability report', 'Terms and conditions']) {
    await ticket.getByRole('button', { name: `Read the ${document}` }).click();
    const dialog = ticket.getByRole('dialog', { name: document });
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();
  }
  for (const box of await ticket
    .getByRole('group', { name: 'Before you confirm' })
    .getByRole('checkbox')
    .all())
    await box.check();
  await ticket.getByRole('button', { name: 'Request verification code' }).click();
  const modal = ticket.getByRole('dialog', { name: 'Enter your verification code' });
  await modal.getByLabel('Verification code').fill(await inboxCode(page, 'sukuk@sandbox.bondkit.test'));
  await modal.getByRole('button', { name: 'Confirm' }).click();
  await expect(ticket.getByRole('heading', { level: 2, name: 'Purchase Contract Concluded' })).toBeVisible();
  await expect
    .poll(async () => eventsOf(await partner.eventLog(), 'bk-trade-placed'))
    .toEqual(['bk-trade-placed from ticket']);

  // the market table on the same page shows the new holding without the page doing anything
  await expect.poll(async () => amountIn((await invested.textContent()) ?? '')).toBe(before + 8000);
  await partner.axe('the three-origin partner page after a purchase');
});
