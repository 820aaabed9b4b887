import { SANDBOX_URL } from '../env';
import { bodyRows, marketTable } from '../support/market';
import {
  BANK_GOLD,
  BANK_PRIMARY,
  buySukukInTicket,
  eventsOf,
  expect,
  listSukuk,
  PARTNER_URL,
  sukukName,
  test,
  tradableAedSukuk,
} from '../support/partner';

// The bank page: the sukuk market and a sukuk's detail, signed in as the bank's customer with bearer tokens the
// bank's back end mints (POST /partner/sessions with the partner key, held server-side).

test.describe('the partner bank page', () => {
  test('renders the sukuk market signed in with the bank’s token, from the second origin, axe-clean', async ({
    page,
    partner,
  }) => {
    await partner.open('/bank.html');
    const table = marketTable(page, 'sukuk');
    await expect(bodyRows(table).first()).toBeVisible();
    await expect
      .poll(async () => eventsOf(await partner.eventLog(), 'bk-ready'))
      .toEqual([
        'bk-ready from market: signed in',
        'bk-ready from detail: signed in',
        'bk-ready from ticket: signed in',
      ]);
    // the bank's customer trades sukuk only: no Smart Interest on the bank's page (issue 17)
    await expect(page.locator('bk-smart-interest-holdings')).toHaveCount(0);
    // one token for every element, from the bank's own back end
    expect(partner.sessionRequests()).toBe(1);
    // every API call went cross-origin to the platform with the bearer token and without cookies
    expect(partner.apiRequests.length).toBeGreaterThan(0);
    for (const request of partner.apiRequests) {
      expect(request.authorization, request.url).toMatch(/^Bearer \S+$/);
      expect(request.cookie, request.url).toBeUndefined();
    }
    expect(partner.apiRequests.some((request) => request.url.endsWith('/api/customers/me/'))).toBe(true);
    // the partner key never reaches the page
    expect(await page.content()).not.toContain('bk_sandbox_adib');
    await partner.axe('the partner bank page');
  });

  test('sends its events to the page: the bank routes a chosen sukuk into the detail element', async ({
    page,
    partner,
  }) => {
    await partner.open('/bank.html');
    const table = marketTable(page, 'sukuk');
    const firstRow = bodyRows(table).first();
    const link = firstRow.getByRole('cell').first().getByRole('link').first();
    const company = ((await link.textContent()) ?? '').trim();
    expect(company).not.toBe('');
    await link.click();

    // bk-navigate reached the page, which cancelled it (no navigation) and showed the sukuk
    await expect.poll(async () => eventsOf(await partner.eventLog(), 'bk-navigate')).toHaveLength(1);
    expect(eventsOf(await partner.eventLog(), 'bk-navigate')[0]).toMatch(
      /^bk-navigate from market: bond-detail /,
    );
    expect(new URL(page.url()).pathname).toBe('/bank.html');
    const detail = page.locator('bk-bond-detail');
    await expect(detail.getByRole('heading', { level: 1, name: company })).toBeVisible();
    await expect(detail).toHaveAttribute('product-id', /^\d+$/);
    await partner.axe('the partner bank page with a sukuk’s detail');
  });

  test('re-renders when attributes change: another sukuk, the card view, the dark theme', async ({
    page,
    partner,
    request,
  }) => {
    const [first, second] = await listSukuk(request);
    expect(second).toBeDefined();

    await partner.open('/bank.html');
    const detail = page.locator('bk-bond-detail');
    await expect(bodyRows(marketTable(page, 'sukuk')).first()).toBeVisible();
    for (const product of [first!, second!]) {
      await detail.evaluate(
        (element, id) => element.setAttribute('product-id', String(id)),
        product.product_id,
      );
      await expect(detail.getByRole('heading', { level: 1 })).toHaveText(sukukName(product));
    }

    const market = page.locator('bk-market-table');
    await market.evaluate((element) => element.setAttribute('view', 'card'));
    await expect(market.locator('.bk-market__cards')).toBeVisible();
    await expect(marketTable(page, 'sukuk')).toHaveCount(0);
    await market.evaluate((element) => element.setAttribute('theme', 'dark'));
    await expect(market.locator('.bk-market')).toHaveAttribute('data-bk-theme', 'dark');
    await market.evaluate((element) => element.removeAttribute('theme'));
    await expect(market.locator('.bk-market')).toHaveAttribute('data-bk-theme', 'light');
  });

  test('takes the bank’s theme: custom properties, ::part() and the page’s font', async ({
    page,
    partner,
  }) => {
    await partner.open('/bank.html');
    const market = page.locator('bk-market-table');
    await expect(bodyRows(marketTable(page, 'sukuk')).first()).toBeVisible();
    await expect(market.getByRole('button', { name: 'Search', exact: true })).toHaveCSS(
      'background-color',
      BANK_PRIMARY,
    );
    const toolbar = market.locator('[part~="toolbar"]');
    await expect(toolbar).toHaveCSS('border-bottom-color', BANK_GOLD);
    await expect(toolbar).toHaveCSS('border-bottom-width', '3px');
    expect(await toolbar.evaluate((node) => getComputedStyle(node).fontFamily)).toContain('Georgia');
  });

  test('shows the catalogue’s error when the platform fails, and tells the page', async ({
    page,
    partner,
    request,
  }) => {
    const [sukuk] = await listSukuk(request);
    // the platform answers the market with a bare 500 (no message of its own): the element shows its catalogue's
    await page.route(`${SANDBOX_URL}/api/products/**`, async (route) => {
      if (route.request().method() === 'OPTIONS') return route.continue();
      return route.fulfill({
        status: 500,
        body: 'Internal Server Error',
        headers: { 'content-type': 'text/plain', 'access-control-allow-origin': PARTNER_URL },
      });
    });
    await partner.open('/bank.html');
    const market = page.locator('bk-market-table');
    await expect(market.getByRole('heading', { name: 'Market data failed to load' })).toBeVisible();
    await expect(
      market.getByText('Try loading the data again. If the problem continues, contact support.'),
    ).toBeVisible();
    await expect.poll(async () => eventsOf(await partner.eventLog(), 'bk-error').length).toBeGreaterThan(0);
    expect(eventsOf(await partner.eventLog(), 'bk-error')[0]).toMatch(/^bk-error from market: .*\(500\)$/);

    // the bond detail too, for one sukuk
    const detail = page.locator('bk-bond-detail');
    await detail.evaluate((element, id) => element.setAttribute('product-id', String(id)), sukuk!.product_id);
    await expect(
      detail.getByText("Error: can't fetch required data. Please, try again later."),
    ).toBeVisible();

    // once the platform is back, retrying loads the market
    await page.unroute(`${SANDBOX_URL}/api/products/**`);
    await market.getByRole('button', { name: 'Retry loading' }).click();
    await expect(bodyRows(marketTable(page, 'sukuk')).first()).toBeVisible();
  });

  test('buys a sukuk in the trade ticket element: Buy in the market opens it, the one-time code confirms it', async ({
    page,
    partner,
    request,
  }) => {
    test.setTimeout(180_000);
    // the last eligible sukuk (the demo's own sukuk purchase takes the first), within the customer's score
    const product = (await tradableAedSukuk(request)).at(-1)!;
    const name = sukukName(product);

    await partner.open('/bank.html');
    await expect
      .poll(async () => eventsOf(await partner.eventLog(), 'bk-ready'))
      .toContain('bk-ready from ticket: signed in');
    const market = page.locator('bk-market-table');
    await market.getByRole('searchbox').first().fill(name);
    await market.getByRole('searchbox').first().press('Enter');
    await market
      .getByRole('link', { name: `Buy ${name}` })
      .first()
      .click();

    // the bank routed the cancelled bk-navigate into its ticket element
    const ticket = page.locator('bk-trade-ticket');
    await expect(ticket).toHaveAttribute('product-id', String(product.product_id));
    await expect(ticket.getByRole('heading', { level: 1 })).toHaveText(`Buy ${name}`);
    expect(new URL(page.url()).pathname).toBe('/bank.html');
    await buySukukInTicket(page, ticket, '8000', async () => {
      await expect
        .poll(async () => eventsOf(await partner.eventLog(), 'bk-quote-changed').length)
        .toBeGreaterThan(0);
      await partner.axe('the partner bank page with the trade ticket’s review');
    });
    await expect
      .poll(async () => eventsOf(await partner.eventLog(), 'bk-trade-placed'))
      .toEqual(['bk-trade-placed from ticket']);
    // every call of the ticket carried the bank's token
    for (const call of partner.apiRequests) expect(call.authorization, call.url).toMatch(/^Bearer \S+$/);
  });
});
