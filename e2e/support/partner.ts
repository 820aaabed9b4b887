import {
  type APIRequestContext,
  test as base,
  expect,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';
import { HOST_PORT, SANDBOX_URL } from '../env';
import { type AxeScope, expectNoAxeViolations } from './axe';
import { requestedCode } from './sandbox';

/**
 * The partner demo (apps/partner-demo): a bank's site on a second origin, serving the element bundles from
 * there under a strict Content-Security-Policy, with a back end that mints the customer's platform tokens.
 * playwright.config.ts starts it on the host's port + 7 (5190) and gives its origin to the sandbox as the partner's
 * allowed origin (SANDBOX_PARTNER_ORIGINS).
 */
export const PARTNER_PORT = Number(process.env.E2E_PARTNER_PORT ?? HOST_PORT + 7);
export const PARTNER_URL = `http://127.0.0.1:${PARTNER_PORT}`;
/** The partner's CDN: the element bundles on a third origin (the partner's port + 1). */
export const PARTNER_CDN_URL = `http://127.0.0.1:${PARTNER_PORT + 1}`;
/** Pages whose bundles come from the CDN, under the three-origin policy. */
const THREE_ORIGIN_PAGES = new Set(['/layout.html', '/origins.html']);
/** The partner's theme (apps/partner-demo/public/partner.css), as computed colours. */
export const BANK_PRIMARY = 'rgb(0, 95, 115)';
export const BANK_GOLD = 'rgb(201, 162, 39)';

/** A Content-Security-Policy violation seen in the page (`securitypolicyviolation`) or by the report endpoint. */
export interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

/** What a partner test gets: its pages, the requests they make, and the checks every partner page passes. */
export interface PartnerFixture {
  /** Opens a partner page (`/bank.html`…), asserting its strict policy; each test's pages carry its own marker. */
  open(path: string): Promise<void>;
  /** Violations the page's documents saw so far. */
  pageViolations(): Promise<Violation[]>;
  /** Violations the partner's report endpoint received for this test's pages. */
  reportedViolations(): Promise<Violation[]>;
  /** Calls (fetch/XHR) the page made to the platform API (URL and Authorization header). */
  apiRequests: {
    url: string;
    method: string;
    authorization: string | undefined;
    cookie: string | undefined;
  }[];
  /** Token requests to the bank's own back end. */
  sessionRequests(): number;
  /** The `bk-*` events the page's event log shows (`type from source: summary`). */
  eventLog(): Promise<string[]>;
  /** axe-core on the page, shadow roots included. */
  axe(where: string, scope?: AxeScope): Promise<void>;
}

declare global {
  interface Window {
    __bkViolations?: Violation[];
  }
}

/** The same checks as support/axe.ts, leaving out the given rules. */
function directivesOf(policy: string | undefined): Map<string, string[]> {
  expect(policy, 'the page has a Content-Security-Policy').toBeTruthy();
  return new Map(
    policy!
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

/**
 * The three-origin policy: nothing by default, scripts from the bank and its CDN, calls only to the platform and
 * the bank's one token endpoint (no `'self'`), images from the platform.
 */
export function expectThreeOriginPolicy(policy: string | undefined): void {
  const directives = directivesOf(policy);
  expect(directives.get('default-src')).toEqual(["'none'"]);
  expect(directives.get('script-src')).toEqual(["'self'", PARTNER_CDN_URL]);
  expect(directives.get('style-src')).toEqual(["'self'"]);
  expect(directives.get('connect-src')).toEqual([SANDBOX_URL, `${PARTNER_URL}/session`]);
  expect(directives.get('img-src')).toEqual([SANDBOX_URL]);
  expect(policy).not.toContain('unsafe-');
}

/** Every policy the partner pages must keep: nothing inline, nothing evaluated. */
export function expectStrictPolicy(policy: string | undefined): void {
  const directives = directivesOf(policy);
  expect(directives.get('default-src')).toEqual(["'self'"]);
  expect(directives.get('script-src')).toEqual(["'self'"]);
  expect(directives.get('style-src')).toEqual(["'self'"]);
  expect(directives.get('connect-src')).toEqual(["'self'", SANDBOX_URL]);
  expect(policy).not.toContain('unsafe-');
}

export async function fetchReports(api: APIRequestContext, marker: string): Promise<Violation[]> {
  const response = await api.get(`${PARTNER_URL}/csp-reports?document=${encodeURIComponent(marker)}`);
  expect(response.ok()).toBe(true);
  const reports = (await response.json()) as {
    violatedDirective: string;
    blockedUri: string;
    sourceFile: string;
  }[];
  return reports.map((report) => ({
    directive: report.violatedDirective,
    blocked: report.blockedUri,
    source: report.sourceFile,
  }));
}

/** Collects `securitypolicyviolation` events of every document of the page (set before any page script). */
export async function watchViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__bkViolations = [];
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        window.__bkViolations!.push({
          directive: event.violatedDirective,
          blocked: event.blockedURI,
          source: event.sourceFile,
        });
      },
      true,
    );
  });
}

export const test = base.extend<{ partner: PartnerFixture }>({
  partner: async ({ page, playwright }, use, testInfo) => {
    const marker = `t${testInfo.testId}r${testInfo.retry}`;
    const api = await playwright.request.newContext();
    const apiRequests: PartnerFixture['apiRequests'] = [];
    let sessions = 0;
    const onRequest = (request: Request) => {
      const url = request.url();
      // API calls (fetch/XHR); images such as company logos are public assets loaded without a token
      const isCall = request.resourceType() === 'fetch' || request.resourceType() === 'xhr';
      if (isCall && url.startsWith(`${SANDBOX_URL}/api/`) && request.method() !== 'OPTIONS') {
        const headers = request.headers();
        apiRequests.push({
          url,
          method: request.method(),
          authorization: headers.authorization,
          cookie: headers.cookie,
        });
      }
      if (url === `${PARTNER_URL}/session`) sessions++;
    };
    page.on('request', onRequest);
    await watchViolations(page);

    const fixture: PartnerFixture = {
      async open(path) {
        const url = new URL(path, PARTNER_URL);
        url.searchParams.set('run', marker);
        const response = await page.goto(url.toString());
        expect(response?.status(), `GET ${path}`).toBe(200);
        const policy = response?.headers()['content-security-policy'];
        if (THREE_ORIGIN_PAGES.has(url.pathname)) expectThreeOriginPolicy(policy);
        else expectStrictPolicy(policy);
      },
      pageViolations: () => page.evaluate(() => window.__bkViolations ?? []),
      reportedViolations: () => fetchReports(api, marker),
      apiRequests,
      sessionRequests: () => sessions,
      eventLog: async () =>
        (await page.locator('#event-log li').allTextContents()).map((text) => text.trim()),
      axe: (where, scope) => expectNoAxeViolations(page, where, scope),
    };
    await use(fixture);

    page.off('request', onRequest);
    // every partner test ends with its pages free of policy violations, seen in the page and reported
    if (!page.isClosed() && page.url().startsWith(PARTNER_URL)) {
      expect(await fixture.pageViolations(), 'CSP violations in the page').toEqual([]);
    }
    expect(await fixture.reportedViolations(), 'CSP violations reported to the partner').toEqual([]);
    await api.dispose();
  },
});

/** A sukuk of the partner's market (the platform's own answer, not the page's). */
export interface WireSukuk {
  product_id: number;
  company: { company_name: string };
  adib_details: { underlying_company_name: string } | null;
  categories: { category_id: string }[];
}

/** The partner market's sukuk, straight from the platform. */
export async function listSukuk(api: APIRequestContext): Promise<WireSukuk[]> {
  const response = await api.get(`${SANDBOX_URL}/api/products/?partner=adib&exclude=call_schedule`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as WireSukuk[]).filter((product) => product.adib_details !== null);
}

/** The name a sukuk is shown under (its underlying company). */
export function sukukName(product: WireSukuk): string {
  return product.adib_details?.underlying_company_name ?? product.company.company_name;
}

/** A sukuk with what the purchase tests choose by. */
export interface TradableSukuk extends WireSukuk {
  isin_code: string;
  currency: string;
  adib_details: { underlying_company_name: string; risk_category_minimum_score: number } | null;
}

/**
 * The AED sukuk the bank's customer may buy, straight from the platform: within the customer's risk score (3),
 * open, tradeable, with 20,000 or more available, not among `except` (e.g. what the customer holds) — in the
 * platform's order. Tests buying one pick different ends of this list so that they do not use up each other's.
 */
export async function tradableAedSukuk(
  api: APIRequestContext,
  except: ReadonlySet<number> = new Set(),
): Promise<TradableSukuk[]> {
  const response = await api.get(`${SANDBOX_URL}/api/products/?partner=adib&exclude=call_schedule`);
  expect(response.ok()).toBe(true);
  const products = (await response.json()) as (TradableSukuk & {
    state: string;
    tradeability: string;
    tradeability_reason: string | null;
    sell_liquidity: string;
  })[];
  const tradable = products.filter(
    (p) =>
      p.currency === 'AED' &&
      p.adib_details !== null &&
      p.adib_details.risk_category_minimum_score <= 3 &&
      p.state === 'open' &&
      p.tradeability === 'open' &&
      p.tradeability_reason === null &&
      Number(p.sell_liquidity) >= 20_000 &&
      !except.has(p.product_id),
  );
  expect(tradable.length, 'an AED sukuk the customer may buy').toBeGreaterThan(0);
  return tradable;
}

/**
 * Buys `amount` of the sukuk open in a `<bk-trade-ticket>` element, as the customer does: the amount, Proceed,
 * each document read, every agreement ticked, the one-time code from the dev inbox — up to 'Purchase Contract
 * Concluded'. `beforeCode` runs on the review (e.g. an axe scan).
 */
export async function buySukukInTicket(
  page: Page,
  ticket: Locator,
  amount: string,
  beforeCode?: () => Promise<void>,
): Promise<void> {
  await ticket.getByLabel('Notional').fill(amount);
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
  await beforeCode?.();
  const code = await requestedCode(page, 'sukuk@sandbox.bondkit.test', () =>
    ticket.getByRole('button', { name: 'Request verification code' }).click(),
  );
  const modal = ticket.getByRole('dialog', { name: 'Enter your verification code' });
  await modal.getByLabel('Verification code').fill(code);
  await modal.getByRole('button', { name: 'Confirm' }).click();
  await expect(ticket.getByRole('heading', { level: 2, name: 'Purchase Contract Concluded' })).toBeVisible();
}

/** The lines of the event log for one event type. */
export function eventsOf(log: readonly string[], type: string): string[] {
  return log.filter((line) => line.startsWith(`${type} `));
}

export { expect };
