import { expect, fetchReports, PARTNER_URL, test, watchViolations } from '../support/partner';

// The partner pages' policy is really enforced and reported, so "no violation" in the other partner tests
// means something: an inline style and an inline script are refused, seen by the page and reported.

test('the partner policy refuses inline code and reports it to the partner', async ({ page, request }) => {
  const marker = `policy-check-${test.info().testId}`;
  await watchViolations(page);
  await page.goto(`${PARTNER_URL}/marketing.html?run=${marker}`);
  await expect(page.locator('bk-savings-calculator .bk-calc__figure--final dd')).toHaveText('£1,275,077.43');
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body { background: red; }';
    document.head.append(style);
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true;';
    document.head.append(script);
  });
  expect(await page.evaluate(() => (window as { __inlineRan?: boolean }).__inlineRan)).toBeUndefined();
  await expect
    .poll(async () => (await page.evaluate(() => window.__bkViolations ?? [])).map((v) => v.directive).sort())
    .toEqual(['script-src-elem', 'style-src-elem']);
  await expect
    .poll(async () => (await fetchReports(request, marker)).map((report) => report.directive).sort())
    .toEqual(['script-src-elem', 'style-src-elem']);
});

test('the partner’s token endpoint is its own: other sites get no token', async ({ request }) => {
  const crossSite = await request.post(`${PARTNER_URL}/session`, {
    headers: { 'sec-fetch-site': 'cross-site' },
  });
  expect(crossSite.status()).toBe(403);
  const read = await request.get(`${PARTNER_URL}/session`);
  expect(read.status()).toBe(405);
});
