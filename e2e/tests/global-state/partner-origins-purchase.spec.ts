import { bodyRows, marketTable } from '../../support/market';
import { buySukukInTicket, eventsOf, expect, sukukName, test, tradableAedSukuk } from '../../support/partner';

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
  test.setTimeout(180_000);
  // wide enough for the sukuk table's Invested column (the table collapses it below 1400 px)
  await page.setViewportSize({ width: 1700, height: 1000 });
  // the first (the bank page's own purchase test takes the last)
  const product = (await tradableAedSukuk(request))[0]!;
  const name = sukukName(product);

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
  const row = bodyRows(table).filter({ hasText: product.isin_code }).first();
  const invested = row.getByRole('cell').nth(investedColumn);
  await expect(invested).toBeVisible();
  const before = amountIn((await invested.textContent()) ?? '');

  await row.getByRole('link', { name: `Buy ${name}` }).click();
  const ticket = page.locator('bk-trade-ticket');
  await expect(ticket).toHaveAttribute('product-id', String(product.product_id));
  await buySukukInTicket(page, ticket, '8000');
  await expect
    .poll(async () => eventsOf(await partner.eventLog(), 'bk-trade-placed'))
    .toEqual(['bk-trade-placed from ticket']);

  // the market table on the same page shows the new holding without the page doing anything
  await expect.poll(async () => amountIn((await invested.textContent()) ?? '')).toBe(before + 8000);
  await partner.axe('the three-origin partner page after a purchase');
});
