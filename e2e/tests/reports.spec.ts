import { readFile } from 'node:fs/promises';
import { pageText, parseCsv, readPdf } from '@bondkit/sandbox/testing';
import type { Download, Locator, Page, Route } from '@playwright/test';
import { personaEmail, SANDBOX_URL } from '../env';
import { presetPreferences } from '../support/session';
import { expect, test } from '../support/test';

// Reports (001 §2 reporting panel and pages, §7 report generation and reportData; 000 §2 the report-download
// popup): real PDF and CSV files built by the sandbox in the background from the ledger. Asking for reports
// changes only the asker's report list and dev inbox, which no other spec reads.
test.describe.configure({ timeout: 120_000 });

const main = (page: Page) => page.getByRole('main');
/** The reporting panel, the quick reports: the side column of an account's portfolio page. */
const panel = (page: Page) =>
  main(page)
    .getByRole('complementary')
    .filter({ has: page.getByRole('heading', { level: 2, name: 'Reports', exact: true }) });
const popup = (page: Page) => page.getByRole('region', { name: 'Your reports' });

/** Types a `YYYY-MM-DD` date into the Day, Month and Year of the date named `name` inside `scope`. */
async function fillDate(scope: Locator, name: string, iso: string) {
  const [year = '', month = '', day = ''] = iso.split('-');
  const date = scope.getByRole('group', { name, exact: true });
  await date.getByLabel('Day').fill(day);
  await date.getByLabel('Month').fill(month);
  await date.getByLabel('Year').fill(year);
}

/** The portfolio page of the customer's first account holding the currency (the quick reports are there). */
async function openPortfolio(page: Page, currency: string) {
  const accounts = (await (await page.request.get('/api/customers/me/investment-accounts/')).json()) as {
    id: number;
    currencies: Record<string, string>;
  }[];
  const account = accounts.find((a) => currency in a.currencies);
  if (!account) throw new Error(`no ${currency} account`);
  await page.goto(`/dashboard/account/${account.id}/${currency}/`);
  await expect(panel(page)).toBeVisible();
}

async function bytesOf(download: Download): Promise<Uint8Array> {
  const path = await download.path();
  return new Uint8Array(await readFile(path));
}

type Position = { investment_account_reference: string; currency: string; open: { principal: string } };
type Account = { id: number; reference: string };

async function firstAccountPositions(page: Page, currency: string) {
  const accounts = (await (
    await page.request.get('/api/customers/me/investment-accounts/')
  ).json()) as Account[];
  const positions = (await (await page.request.get('/api/customers/me/positions/')).json()) as Position[];
  const account = accounts[0];
  if (!account) throw new Error('no account');
  return positions.filter(
    (p) =>
      p.investment_account_reference === account.reference &&
      p.currency === currency &&
      Number(p.open.principal) > 0,
  );
}

test('the Portfolio Value PDF: the popup polls to Completed, the file downloads and opens', async ({
  page,
  signIn,
  axe,
}) => {
  await signIn('investor');
  // The popup drops a finished report three polls (seconds) after it finished, and the checks below take
  // longer than that on a busy machine: once it shows 'Downloaded', the test holds the popup's next poll
  // (a poll waits for its answer before the next is due), and lets it go when it wants the drop.
  const heldPolls: Route[] = [];
  let holdPolls = false;
  await page.route(/\/api\/pdfgen\/reports\/?$/, (route) => {
    if (holdPolls && route.request().method() === 'GET') heldPolls.push(route);
    else void route.continue();
  });
  await openPortfolio(page, 'GBP');
  await axe('portfolio page with its quick reports');
  const downloading = page.waitForEvent('download');
  await panel(page).getByRole('button', { name: 'Download Portfolio Value Report as PDF' }).click();
  await expect(popup(page)).toContainText('Portfolio Value Report');
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^portfolio_report-.+\.pdf$/);
  await expect(popup(page)).toContainText('Downloaded');
  holdPolls = true;
  await axe('report-download popup');

  const pdf = await readPdf(await bytesOf(download));
  expect(pdf.title).toBe('Portfolio Value Report');
  expect(pdf.pages.length).toBeGreaterThanOrEqual(1);
  const text = pdf.pages.map(pageText).join(' ');
  expect(text).toContain('Ivy Investor');
  for (const position of await firstAccountPositions(page, 'GBP'))
    expect(text).toContain(position.open.principal);
  expect(text).toContain(`Page 1 of ${pdf.pages.length}`);

  // minimised, the popup keeps its report behind one button
  await popup(page).getByRole('button', { name: 'Minimise' }).click();
  const minimised = page.getByRole('button', { name: 'Show your reports (1)' });
  await expect(minimised).toBeVisible();

  // the polls go on: the finished report is dropped after its three, and the popup with it
  holdPolls = false;
  for (const route of heldPolls.splice(0)) await route.continue();
  await expect(minimised).toBeHidden();
  await expect(popup(page)).toHaveCount(0);
});

test('the investment report’s holdings as CSV: one row per bond the account holds', async ({
  page,
  signIn,
}) => {
  await signIn('investor');
  await page.goto('/reporting/investment/');
  await expect(main(page).getByRole('combobox', { name: 'Show' })).toHaveValue('holdings');
  const downloading = page.waitForEvent('download');
  await main(page).getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^investment_report-.+\.csv$/);
  const rows = parseCsv(new TextDecoder().decode(await bytesOf(download)));
  expect(rows[0]).toEqual(['Bond', 'ISIN', 'Coupon (%)', 'Maturity', 'Principal', 'Price', 'Value']);
  const held = await firstAccountPositions(page, 'GBP');
  expect(rows.length - 1).toBe(held.length);
  expect(
    rows
      .slice(1)
      .map((r) => r[4])
      .sort(),
  ).toEqual(held.map((p) => p.open.principal).sort());
});

test('the reports page shows the long history’s transactions a page at a time, and passes axe', async ({
  page,
  signIn,
  axe,
}) => {
  await signIn('long-history');
  await page.goto('/reporting/investment/');
  const reports = main(page);
  await reports.getByRole('combobox', { name: 'Show' }).selectOption('transactions');
  const range = reports.getByRole('group', { name: 'Investment report' });
  await fillDate(range, 'Start date', '2022-01-01');
  await fillDate(range, 'End date', '2025-12-31');
  await reports.getByRole('button', { name: 'Show report' }).click();
  const table = reports.getByRole('table', { name: /^Investment Report, page 1 of \d+$/ });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(26);
  const caption = (await table.locator('caption').textContent()) ?? '';
  const last = Number(/of (\d+)$/.exec(caption)?.[1]);
  expect(last).toBeGreaterThan(6);
  const pages = reports.getByRole('navigation', { name: 'Report pages' });
  await pages.getByRole('button', { name: `Page ${last}` }).click();
  await expect(
    reports.getByRole('table', { name: `Investment Report, page ${last} of ${last}` }),
  ).toBeVisible();
  await expect(pages.getByRole('button')).toHaveText(['1', String(last - 2), String(last - 1), String(last)]);
  await axe('reports page with its rows');
});

test('the reports page has one heading, Reports, nothing repeating it, and no native date picker', async ({
  page,
  signIn,
}) => {
  await signIn('investor');
  await page.goto('/reporting/investment/');
  const reports = main(page);
  // the page's choices have loaded (its dates with them)
  await expect(reports.getByRole('combobox', { name: 'Account' })).toBeVisible();
  // every date is Day / Month / Year, none a browser date picker (mm/dd/yyyy in an en-US browser)
  await expect(page.locator('input[type=date]')).toHaveCount(0);
  for (const name of ['Start date', 'End date', 'Holdings on this date (optional)']) {
    const date = reports.getByRole('group', { name, exact: true });
    await expect(date.getByRole('textbox')).toHaveCount(3);
    await expect(date.getByLabel('Day')).toBeVisible();
    await expect(date.getByLabel('Month')).toBeVisible();
    await expect(date.getByLabel('Year')).toBeVisible();
  }
  // one heading, and no quick-reports panel repeating the page's reports
  await expect(reports.getByRole('heading', { level: 1, name: 'Reports', exact: true })).toBeVisible();
  await expect(reports.getByRole('button', { name: /^Download .* as (PDF|CSV)$/ })).toHaveCount(0);
  await expect(reports.getByRole('complementary')).toHaveCount(0);
  await expect(reports.getByRole('heading', { name: 'Reports', exact: true })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

test.describe('in an en-US browser', () => {
  test.use({ locale: 'en-US' });

  test('the investment report shows its values formatted: 12 Aug 2040, £6,000.00, 7.00%', async ({
    page,
    signIn,
  }) => {
    await signIn('investor');
    await page.goto('/reporting/investment/');
    const reports = main(page);
    await reports.getByRole('button', { name: 'Show report' }).click();
    const table = reports.getByRole('table', { name: /^Investment Report, page 1 of \d+$/ });
    await expect(table).toBeVisible();
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBeGreaterThan(0);
    for (const row of await rows.all()) {
      const cells = await row.locator('th, td').allTextContents();
      cells.forEach((cell, i) => {
        expect(cell).not.toMatch(/^\d{4}-\d{2}-\d{2}$/); // 2040-08-12
        expect(cell).not.toMatch(/^\d{2}\/\d{2}\/\d{4}$/); // 08/12/2040
        // 6000.00, 7.000 (the price, a bond's price per 100, is a plain number as the market shows it)
        if (i !== 5) expect(cell).not.toMatch(/^-?\d+\.\d+$/);
      });
      const [, , coupon, maturity, principal, , value] = cells;
      expect(coupon).toMatch(/^\d+\.\d{2,3}%$/);
      expect(maturity).toMatch(/^(\d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}|Perpetual)$/);
      expect(principal).toMatch(/^£[\d,]+\.\d{2}$/);
      expect(value).toMatch(/^£[\d,]+\.\d{2}$/);
    }
  });
});

test('a keyboard alone reaches a downloaded report', async ({ page, signIn }) => {
  await signIn('investor');
  await page.goto('/reporting/investment/');
  const pdfButton = main(page).getByRole('button', { name: 'Download PDF' });
  await expect(pdfButton).toBeVisible();
  // from the top of the page, Tab through the header and the report's choices to the download
  for (let i = 0; i < 40 && !(await pdfButton.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(pdfButton).toBeFocused();
  const downloading = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const pdf = await readPdf(await bytesOf(await downloading));
  const text = pdf.pages.map(pageText).join(' ');
  expect(pdf.title).toBe('Investment Report');
  expect(text).toContain('Holdings, from');
});

test('the reporting hash addresses land on the reports pages', async ({ page, signIn }) => {
  await signIn('investor');
  await page.goto('/market/#reporting/investment');
  await expect(page).toHaveURL(/\/reporting\/investment\/$/);
  await page.goto('/market/#reporting/sell-orders');
  await expect(main(page).getByRole('combobox', { name: 'Show' })).toHaveValue('sell_orders');
});

test('the partner’s portfolio statement is emailed: the dev inbox has it, in Arabic too', async ({
  page,
  signIn,
  axe,
}) => {
  await presetPreferences(page, { variant: 'sukuk' });
  await signIn('sukuk');
  await page.goto('/market/#reporting');
  await expect(main(page).getByRole('combobox', { name: 'Report' })).toHaveValue('account_statement');
  await axe('reports page, sukuk');
  await openPortfolio(page, 'AED');
  const statement = panel(page).getByRole('group', { name: 'Portfolio Statement' });
  await fillDate(statement, 'Start date', '2026-01-01');
  await fillDate(statement, 'End date', '2026-11-23');
  await panel(page).getByRole('button', { name: 'Email me my statement' }).click();
  await expect(panel(page).getByText('Your statement is being emailed to you.')).toBeVisible();
  await expect(popup(page)).toContainText('Emailed to you');

  const inbox = (await (
    await page.request.get(`${SANDBOX_URL}/sandbox/inbox?email=${encodeURIComponent(personaEmail('sukuk'))}`)
  ).json()) as { kind?: string; subject: string; attachments?: { url: string }[] }[];
  const mail = inbox.find((m) => m.kind === 'mail' && m.subject === 'Your Portfolio Statement');
  expect(mail).toBeDefined();
  const attachment = await page.request.get(`${SANDBOX_URL}${mail?.attachments?.[0]?.url}`);
  const pdf = await readPdf(new Uint8Array(await attachment.body()));
  const text = pdf.pages.map(pageText).join(' ');
  expect(text).toContain('Portfolio Statement');
  // the Arabic title, shaped and set right to left (drawn in visual order)
  expect(text).toContain([...'كشف المحفظة'].reverse().join(''));
});

test('the bond detail e-mails the company’s documents: the dev inbox has each as a PDF', async ({
  page,
  signIn,
}) => {
  await signIn('investor');
  const positions = (await (await page.request.get('/api/customers/me/positions/')).json()) as {
    product_id: number;
  }[];
  const productId = positions[0]?.product_id;
  const detail = (await (await page.request.get(`/api/products/${productId}/`)).json()) as {
    company: { reference: string; company_name: string };
  };
  const documents = (await (
    await page.request.get(`/api/companies/${detail.company.reference}/documents/`)
  ).json()) as { reference: string }[];
  await page.goto(`/market/bonds/${productId}/`);
  await main(page).getByRole('button', { name: 'E-mail me the documents' }).click();
  await expect(page.getByText('Document has been emailed to you')).toBeVisible();
  const inbox = (await (
    await page.request.get(
      `${SANDBOX_URL}/sandbox/inbox?email=${encodeURIComponent(personaEmail('investor'))}`,
    )
  ).json()) as { subject: string; attachments?: { file_name: string; url: string }[] }[];
  const mail = inbox.find((m) => m.subject === `${detail.company.company_name}: your documents`);
  expect(mail?.attachments?.map((a) => a.file_name).sort()).toEqual(
    documents.map((d) => `${d.reference}.pdf`).sort(),
  );
  const attachment = await page.request.get(`${SANDBOX_URL}${mail?.attachments?.[0]?.url}`);
  const text = (await readPdf(new Uint8Array(await attachment.body()))).pages.map(pageText).join(' ');
  expect(text).toContain(`Issuer: ${detail.company.company_name}`);
});

for (const variant of ['standard', 'sukuk'] as const) {
  test(`the portal statement and the reports page's rows pass axe (${variant})`, async ({
    page,
    signIn,
    axe,
  }) => {
    await presetPreferences(page, { variant });
    await signIn(variant === 'sukuk' ? 'sukuk' : 'investor');
    await page.goto('/portal/client-statement/');
    const portal = main(page);
    await expect(portal.getByRole('heading', { level: 1, name: 'Client account statement' })).toBeVisible();
    await fillDate(portal, 'Start date', '2026-11-01');
    await fillDate(portal, 'End date', '2026-11-23');
    await portal.getByRole('button', { name: 'Show statement' }).click();
    await expect(portal.getByText('Opening balance')).toBeVisible();
    await axe(`portal statement (${variant})`);
    // the partner's reporting opens the account statement, which needs both dates
    await page.goto('/reporting/account-statement/');
    const reports = main(page);
    await expect(reports.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    const range = reports.getByRole('group', { name: 'Account statement' });
    await fillDate(range, 'Start date', '2026-01-01');
    await fillDate(range, 'End date', '2026-11-23');
    await reports.getByRole('button', { name: 'Show report' }).click();
    await expect(reports.getByRole('table', { name: /^Account Statement, page 1 of \d+$/ })).toBeVisible();
    await axe(`reports page rows (${variant})`);
  });
}

test('the reports page with its popup passes axe in the dark theme', async ({ page, signIn, axe }) => {
  await presetPreferences(page, { theme: 'dark' });
  await signIn('investor');
  await page.goto('/reporting/sell-orders/');
  await expect(main(page).getByRole('combobox', { name: 'Show' })).toHaveValue('sell_orders');
  await axe('reports page, dark', 'colours');
  await openPortfolio(page, 'GBP');
  await panel(page).getByRole('button', { name: 'Download Gain/Loss Report as CSV' }).click();
  await expect(popup(page)).toContainText('Gain/Loss Report');
  await axe('portfolio page and report popup, dark', 'colours');
});
