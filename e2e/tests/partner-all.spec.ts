import { expect, PARTNER_URL, test } from '../support/partner';

// `all.js` defines every element from one file of its own (it shares no chunk with the per-element entries):
// on a partner page already running an element from a per-element entry, importing it loads that one file,
// defines the elements that were missing, and leaves the page's element working.
const ELEMENTS = [
  'bk-market-table',
  'bk-bond-detail',
  'bk-trade-ticket',
  'bk-savings-calculator',
  'bk-guide-form',
  'bk-smart-interest-quote',
  'bk-smart-interest-holdings',
];

for (const build of ['standalone', 'lite'] as const) {
  test(`the ${build} all.js is one file that defines every element next to per-element entries`, async ({
    page,
    partner,
  }) => {
    await partner.open(build === 'lite' ? '/marketing-lite.html' : '/marketing.html');
    const calculator = page.locator('bk-savings-calculator');
    await expect(calculator.locator('.bk-calc__figure--final dd')).toHaveText('£1,275,077.43');

    const loaded: string[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(`${PARTNER_URL}/elements/`))
        loaded.push(new URL(response.url()).pathname);
    });
    const defined = await page.evaluate(
      async ({ url, names }) => {
        await import(url);
        return names.filter((name) => customElements.get(name) !== undefined);
      },
      { url: `/elements/${build}/all.js`, names: ELEMENTS },
    );
    expect(defined).toEqual(ELEMENTS);
    expect(loaded).toContain(`/elements/${build}/all.js`);
    // one file: no static import of a chunk (only what loads later — the sanitiser, the phone data, dialogs,
    // the ticket's later steps — is in separate chunks)
    const source = await (await page.request.get(`${PARTNER_URL}/elements/${build}/all.js`)).text();
    expect(source).not.toMatch(/\b(?:from|import)\s*["']\.{1,2}\//);

    // an element only all.js defined works on the page
    await page.evaluate(() => {
      const market = document.createElement('bk-market-table');
      market.setAttribute('api-base', document.documentElement.dataset.apiBase ?? '');
      market.setAttribute('label', 'All bonds');
      document.querySelector('main')?.append(market);
    });
    await expect(page.locator('bk-market-table').getByRole('row').nth(1)).toBeVisible();
    // the page's own calculator still answers
    await expect(calculator.locator('.bk-calc__figure--final dd')).toHaveText('£1,275,077.43');
    expect(await partner.pageViolations()).toEqual([]);
  });
}
