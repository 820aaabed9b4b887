import type { APIRequestContext } from '@playwright/test';
import { SANDBOX_URL } from '../../env';
import { bodyRows, marketTable } from '../../support/market';
import { eventsOf, expect, listSukuk, PARTNER_URL, sukukName, test } from '../../support/partner';

// A customer's token expires mid-session on the bank page: the partner's tokens last 15 minutes of sandbox
// time, so these tests move the sandbox clock (the 'global-state' project runs them after the others). Each
// moves it forward and back by the same amount, leaving it as another test in this project may have set it.
test.describe.configure({ mode: 'serial' });

const PAST_EXPIRY = 16 * 60;

async function advanceClock(api: APIRequestContext, seconds: number): Promise<void> {
  const response = await api.post(`${SANDBOX_URL}/sandbox/clock`, { data: { advance_seconds: seconds } });
  expect(response.ok()).toBe(true);
}

let advanced = 0;
test.afterEach(async ({ request }) => {
  if (advanced !== 0) await advanceClock(request, -advanced);
  advanced = 0;
});

async function expireTokens(api: APIRequestContext): Promise<void> {
  await advanceClock(api, PAST_EXPIRY);
  advanced += PAST_EXPIRY;
}

test('an expired token is refreshed once through the bank, and the elements carry on', async ({
  page,
  partner,
  request,
}) => {
  const [first, second] = await listSukuk(request);
  await partner.open('/bank.html');
  await expect(bodyRows(marketTable(page, 'sukuk')).first()).toBeVisible();
  const detail = page.locator('bk-bond-detail');
  await detail.evaluate((element, id) => element.setAttribute('product-id', String(id)), first!.product_id);
  await expect(detail.getByRole('heading', { level: 1 })).toHaveText(sukukName(first!));
  // the detail's later calls (its documents) are done before the token expires
  await page.waitForLoadState('networkidle');
  expect(partner.sessionRequests()).toBe(1);

  await expireTokens(request);
  const before = partner.apiRequests.length;
  await detail.evaluate((element, id) => element.setAttribute('product-id', String(id)), second!.product_id);
  await expect(detail.getByRole('heading', { level: 1 })).toHaveText(sukukName(second!));

  // the old token was refused, the element asked the bank for a new one once and carried on with it
  expect(partner.sessionRequests()).toBe(2);
  const oldToken = partner.apiRequests[before - 1]!.authorization;
  const tokensSince = [...new Set(partner.apiRequests.slice(before).map((call) => call.authorization))];
  expect(tokensSince).toHaveLength(2);
  expect(tokensSince[0]).toBe(oldToken);
  expect(partner.apiRequests.at(-1)!.authorization).toBe(tokensSince[1]);
  expect(eventsOf(await partner.eventLog(), 'bk-unauthorized')).toEqual([]);
  await expect(page.locator('#session-notice')).toBeHidden();
});

test('when the bank cannot give a new token, the element sends bk-unauthorized and the bank asks to sign in', async ({
  page,
  partner,
  request,
}) => {
  const [first] = await listSukuk(request);
  await partner.open('/bank.html');
  await expect(bodyRows(marketTable(page, 'sukuk')).first()).toBeVisible();
  // every element (market, detail, ticket) has made its first calls before the token expires
  await expect.poll(async () => eventsOf(await partner.eventLog(), 'bk-ready')).toHaveLength(3);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(partner.sessionRequests()).toBe(1);

  // the bank's session with its customer has ended: its back end refuses to mint tokens
  await page.route(`${PARTNER_URL}/session`, (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: '{"detail":"Signed out."}' }),
  );
  await expireTokens(request);
  const detail = page.locator('bk-bond-detail');
  await detail.evaluate((element, id) => element.setAttribute('product-id', String(id)), first!.product_id);

  await expect
    .poll(async () => eventsOf(await partner.eventLog(), 'bk-unauthorized'))
    .toEqual(['bk-unauthorized from detail: Token expired. (401)']);
  expect(partner.sessionRequests()).toBe(2);
  await expect(page.locator('#session-notice')).toHaveText(
    'Your online banking session has ended. Please sign in to the bank again.',
  );
  await expect(page.locator('#session-notice')).toHaveRole('alert');
});
