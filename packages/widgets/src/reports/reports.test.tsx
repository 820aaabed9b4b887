import { API_BASE, inboxMail, personaEmail } from '@bondkit/sandbox/testing';
import { getInvestmentAccounts, getPositions } from '@bondkit/sdk-core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connect, heldConnection, renderWidget, sandboxPerFile } from '../test/sandbox';
import { BondReportActions } from './bond-report';
import { PortalStatement } from './portal-statement';
import { ReportingPanel } from './reporting-panel';
import { ReportsPage } from './reports-page';

const sandbox = sandboxPerFile();
afterEach(() => {
  vi.restoreAllMocks();
});

const WAIT = { timeout: 10_000 };

/** Catches the files the widgets hand to the browser (the anchor click of `saveFile`). */
function captureDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  let pending: Blob | null = null;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    pending = blob as Blob;
    return 'blob:report';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (pending) files.push({ name: this.download, blob: pending });
  });
  return files;
}

/** Lets the popup poll once a second (the fake clock) while the server builds the report in the background. */
async function pollUntil(clock: { advanceAsync(ms: number): Promise<unknown> }, done: () => boolean) {
  for (let i = 0; i < 40 && !done(); i++) {
    await clock.advanceAsync(1000);
    await new Promise((resolve) => setTimeout(resolve, 60));
  }
  expect(done()).toBe(true);
}

/** Types a `YYYY-MM-DD` date into the Day, Month and Year of the date named `name` (a group) inside `scope`. */
function fillDate(scope: HTMLElement, name: string, iso: string) {
  const [year = '', month = '', day = ''] = iso.split('-');
  const date = within(scope).getByRole('group', { name });
  fireEvent.change(within(date).getByLabelText('Day'), { target: { value: day } });
  fireEvent.change(within(date).getByLabelText('Month'), { target: { value: month } });
  fireEvent.change(within(date).getByLabelText('Year'), { target: { value: year } });
  return date;
}

async function firstAccount(persona: string) {
  const connection = await connect(sandbox(), persona);
  const [account] = await getInvestmentAccounts(connection.client);
  if (!account) throw new Error('no account');
  return { connection, account };
}

describe('ReportingPanel', () => {
  it('asks for the Portfolio Value PDF; the popup polls each second until it is ready and downloads it', async () => {
    const files = captureDownloads();
    const user = userEvent.setup();
    const { connection, account } = await firstAccount('investor');
    const { clock } = renderWidget(<ReportingPanel investmentAccountId={account.id} currency="GBP" />, {
      connection,
    });
    await user.click(screen.getByRole('button', { name: 'Download Portfolio Value Report as PDF' }));
    const popup = await screen.findByRole('region', { name: 'Your reports' }, WAIT);
    expect(within(popup).getByText('Portfolio Value Report')).toBeTruthy();
    expect(within(popup).getByText('Generating…')).toBeTruthy();
    await pollUntil(clock, () => files.length > 0);
    expect(files[0]?.name).toMatch(/^portfolio_report-.+\.pdf$/);
    expect(await files[0]?.blob.slice(0, 5).text()).toBe('%PDF-');
    await waitFor(() => expect(within(popup).getByText('Downloaded')).toBeTruthy(), WAIT);
    const polls = connection.requests.filter((r) => /^GET .*\/pdfgen\/reports$/.test(r)).length;
    expect(polls).toBeGreaterThanOrEqual(1);

    // minimised, it keeps its reports behind one button
    await user.click(within(popup).getByRole('button', { name: 'Minimise' }));
    await user.click(screen.getByRole('button', { name: 'Show your reports (1)' }));
    expect(screen.getByRole('region', { name: 'Your reports' })).toBeTruthy();
  });

  it('refuses a portfolio statement without both dates, and sends nothing', async () => {
    const user = userEvent.setup();
    const { connection, account } = await firstAccount('investor');
    renderWidget(<ReportingPanel investmentAccountId={account.id} currency="GBP" />, { connection });
    const statement = screen.getByRole('group', { name: 'Portfolio Statement' });
    fillDate(statement, 'Start date', '2026-01-01');
    await user.click(screen.getByRole('button', { name: 'Request statement' }));
    const end = within(statement).getByRole('group', { name: 'End date' });
    for (const part of within(end).getAllByRole('textbox'))
      expect(part.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Enter a start date and an end date.').length).toBeGreaterThan(0);
    expect(connection.requests.some((r) => r.startsWith('POST') && r.includes('pdfgen'))).toBe(false);
  });

  it('offers two tax years and a custom range', async () => {
    const { connection, account } = await firstAccount('investor');
    renderWidget(<ReportingPanel investmentAccountId={account.id} currency="GBP" />, { connection });
    const menu = screen.getByRole('combobox', { name: 'Tax year' });
    expect(
      within(menu)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Tax year 2026/27', 'Tax year 2025/26', 'Custom date range']);
  });

  it('emails the partner’s statement: the button rests, the popup says it was emailed, nothing downloads', async () => {
    const files = captureDownloads();
    const user = userEvent.setup();
    const { connection, account } = await firstAccount('sukuk');
    const { clock } = renderWidget(<ReportingPanel investmentAccountId={account.id} currency="AED" />, {
      connection,
      variant: 'sukuk',
    });
    const statement = screen.getByRole('group', { name: 'Portfolio Statement' });
    fillDate(statement, 'Start date', '2026-01-01');
    fillDate(statement, 'End date', '2026-11-23');
    const button = screen.getByRole('button', { name: 'Email me my statement' });
    await user.click(button);
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(await screen.findByText('Your statement is being emailed to you.', {}, WAIT)).toBeTruthy();
    await pollUntil(clock, () => screen.queryByText('Emailed to you') !== null);
    expect(files).toEqual([]);
  });
});

describe('ReportsPage', () => {
  it('downloads the investment report’s buy orders as CSV, and needs both dates for an account statement', async () => {
    const files = captureDownloads();
    const user = userEvent.setup();
    const connection = await connect(sandbox(), 'investor');
    renderWidget(<ReportsPage category="buy-orders" />, { connection });
    const show = await screen.findByRole('combobox', { name: 'Show' }, WAIT);
    expect((show as HTMLSelectElement).value).toBe('buy_orders');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(files).toHaveLength(1), WAIT);
    expect(files[0]?.name).toMatch(/\.csv$/);
    expect(
      connection.requests.some((r) =>
        /reports\/data\/.*select_report=buy_orders.*download_format=csv/.test(r),
      ),
    ).toBe(true);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Report' }), 'account_statement');
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByRole('link', { name: 'Enter a start date and an end date.' })).toBeTruthy();
    expect(files).toHaveLength(1);
  });
});

/** Chooses the investment report's transactions over four years and shows its rows. */
async function showTransactions(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Show' }, WAIT), 'transactions');
  fillDate(document.body, 'Start date', '2022-01-01');
  fillDate(document.body, 'End date', '2025-12-31');
  await user.click(screen.getByRole('button', { name: 'Show report' }));
}

describe('ReportsPage rows', () => {
  it('shows the long history’s transactions a page at a time: first, last and two either side', async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox(), 'long-history');
    renderWidget(<ReportsPage category="investment" />, { connection });
    await showTransactions(user);
    const table = await screen.findByRole('table', { name: /^Investment Report, page 1 of \d+$/ }, WAIT);
    const caption = within(table).getByText(/^Investment Report, page 1 of/).textContent ?? '';
    const last = Number(/of (\d+)$/.exec(caption)?.[1]);
    expect(last).toBeGreaterThan(6);
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    const nav = screen.getByRole('navigation', { name: 'Report pages' });
    const shown = () =>
      within(nav)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label'));
    expect(shown()).toEqual(['Page 1', 'Page 2', 'Page 3', `Page ${last}`]);
    await user.click(within(nav).getByRole('button', { name: 'Page 3' }));
    expect(
      await screen.findByRole('table', { name: `Investment Report, page 3 of ${last}` }, WAIT),
    ).toBeTruthy();
    expect(shown()).toEqual(['Page 1', 'Page 2', 'Page 3', 'Page 4', 'Page 5', `Page ${last}`]);
    expect(within(nav).getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
    expect(
      connection.requests.some((r) => /reports\/data\/\?.*select_report=transactions.*page=3/.test(r)),
    ).toBe(true);
    // the download buttons stay
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeTruthy();
  }, 20_000);

  it('shows its loading state only after 500 ms', async () => {
    const user = userEvent.setup({ advanceTimers: () => {} });
    const { connection, open } = heldConnection(await connect(sandbox(), 'long-history'), (url) =>
      /reports\/data\//.test(url),
    );
    const { clock } = renderWidget(<ReportsPage category="investment" />, { connection });
    await showTransactions(user);
    expect(screen.queryByText('Loading...')).toBeNull();
    act(() => clock.advance(499));
    expect(screen.queryByText('Loading...')).toBeNull();
    act(() => clock.advance(1));
    expect(screen.getByText('Loading...')).toBeTruthy();
    open();
    expect(await screen.findByRole('table', { name: /^Investment Report, page 1 of/ }, WAIT)).toBeTruthy();
  }, 20_000);

  it('says the rows failed to load in the spec’s words, and retries', async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox(), 'investor');
    connection.fail({ method: 'GET', url: /reports\/data\/\?/, status: 500, times: 1 });
    renderWidget(<ReportsPage category="investment" />, { connection });
    await user.click(await screen.findByRole('button', { name: 'Show report' }, WAIT));
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(within(alert).getByText('Investment portfolio data failed to load')).toBeTruthy();
    expect(
      within(alert).getByText('Try loading the data again. If the problem continues, contact support.'),
    ).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Retry loading' }));
    const table = await screen.findByRole('table', { name: 'Investment Report, page 1 of 1' }, WAIT);
    const [account] = await getInvestmentAccounts(connection.client);
    const held = (
      await getPositions(connection.client, { investment_account_reference: account?.reference ?? '' })
    ).filter((p) => p.currency === 'GBP');
    expect(within(table).getAllByRole('row')).toHaveLength(held.length + 1);
  }, 20_000);
});

describe('ReportsPage dates', () => {
  it('has only Day/Month/Year dates, no native date picker, and one heading', async () => {
    const connection = await connect(sandbox(), 'investor');
    const { container } = renderWidget(<ReportsPage category="investment" />, { connection });
    await screen.findByRole('combobox', { name: 'Show' }, WAIT);
    expect(container.querySelectorAll('input[type="date"]')).toHaveLength(0);
    for (const name of ['Start date', 'End date', 'Holdings on this date (optional)']) {
      const date = screen.getByRole('group', { name });
      expect(
        within(date)
          .getAllByRole('textbox')
          .map((i) => i.previousSibling?.textContent),
      ).toEqual(['Day', 'Month', 'Year']);
      expect(within(date).getByText('For example, 27 3 2026')).toBeTruthy();
    }
    expect(screen.getAllByRole('heading', { name: 'Reports' })).toHaveLength(1);
  });

  it('uses the holdings date only with all three parts, and a bad date gets one error', async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox(), 'investor');
    renderWidget(<ReportsPage category="investment" />, { connection });
    await screen.findByRole('combobox', { name: 'Show' }, WAIT);
    const name = 'Holdings on this date (optional)';
    const date = screen.getByRole('group', { name });
    const asked = () => connection.requests.filter((r) => /reports\/data\/\?/.test(r));

    // two parts: not sent, one error for the date
    fireEvent.change(within(date).getByLabelText('Day'), { target: { value: '12' } });
    fireEvent.change(within(date).getByLabelText('Month'), { target: { value: '8' } });
    await user.click(screen.getByRole('button', { name: 'Show report' }));
    const incomplete = `${name} must include a day, a month and a year.`;
    expect(within(date).getAllByText(incomplete)).toHaveLength(1);
    expect(screen.getByRole('link', { name: incomplete })).toBeTruthy();
    expect(asked()).toEqual([]);

    // three parts that make no date: one error, still nothing sent
    fillDate(document.body, name, '2026-02-31');
    await user.click(screen.getByRole('button', { name: 'Show report' }));
    expect(within(date).getAllByText(`${name} must be a real date.`)).toHaveLength(1);
    expect(date.querySelectorAll('.bk-field__error')).toHaveLength(1);
    expect(asked()).toEqual([]);

    // a real date: sent as the date filter
    fillDate(document.body, name, '2026-11-20');
    await user.click(screen.getByRole('button', { name: 'Show report' }));
    await screen.findByRole('table', { name: /^Investment Report, page 1 of/ }, WAIT);
    expect(date.querySelectorAll('.bk-field__error')).toHaveLength(0);
    expect(asked().some((r) => r.includes('date_filter=2026-11-20'))).toBe(true);
  }, 20_000);

  it('a start date with a part missing gets one error beside it, and nothing is asked for', async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox(), 'investor');
    renderWidget(<ReportsPage category="account-statement" />, { connection });
    await screen.findByRole('combobox', { name: 'Report' }, WAIT);
    const start = screen.getByRole('group', { name: 'Start date' });
    fireEvent.change(within(start).getByLabelText('Day'), { target: { value: '1' } });
    fireEvent.change(within(start).getByLabelText('Year'), { target: { value: '2026' } });
    fillDate(document.body, 'End date', '2026-11-23');
    await user.click(screen.getByRole('button', { name: 'Show report' }));
    expect(start.querySelectorAll('.bk-field__error')).toHaveLength(1);
    expect(within(start).getByText('Start date must include a day, a month and a year.')).toBeTruthy();
    expect(connection.requests.some((r) => /reports\/data\/\?/.test(r))).toBe(false);
  });
});

describe('ReportsPage values', () => {
  it('shows the holdings formatted — dates as 12 Aug 2040, money, percentages — even for an en-US locale', async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox(), 'investor');
    renderWidget(<ReportsPage category="investment" />, { connection, locale: 'en-US' });
    await user.click(await screen.findByRole('button', { name: 'Show report' }, WAIT));
    const table = await screen.findByRole('table', { name: /^Investment Report, page 1 of/ }, WAIT);
    const [header, ...rows] = within(table).getAllByRole('row');
    expect(
      within(header as HTMLElement)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Bond', 'ISIN', 'Coupon (%)', 'Maturity', 'Principal', 'Price', 'Value']);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const cells = [...row.querySelectorAll('th, td')].map((c) => c.textContent ?? '');
      // no raw value: no 2040-08-12, no 6000.00, no 7.000
      for (const cell of cells) {
        expect(cell).not.toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(cell).not.toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      }
      const [, , coupon, maturity, principal, , value] = cells;
      expect(coupon).toMatch(/^\d+\.\d{2,3}%$/);
      expect(maturity).toMatch(/^(\d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}|Perpetual)$/);
      expect(principal).toMatch(/^£[\d,]+\.\d{2}$/);
      expect(value).toMatch(/^£[\d,]+\.\d{2}$/);
    }
  }, 20_000);
});

describe('PortalStatement', () => {
  it('shows at most one month of movements with the opening and closing balances', async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox(), 'investor');
    renderWidget(<PortalStatement />, { connection });
    await screen.findByRole('combobox', { name: 'Account' }, WAIT);
    fillDate(document.body, 'Start date', '2026-10-01');
    fillDate(document.body, 'End date', '2026-11-23');
    await user.click(screen.getByRole('button', { name: 'Show statement' }));
    expect(screen.getAllByText('Choose dates at most one month apart.').length).toBeGreaterThan(0);
    fillDate(document.body, 'Start date', '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Show statement' }));
    expect(await screen.findByText('Opening balance', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Closing balance')).toBeTruthy();
    expect(connection.requests.some((r) => /portal\/client-account-details\/.*currency=GBP/.test(r))).toBe(
      true,
    );
  });
});

describe('BondReportActions', () => {
  it('downloads the bond report through the popup, and e-mails the company’s documents to the dev inbox', async () => {
    const files = captureDownloads();
    const user = userEvent.setup();
    const connection = await connect(sandbox(), 'investor');
    const [position] = await getPositions(connection.client);
    if (!position) throw new Error('no position');
    const detail = (await (
      await connection.fetch(`${API_BASE}/products/${position.product_id}/`)
    ).json()) as {
      company: { reference: string; company_name: string };
    };
    const documents = (await (
      await connection.fetch(`${API_BASE}/companies/${detail.company.reference}/documents/`)
    ).json()) as { reference: string }[];
    const { clock } = renderWidget(
      <BondReportActions productId={position.product_id} companyReference={detail.company.reference} />,
      { connection },
    );
    await user.click(screen.getByRole('button', { name: 'Download the bond report' }));
    await pollUntil(clock, () => files.length > 0);
    expect(files[0]?.name).toMatch(/^final_terms-.+\.pdf$/);

    await user.click(screen.getByRole('button', { name: 'E-mail me the documents' }));
    expect(await screen.findByText('Document has been emailed to you', {}, WAIT)).toBeTruthy();
    const inbox = await inboxMail(sandbox().fetch, personaEmail('investor'));
    const mail = inbox.find((m) => m.subject === `${detail.company.company_name}: your documents`);
    expect(mail?.attachments.map((a) => a.file_name).sort()).toEqual(
      documents.map((d) => `${d.reference}.pdf`).sort(),
    );
    expect(mail?.attachments.every((a) => a.content_type === 'application/pdf')).toBe(true);
  });
});
