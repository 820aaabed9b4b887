import type { Locator, Page } from '@playwright/test';
import { HOST_PORT } from '../env';
import { expect, test } from '../support/test';

/**
 * The documentation site's live examples: the real elements from the built bundles, talking to the e2e
 * sandbox through the docs server (playwright.config.ts), and the theming page's live editor.
 */
const DOCS_PORT = Number(process.env.E2E_DOCS_PORT ?? HOST_PORT + 2);
const DOCS_URL = `http://127.0.0.1:${DOCS_PORT}`;

test.describe.configure({ timeout: 120_000 });

/** What each element shows once it rendered, inside its shadow root (Playwright's locators pierce it). */
const RENDERED: Record<string, (element: Locator) => Promise<void>> = {
  'bk-market-table': async (element) => {
    await expect(element.locator('[part~="row"]').first()).toBeVisible();
    expect(await element.locator('[part~="row"]').count()).toBeGreaterThan(5);
  },
  'bk-bond-detail': async (element) => {
    await expect(element.getByRole('heading', { name: 'Wrenfield Capital plc' })).toBeVisible();
    await expect(element.locator('[part~="figures"]')).toBeVisible();
  },
  'bk-trade-ticket': async (element) => {
    await expect(element.getByText('Set up your order')).toBeVisible();
    await expect(element.locator('[part~="form"]')).toBeVisible();
  },
  'bk-savings-calculator': async (element) => {
    await expect(element.getByRole('heading', { name: 'Savings calculator' })).toBeVisible();
    await expect(element.locator('.bk-calc__figure--final dd')).toHaveText(/^(£|€|\$|AED)\s?[\d,]+\.\d\d$/);
  },
  'bk-guide-form': async (element) => {
    await expect(element.getByRole('textbox', { name: /email/i })).toBeVisible();
    await expect(element.getByRole('button', { name: /download/i })).toBeVisible();
  },
  'bk-smart-interest-quote': async (element) => {
    await expect(element.getByRole('heading', { name: 'Smart Interest' })).toBeVisible();
    await expect(element.locator('[part~="form"]')).toBeVisible();
  },
  'bk-smart-interest-holdings': async (element) => {
    await expect(element.getByRole('heading', { name: 'My investments' })).toBeVisible();
    await expect(element.locator('[part~="table"]')).toBeVisible();
  },
};

/** The element pages the site has: one per element of custom-elements.json, linked from /elements/. */
async function elementPages(page: Page): Promise<string[]> {
  await page.goto(`${DOCS_URL}/elements/`);
  const links = page.locator('.element-list a');
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((anchors) =>
    anchors.map((anchor) => (anchor as HTMLAnchorElement).pathname),
  );
  return [...new Set(hrefs)];
}

/** The example log's lines (`bk-ready from bk-market-table: visitor`) of one live example. */
const logOf = (frame: Locator) => frame.locator('.live-example__events li').allTextContents();

test('every element has a page whose live examples render from the built bundles against the sandbox', async ({
  page,
}) => {
  test.setTimeout(360_000);
  const bundles = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === DOCS_URL && url.pathname.startsWith('/elements/') && response.ok())
      bundles.add(url.pathname);
  });
  const pages = await elementPages(page);
  expect(pages.length).toBeGreaterThanOrEqual(7);
  const tags = new Set<string>();
  for (const path of pages) {
    const tag = /\/elements\/(bk-[a-z-]+)\.html$/.exec(path)?.[1];
    expect(tag, path).toBeTruthy();
    tags.add(tag!);
    await page.goto(`${DOCS_URL}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: `<${tag}>` })).toBeVisible();
    // the generated tables are there
    for (const section of ['Attributes', 'Events', 'Parts', 'CSS custom properties']) {
      await expect(
        page.getByRole('heading', { level: 2, name: new RegExp(`^${section}\\b`) }),
        `${path}: ${section}`,
      ).toBeVisible();
    }
    const frames = page.locator('.live-example__frame');
    expect(await frames.count(), `${path} has a live example`).toBeGreaterThan(0);
    for (const frame of await frames.all()) {
      await expect(frame).toHaveAttribute('data-status', 'ready', { timeout: 15_000 });
      const elements = frame.locator('.live-example__stage > *');
      const count = await elements.count();
      expect(count).toBeGreaterThan(0);
      for (let index = 0; index < count; index++) {
        const element = elements.nth(index);
        const name = await element.evaluate((node) => node.localName);
        await expect(element, `${path}: <${name}> is defined`).toHaveJSProperty('isConnected', true);
        expect(await element.evaluate((node) => customElements.get(node.localName) !== undefined)).toBe(true);
        await expect(element.locator('[part~="root"]').first(), `${path}: <${name}> rendered`).toBeVisible();
        await RENDERED[name]?.(element);
      }
      // each element told the page it is ready — signed in where the example says so — and nothing failed
      await expect
        .poll(async () => (await logOf(frame)).filter((line) => line.startsWith('bk-ready')).length)
        .toBe(count);
      const log = await logOf(frame);
      expect(
        log.filter((line) => /^bk-(error|unauthorized) /.test(line)),
        `${path}: failures`,
      ).toEqual([]);
      const signedIn = (await frame.locator('.live-example__caption').textContent())?.includes('signed in');
      for (const line of log.filter((entry) => entry.startsWith('bk-ready'))) {
        expect(line, path).toMatch(signedIn ? /: signed in$/ : /: visitor$/);
      }
    }
  }
  // every element of issue 5 has its page
  for (const tag of Object.keys(RENDERED)) expect(tags, `a page for <${tag}>`).toContain(tag);
  // the examples ran the site's copy of the standalone bundles
  expect([...bundles]).toContain('/elements/standalone/market-table.js');
  expect([...bundles].some((path) => path.startsWith('/elements/standalone/chunks/'))).toBe(true);
});

test('the market example sends its events to the page: choosing a bond is a bk-navigate the page cancels', async ({
  page,
}) => {
  await page.goto(`${DOCS_URL}/elements/bk-market-table.html`);
  const frame = page.locator('.live-example__frame').first();
  await expect(frame).toHaveAttribute('data-status', 'ready');
  const table = frame.locator('bk-market-table');
  const firstBond = table.locator('[part~="row"][data-product-id]').first().getByRole('link').first();
  await expect(firstBond).toBeVisible();
  await firstBond.click();
  await expect
    .poll(() => logOf(frame))
    .toContainEqual(expect.stringMatching(/^bk-navigate from bk-market-table: bond-detail → .*cancelled/));
  // the page stayed where it was
  expect(new URL(page.url()).pathname).toBe('/elements/bk-market-table.html');
});

test('the partner guide runs the sukuk market and ticket signed in with a token from the docs server', async ({
  page,
}) => {
  const sessions: string[] = [];
  const authorized: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/docs-session') sessions.push(request.postData() ?? '');
    if (url.pathname.startsWith('/api/') && request.headers().authorization?.startsWith('Bearer ')) {
      authorized.push(url.pathname);
    }
  });
  await page.goto(`${DOCS_URL}/guide/partner-bank.html`);
  const frame = page.locator('.live-example__frame');
  await expect(frame).toHaveAttribute('data-status', 'ready');
  await expect
    .poll(() => logOf(frame))
    .toEqual(
      expect.arrayContaining([
        'bk-ready from bk-market-table: signed in',
        'bk-ready from bk-trade-ticket: signed in',
      ]),
    );
  await expect(frame.locator('bk-trade-ticket').getByText('Set up your order')).toBeVisible();
  // one token for both elements, asked once from the page's own origin, sent as a bearer token
  expect(sessions).toEqual(['{"persona":"sukuk"}']);
  expect(authorized).toContain('/api/customers/me/');
});

test('the marketing guide runs the calculator from the standalone build and the guide form from the lite one', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/elements/')) scripts.push(url.pathname);
  });
  await page.goto(`${DOCS_URL}/guide/marketing-page.html`);
  const frames = page.locator('.live-example__frame');
  for (const frame of await frames.all()) await expect(frame).toHaveAttribute('data-status', 'ready');
  await expect(page.locator('bk-savings-calculator .bk-calc__figure--final dd')).toHaveText(
    /^£[\d,]+\.\d\d$/,
  );
  const lite = frames.filter({ hasText: 'lite build (preact/compat)' });
  await expect(lite.locator('bk-guide-form').getByRole('textbox', { name: /email/i })).toBeVisible();
  await expect.poll(() => logOf(lite)).toContain('bk-ready from bk-guide-form: visitor');
  expect(scripts).toContain('/elements/standalone/savings-calculator.js');
  expect(scripts).toContain('/elements/lite/guide-form.js');
  expect(scripts).not.toContain('/elements/standalone/guide-form.js');
});

test.describe('the theming page', () => {
  const PRIMARY_LIGHT = 'rgb(10, 88, 168)';
  const PRIMARY_NEW = 'rgb(194, 24, 91)';
  const BG_DARK = 'rgb(15, 21, 32)';

  test('its live editor changes the tokens, the theme and ::part() rules of the embedded element', async ({
    page,
  }) => {
    await page.goto(`${DOCS_URL}/theming.html`);
    const editor = page.locator('.theme-editor');
    await expect(editor).toHaveAttribute('data-status', 'ready');
    const calculator = editor.locator('bk-savings-calculator');
    const paidIn = calculator.locator('.bk-calc__swatch--paid');
    await expect(paidIn).toHaveCSS('background-color', PRIMARY_LIGHT);

    await editor.getByLabel('--bk-color-primary', { exact: true }).fill('#c2185b');
    await expect(paidIn).toHaveCSS('background-color', PRIMARY_NEW);
    expect(
      await calculator.evaluate((node) => (node as HTMLElement).style.getPropertyValue('--bk-color-primary')),
    ).toBe('#c2185b');
    await expect(editor.locator('.theme-editor__css')).toContainText('--bk-color-primary: #c2185b;');

    const root = calculator.locator('[part~="root"]').first();
    await expect(root).not.toHaveCSS('background-color', BG_DARK);
    await editor.getByRole('radio', { name: 'dark' }).check();
    await expect(calculator).toHaveAttribute('theme', 'dark');
    await expect(root).toHaveCSS('background-color', BG_DARK);
    // the page's override wins over the dark theme's primary
    await expect(paidIn).toHaveCSS('background-color', PRIMARY_NEW);

    const disclaimer = calculator.locator('[part~="disclaimer"]');
    await expect(disclaimer).not.toHaveCSS('border-left-width', '6px');
    await editor.getByRole('checkbox', { name: 'Accent ::part(disclaimer)' }).check();
    await expect(disclaimer).toHaveCSS('border-left-width', '6px');
    await expect(disclaimer).toHaveCSS('border-left-color', PRIMARY_NEW);

    await editor.getByRole('button', { name: 'Reset' }).click();
    await expect(paidIn).toHaveCSS('background-color', 'rgb(116, 180, 255)'); // the dark theme's own primary
    await expect(disclaimer).not.toHaveCSS('border-left-width', '6px');
  });

  test('lists every token with its light and dark value', async ({ page }) => {
    await page.goto(`${DOCS_URL}/theming.html`);
    const rows = page.locator('.token-table tbody tr');
    expect(await rows.count()).toBeGreaterThan(30);
    const primary = rows.filter({
      has: page.getByRole('rowheader', { name: '--bk-color-primary', exact: true }),
    });
    await expect(primary).toContainText('#0a58a8');
    await expect(primary).toContainText('#74b4ff');
  });
});
