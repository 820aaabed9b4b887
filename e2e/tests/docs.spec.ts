import type { APIRequestContext, Page } from '@playwright/test';
import { HOST_PORT } from '../env';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/test';

/**
 * The documentation site (apps/docs), built, served by its own server on the host's port + 2 (5185) with the
 * live examples' `/api` proxied to the e2e sandbox (playwright.config.ts). Here: every page and every internal
 * link of the built site, no console errors anywhere, axe on the site's pages (every guide and element page). The live examples and the theme
 * editor: docs-examples.spec.ts.
 */
const DOCS_PORT = Number(process.env.E2E_DOCS_PORT ?? HOST_PORT + 2);
const DOCS_URL = `http://127.0.0.1:${DOCS_PORT}`;

// three tests open every page of the site (about 45, each test a third of them) and run axe on two dozen:
// several seconds a page with both workers busy, so a ceiling well above that
test.describe.configure({ timeout: 300_000 });

interface Link {
  from: string;
  to: string;
  hash: string;
}

interface Site {
  /** HTML pages, by path */
  pages: Map<string, { ids: Set<string> }>;
  /** every internal address referenced (pages and assets) with its status */
  statuses: Map<string, number>;
  links: Link[];
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};
const decode = (text: string) => text.replace(/&(?:amp|quot|#39|lt|gt);/g, (entity) => ENTITIES[entity]!);

/** Follows every `href` and `src` of the built site's HTML, from `/`, that stays on the site. */
async function crawl(request: APIRequestContext): Promise<Site> {
  const site: Site = { pages: new Map(), statuses: new Map(), links: [] };
  const queue = ['/'];
  const queued = new Set(queue);
  while (queue.length > 0) {
    const path = queue.shift()!;
    const response = await request.get(`${DOCS_URL}${path}`, { maxRedirects: 0 });
    site.statuses.set(path, response.status());
    if (!response.ok() || !(response.headers()['content-type'] ?? '').startsWith('text/html')) continue;
    const html = await response.text();
    site.pages.set(path, {
      ids: new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => decode(match[1]!))),
    });
    for (const match of html.matchAll(/\s(?:href|src)="([^"]+)"/g)) {
      const url = new URL(decode(match[1]!), `${DOCS_URL}${path}`);
      if (url.origin !== DOCS_URL) continue;
      site.links.push({ from: path, to: url.pathname, hash: url.hash });
      if (!queued.has(url.pathname)) {
        queued.add(url.pathname);
        queue.push(url.pathname);
      }
    }
  }
  return site;
}

/** Opens a page of the site and waits for VitePress's app to be hydrated (Vue sets `#app.__vue_app__` then). */
async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(`${DOCS_URL}${path}`, { waitUntil: 'domcontentloaded' });
  expect(response?.status(), path).toBe(200);
  await page.waitForFunction(() =>
    Boolean((document.querySelector('#app') as { __vue_app__?: unknown } | null)?.__vue_app__),
  );
  await expect(page.locator('#app h1').first()).toBeVisible();
}

/** Waits until the page's live examples (if any) have their elements loaded and the network is quiet. */
async function settle(page: Page): Promise<void> {
  const frames = page.locator('.live-example__frame, .theme-editor');
  const count = await frames.count();
  for (let index = 0; index < count; index++) {
    await expect(frames.nth(index)).toHaveAttribute('data-status', 'ready', { timeout: 15_000 });
  }
  if (count > 0) await page.waitForLoadState('networkidle');
}

let site: Site;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  site = await crawl(request);
  await request.dispose();
});

test.describe('the documentation site', () => {
  test('has the pages of every audience, every element, the theming, security, sandbox, API and changelog', () => {
    const pages = [...site.pages.keys()];
    for (const page of [
      '/',
      '/guide/',
      '/guide/partner-bank.html',
      '/guide/marketing-page.html',
      '/guide/react.html',
      '/guide/headless.html',
      '/elements/',
      '/theming.html',
      '/security.html',
      '/sandbox.html',
      '/changelog.html',
      '/sdk-core/',
    ]) {
      expect(pages, `the site links ${page}`).toContain(page);
    }
    // one page per element (from custom-elements.json), the seven of issue 5 at least
    const elementPages = pages.filter((page) => /^\/elements\/bk-[a-z-]+\.html$/.test(page));
    expect(elementPages.length).toBeGreaterThanOrEqual(7);
    // the sdk-core reference: one page per module of src/index.ts (a domain's index), e.g. the client's
    // (http) and the market store's (market)
    expect(pages).toContain('/sdk-core/http.html');
    expect(pages).toContain('/sdk-core/market.html');
    for (const domain of [
      'money',
      'time',
      'machine',
      'messages',
      'auth',
      'trade',
      'fx',
      'smart-interest',
      'leads',
    ]) {
      expect(pages, `the API reference has the ${domain} domain`).toContain(`/sdk-core/${domain}.html`);
    }
  });

  test('has no broken internal link: every address answers 200 and every #anchor exists', () => {
    const broken = [...site.statuses]
      .filter(([, status]) => status !== 200)
      .map(([path, s]) => `${path} ${s}`);
    expect(broken, 'addresses that do not answer 200').toEqual([]);
    const missingAnchors = site.links
      .filter((link) => link.hash !== '' && site.pages.has(link.to))
      .filter((link) => !site.pages.get(link.to)!.ids.has(decodeURIComponent(link.hash.slice(1))))
      .map((link) => `${link.from} → ${link.to}${link.hash}`);
    expect([...new Set(missingAnchors)], 'links to anchors the page does not have').toEqual([]);
    // the whole site was crawled (the API reference is one page per sdk-core domain, about 20)
    expect(site.pages.size).toBeGreaterThan(35);
  });
});

/** The site's pages in three parts, each walked by a test of its own, side by side. */
const PARTS = [
  {
    name: 'the guides and the site’s own pages',
    has: (path: string) => !/^\/(elements|sdk-core)\//.test(path),
  },
  { name: 'the element pages', has: (path: string) => path.startsWith('/elements/') },
  { name: 'the API reference', has: (path: string) => path.startsWith('/sdk-core/') },
] as const;

test.describe('every page of the documentation site', () => {
  test.describe.configure({ mode: 'parallel' });

  for (const part of PARTS) {
    test(`${part.name}: each loads in Chromium without a console error, and all but the API reference are axe-clean`, async ({
      page,
    }) => {
      const problems: string[] = [];
      let current = '';
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`${current}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`${current}: ${error.message}`));
      // axe (WCAG 2.1 AA, the live examples' shadow roots included) on every guide and element page, and on
      // two pages of the generated API reference (the others are the same template)
      const axePages = (path: string) =>
        !path.startsWith('/sdk-core/') ||
        ['/sdk-core/', '/sdk-core/http/client.html', '/sdk-core/market/api.html'].includes(path);
      const paths = [...site.pages.keys()].filter(part.has);
      expect(paths.length, `${part.name}: pages`).toBeGreaterThan(0);
      for (const path of paths) {
        current = path;
        await open(page, path);
        await settle(page);
        if (axePages(path)) await expectNoAxeViolations(page, path);
      }
      expect(problems, 'console errors and uncaught exceptions').toEqual([]);
    });
  }
});
