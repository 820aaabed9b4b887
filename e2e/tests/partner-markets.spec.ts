import { bodyRows } from '../support/market';
import { eventsOf, expect, listSukuk, sukukName, test } from '../support/partner';

// Two <bk-market-table> elements on one partner page, each started on another category: they load, filter and
// report independently (ids unique per instance), sharing the bank's one token.

test('two market tables with different filters on one page work independently', async ({
  page,
  partner,
  request,
}) => {
  const sukuk = await listSukuk(request);
  const namesIn = (category: string) =>
    new Set(sukuk.filter((p) => p.categories.some((c) => c.category_id === category)).map(sukukName));
  const transportSukuk = namesIn('transport_and_logistics');
  const propertySukuk = namesIn('property');

  await partner.open('/markets.html');
  const transport = page.locator('bk-market-table#transport');
  const property = page.locator('bk-market-table#property');
  const transportRows = bodyRows(transport.getByRole('table', { name: 'Sukuk' }));
  const propertyRows = bodyRows(property.getByRole('table', { name: 'Sukuk' }));
  await expect(transportRows.first()).toBeVisible();
  await expect(propertyRows.first()).toBeVisible();
  expect(partner.sessionRequests()).toBe(1);

  // each lists only the sukuk of its own category
  const countLine = (element: typeof transport) =>
    element.getByRole('status').filter({ hasText: /^Showing \d+ out of \d+/ });
  const names = async (rows: typeof transportRows) =>
    (await rows.locator('.bk-bond__name a').allTextContents()).map((text) => text.trim());
  const transportNames = await names(transportRows);
  const propertyNames = await names(propertyRows);
  expect(transportNames.length).toBeGreaterThan(0);
  expect(transportNames.filter((name) => !transportSukuk.has(name))).toEqual([]);
  expect(propertyNames.filter((name) => !propertySukuk.has(name))).toEqual([]);
  expect(transportNames.filter((name) => propertyNames.includes(name))).toEqual([]);
  const propertyCount = (await countLine(property).textContent()) ?? '';
  expect(propertyCount).toMatch(new RegExp(`^Showing ${propertyNames.length} out of`));

  // searching in one leaves the other alone, and only that one reports its filters
  const search = transport.getByRole('searchbox');
  await search.fill(transportNames[0]!);
  await search.press('Enter');
  await expect.poll(async () => [...new Set(await names(transportRows))]).toEqual([transportNames[0]]);
  await expect(countLine(property)).toHaveText(propertyCount);
  expect(await names(propertyRows)).toEqual(propertyNames);
  await expect(property.getByRole('searchbox')).toHaveValue('');
  await expect
    .poll(async () => eventsOf(await partner.eventLog(), 'bk-filters-changed').length)
    .toBeGreaterThan(0);
  for (const line of eventsOf(await partner.eventLog(), 'bk-filters-changed')) {
    expect(line).toMatch(/^bk-filters-changed from transport\b/);
  }

  // ids inside the two shadow roots do not collide (labels and descriptions point at their own instance)
  const ids = async (element: typeof transport) =>
    element.evaluate((host) => [...(host.shadowRoot?.querySelectorAll('[id]') ?? [])].map((node) => node.id));
  const transportIds = await ids(transport);
  const propertyIds = await ids(property);
  expect(transportIds.length).toBeGreaterThan(0);
  expect(transportIds.filter((id) => propertyIds.includes(id))).toEqual([]);

  // each table names its landmarks after its `label`, so the page stays axe-clean with two of them
  await expect(transport.getByRole('search', { name: 'Search Transport sukuk' })).toBeVisible();
  await expect(property.getByRole('search', { name: 'Search Property sukuk' })).toBeVisible();
  // scanned once neither is loading (a loading list is dimmed, its contrast lower on purpose)
  await expect(page.locator('bk-market-table [aria-busy="true"]')).toHaveCount(0);
  await partner.axe('two market tables on one partner page');
});
