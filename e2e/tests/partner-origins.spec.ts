import type { Locator, Page } from '@playwright/test';
import { SANDBOX_URL } from '../env';
import { bodyRows, marketTable } from '../support/market';
import { eventsOf, expect, PARTNER_CDN_URL, PARTNER_URL, test } from '../support/partner';

/**
 * The partner's page on three origins (apps/partner-demo `/origins.html`): the page from the bank, the element
 * bundles from the bank's CDN, the data from the platform, under a policy that allows calls to the platform and
 * the bank's one token endpoint only. The fixture fails a test on any policy violation, in the page or
 * reported. The sign-in contract (the partner guide's "Sign-in contract"): one `bk-unauthorized` per lapse for
 * the page, a signed-out state (never the visitor's view), a restore by setting `getAccessToken` again.
 */

const market = (page: Page) => page.locator('bk-market-table');

async function signedInReady(eventLog: () => Promise<string[]>): Promise<void> {
  await expect
    .poll(async () => eventsOf(await eventLog(), 'bk-ready'))
    .toContain('bk-ready from market: signed in');
}

/**
 * Loads the market element's data again (its `reload()` method), as the page might after its own change.
 * `answered`: waits until the call it makes — to the platform, or for a token to the bank — is answered and the
 * page has handled the answer (the frame after it), so what the element does about it has been done.
 */
async function reloadMarket(page: Page, { answered = false } = {}): Promise<void> {
  const answer = answered
    ? page.waitForResponse(
        (r) => r.url() === `${PARTNER_URL}/session` || r.url().startsWith(`${SANDBOX_URL}/api/`),
      )
    : null;
  await page.evaluate(() =>
    (document.querySelector('bk-market-table') as HTMLElement & { reload(): void }).reload(),
  );
  if (!answer) return;
  await (await answer).finished();
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

async function expectCustomersMarket(page: Page): Promise<Locator> {
  const table = marketTable(page, 'sukuk');
  await expect(bodyRows(table).first()).toBeVisible();
  // the customer's market, not the visitor's: no invitation to register
  await expect(market(page).getByRole('link', { name: /register/i })).toHaveCount(0);
  await expect(market(page).getByRole('button', { name: /register/i })).toHaveCount(0);
  return table;
}

test.describe('the partner page on three origins', () => {
  test('loads the bundles from the CDN and its first token from the page: no request of its own, axe-clean', async ({
    page,
    partner,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await partner.open('/origins.html');
    await signedInReady(partner.eventLog);
    await expectCustomersMarket(page);

    const bundles = scripts.filter((url) => url.includes('/elements/'));
    expect(bundles.length).toBeGreaterThan(0);
    for (const url of bundles)
      expect(url.startsWith(`${PARTNER_CDN_URL}/elements/standalone/`), url).toBe(true);
    // the page's own script is the bank's
    expect(scripts).toContain(`${PARTNER_URL}/assets/origins.js`);
    // the token came with the page: no call to the bank's endpoint, every platform call carried it
    expect(partner.sessionRequests()).toBe(0);
    expect(partner.apiRequests.length).toBeGreaterThan(0);
    for (const call of partner.apiRequests) expect(call.authorization, call.url).toMatch(/^Bearer \S+$/);
    for (const call of partner.apiRequests) expect(call.url.startsWith(`${SANDBOX_URL}/api/`)).toBe(true);
    await partner.axe('the three-origin partner page');
  });

  test('keeps the sign-in contract: a lapse, a start without a token, a restore', async ({
    page,
    partner,
  }) => {
    test.setTimeout(120_000);
    await partner.open('/origins.html');
    await signedInReady(partner.eventLog);
    await expectCustomersMarket(page);

    // the bank signs its customer out: the platform session it opened ends too
    const signedOut = page.waitForResponse(
      (response) => response.url() === `${PARTNER_URL}/session` && response.request().method() === 'DELETE',
    );
    await page.getByRole('button', { name: 'Sign out of the bank' }).click();
    expect((await signedOut).status()).toBe(204);

    // a lapse: the next call finds it; the page hears once, however many calls follow
    await reloadMarket(page);
    await expect.poll(async () => eventsOf(await partner.eventLog(), 'bk-unauthorized').length).toBe(1);
    await expect(page.getByRole('alert')).toContainText('Your online banking session has ended');
    // two more calls within the lapse, each answered and handled before the count is read
    await reloadMarket(page, { answered: true });
    await reloadMarket(page, { answered: true });
    // what the customer saw stays: never the visitor's view
    await expectCustomersMarket(page);
    expect(eventsOf(await partner.eventLog(), 'bk-unauthorized')).toHaveLength(1);

    // a start without a token: the bank writes none into the page and its endpoint has none to give
    await partner.open('/origins.html');
    await expect(
      market(page).getByRole('status').filter({ hasText: 'Your session has ended' }),
    ).toBeVisible();
    await expect(marketTable(page, 'sukuk')).toHaveCount(0);
    await expect.poll(async () => eventsOf(await partner.eventLog(), 'bk-unauthorized').length).toBe(1);
    // a call within that lapse, answered and handled: still the one event
    await reloadMarket(page, { answered: true });
    expect(eventsOf(await partner.eventLog(), 'bk-unauthorized')).toHaveLength(1);
    await partner.axe('the three-origin partner page, signed out');

    // restore: the customer signs in to the bank again and the page sets getAccessToken again
    await page.getByRole('button', { name: 'Sign in to the bank again' }).click();
    await signedInReady(partner.eventLog);
    await expectCustomersMarket(page);
    await expect(page.getByRole('alert')).toBeHidden();
    expect(eventsOf(await partner.eventLog(), 'bk-unauthorized')).toHaveLength(1);
  });
});
