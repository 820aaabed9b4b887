import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import {
  ApiError,
  addYears,
  type BondkitClient,
  downloadReport,
  downloadReportData,
  emailCompanyDocuments,
  getClientStatement,
  getDynamicBonds,
  getInvestmentAccounts,
  getPositions,
  getReports,
  REPORT_PERIOD_MAX_YEARS,
  type Report,
  requestReport,
} from '@bondkit/sdk-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_PAGE_CHANNEL, pageText, readPdf } from '../../src/documents';
import type { Sandbox } from '../../src/index';
import { parseCsv } from '../../src/market';
import { connect, inboxMail, personaEmail, startSandbox, TEST_NOW } from '../../src/testing';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
}, 120_000);
afterAll(async () => {
  await sandbox?.close();
});

/** Polls the report list as the popup does until the report is finished (the test's timeout bounds it). */
async function finished(client: BondkitClient, id: number): Promise<Report> {
  for (;;) {
    const report = (await getReports(client)).find((r) => r.id === id);
    if (!report) throw new Error(`report ${id} is not in the list`);
    if (report.status !== 'Started') return report;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const pdfOf = async (blob: Blob) => readPdf(new Uint8Array(await blob.arrayBuffer()));
const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : error);

describe('reports', () => {
  it('builds a Portfolio Value PDF in the background: Started, then Completed, then Seen once downloaded', async () => {
    const { client } = await connect(sandbox, 'investor');
    const [account] = await getInvestmentAccounts(client);
    if (!account) throw new Error('no account');
    const asked = await requestReport(client, {
      report_name: 'portfolio_report',
      report_type: 'pdf',
      investment_account_id: account.id,
      currency: 'GBP',
    });
    expect(asked.status).toBe('Started');
    expect(await finished(client, asked.id)).toMatchObject({ status: 'Completed', email_report: false });

    const file = await downloadReport(client, asked.id);
    expect(file.fileName).toMatch(/^portfolio_report-.+\.pdf$/);
    const pdf = await pdfOf(file.blob);
    const text = pdf.pages.map(pageText).join(' ');
    expect(text).toContain('Portfolio Value Report');
    expect(text).toContain('Ivy Investor');
    const held = (await getPositions(client, { investment_account_reference: account.reference })).filter(
      (p) => p.currency === 'GBP',
    );
    expect(held.length).toBeGreaterThan(0);
    for (const position of held) expect(text).toContain(position.open.principal);
    expect((await getReports(client)).find((r) => r.id === asked.id)?.status).toBe('Seen');
  });

  it('downloads the Gain/Loss CSV of the reports page: one row per bond the account holds in the currency', async () => {
    const { client } = await connect(sandbox, 'investor');
    const [account] = await getInvestmentAccounts(client);
    if (!account) throw new Error('no account');
    for (const currency of ['GBP', 'EUR'] as const) {
      const file = await downloadReportData(client, {
        report: 'returns_report',
        investmentAccountId: account.id,
        currency,
        format: 'csv',
      });
      const rows = parseCsv(await file.blob.text());
      const held = (await getPositions(client, { investment_account_reference: account.reference })).filter(
        (p) => p.currency === currency,
      );
      expect(rows[0]).toEqual(['Bond', 'ISIN', 'Principal', 'Cost', 'Value', 'Gain/Loss', 'Gain/Loss (%)']);
      expect(rows).toHaveLength(held.length + 1);
      expect(
        rows
          .slice(1)
          .map((r) => r[2])
          .sort(),
      ).toEqual(held.map((p) => p.open.principal).sort());
    }
  });

  it('refuses a portfolio statement without both dates, and one whose end is before its start', async () => {
    const { client } = await connect(sandbox, 'investor');
    const [account] = await getInvestmentAccounts(client);
    await expect(
      requestReport(client, {
        report_name: 'summary_report',
        report_type: 'pdf',
        investment_account_id: account?.id ?? 0,
        from_date: '2026-01-01',
      }),
    ).rejects.toMatchObject({
      status: 400,
      fieldErrors: { to_date: ['Enter a start date and an end date.'] },
    });
    await expect(
      requestReport(client, {
        report_name: 'summary_report',
        report_type: 'pdf',
        investment_account_id: account?.id ?? 0,
        from_date: '2026-05-01',
        to_date: '2026-04-01',
      }),
    ).rejects.toMatchObject({
      status: 400,
      fieldErrors: { to_date: ['The end date must be the same as or after the start date.'] },
    });
  });

  it('answers 404 for another customer’s account and report', async () => {
    const investor = await connect(sandbox, 'investor');
    const other = await connect(sandbox, 'sipp');
    const [theirs] = await getInvestmentAccounts(other.client);
    if (!theirs) throw new Error('no account');
    const request = {
      report_name: 'portfolio_report',
      report_type: 'pdf',
      investment_account_id: theirs.id,
    } as const;
    expect(statusOf(await requestReport(investor.client, request).catch((e) => e))).toBe(404);
    expect(
      statusOf(
        await downloadReportData(investor.client, {
          report: 'portfolio_report',
          investmentAccountId: theirs.id,
          currency: 'GBP',
          format: 'pdf',
        }).catch((e) => e),
      ),
    ).toBe(404);
    expect(
      statusOf(
        await getClientStatement(investor.client, {
          investmentAccountId: theirs.id,
          currency: 'GBP',
          start: '2026-11-01',
          end: '2026-11-23',
        }).catch((e) => e),
      ),
    ).toBe(404);
    const own = await requestReport(other.client, request);
    expect(statusOf(await downloadReport(investor.client, own.id).catch((e) => e))).toBe(404);
    expect((await getReports(investor.client)).some((r) => r.id === own.id)).toBe(false);
  });

  it('emails the partner’s portfolio statement: the dev inbox has it, with an Arabic title, and it is never downloaded', async () => {
    const { client } = await connect(sandbox, 'sukuk');
    const [account] = await getInvestmentAccounts(client);
    if (!account) throw new Error('no account');
    const asked = await requestReport(client, {
      report_name: 'summary_report',
      report_type: 'pdf',
      investment_account_id: account.id,
      currency: 'AED',
      from_date: '2026-01-01',
      to_date: '2026-11-23',
    });
    expect(asked.email_report).toBe(true);
    expect((await finished(client, asked.id)).status).toBe('Completed');
    expect(statusOf(await downloadReport(client, asked.id).catch((e) => e))).toBe(404);

    const inbox = await inboxMail(sandbox.fetch, personaEmail('sukuk'));
    const mail = inbox.find((m) => m.subject === 'Your Portfolio Statement');
    expect(mail?.attachments?.[0]?.file_name).toMatch(/\.pdf$/);
    const attachment = await sandbox.fetch(mail?.attachments?.[0]?.url ?? '');
    const pdf = await pdfOf(await attachment.blob());
    const text = pdf.pages.map(pageText).join(' ');
    expect(text).toContain('Portfolio Statement');
    expect(text).toContain([...'كشف المحفظة'].reverse().join(''));
    expect(text).toContain('Sukuk');
  });

  it('serves the portal’s client statement: at most one month, GBP or EUR, balances that add up', async () => {
    const { client } = await connect(sandbox, 'investor');
    const [account] = await getInvestmentAccounts(client);
    if (!account) throw new Error('no account');
    const input = {
      investmentAccountId: account.id,
      currency: 'GBP',
      start: '2026-11-01',
      end: '2026-11-30',
    } as const;
    const statement = await getClientStatement(client, input);
    const moved = statement.results.reduce((sum, r) => sum + Math.round(Number(r.amount) * 100), 0);
    expect(Math.round(Number(statement.opening_balance) * 100) + moved).toBe(
      Math.round(Number(statement.closing_balance) * 100),
    );
    await expect(getClientStatement(client, { ...input, end: '2026-12-02' })).rejects.toMatchObject({
      status: 400,
      fieldErrors: { end: ['Choose dates at most one month apart.'] },
    });
    expect(statusOf(await getClientStatement(client, { ...input, currency: 'USD' }).catch((e) => e))).toBe(
      400,
    );
  });

  it('builds a bond report for any bond (loan_id)', async () => {
    const { client } = await connect(sandbox, 'investor');
    const [position] = await getPositions(client);
    if (!position) throw new Error('no position');
    const asked = await requestReport(client, {
      report_name: 'final_terms',
      report_type: 'pdf',
      loan_id: position.product_id,
    });
    expect((await finished(client, asked.id)).status).toBe('Completed');
    const text = (await pdfOf((await downloadReport(client, asked.id)).blob)).pages.map(pageText).join(' ');
    expect(text).toContain('Bond Report');
    expect(text).toMatch(/ISIN [A-Z]{2}[A-Z0-9]{9}\d/);
  });

  it('reports a tax year’s coupons and accrued interest from the long history, and totals that add up', async () => {
    const { client } = await connect(sandbox, 'long-history');
    const [account] = await getInvestmentAccounts(client);
    if (!account) throw new Error('no account');
    const csv = await downloadReportData(client, {
      report: 'tax_report',
      investmentAccountId: account.id,
      currency: 'GBP',
      start: '2025-04-06',
      end: '2026-04-05',
      format: 'csv',
    });
    const rows = parseCsv(await csv.blob.text()).slice(1);
    const coupons = rows.filter((r) => r[2] === 'Coupon');
    expect(coupons.length).toBeGreaterThan(0);
    expect(rows.every((r) => (r[0] ?? '') >= '2025-04-06' && (r[0] ?? '') <= '2026-04-05')).toBe(true);
    const asked = await requestReport(client, {
      report_name: 'tax_report',
      report_type: 'pdf',
      investment_account_id: account.id,
      currency: 'GBP',
      from_date: '2025-04-06',
      to_date: '2026-04-05',
    });
    expect((await finished(client, asked.id)).status).toBe('Completed');
    const text = (await pdfOf((await downloadReport(client, asked.id)).blob)).pages.map(pageText).join(' ');
    const cents = coupons.reduce((sum, r) => sum + Math.round(Number(r[4]) * 100), 0);
    const pounds = (cents / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 });
    expect(text).toContain(`Coupons: £${pounds}`);
  });

  it('answers another customer while the longest statement allowed is laid out, page after page', async () => {
    // the long-history persona's account statement over ten years: its whole history, about a hundred pages
    const { client } = await connect(sandbox, 'long-history');
    const { client: other } = await connect(sandbox, 'investor');
    const [account] = await getInvestmentAccounts(client);
    if (!account) throw new Error('no account');
    const today = TEST_NOW.slice(0, 10);
    const pages: number[] = [];
    const onPage = (message: unknown) => pages.push((message as { page: number }).page);
    subscribe(PDF_PAGE_CHANNEL, onPage);
    try {
      const asked = await requestReport(client, {
        report_name: 'account_statement',
        report_type: 'pdf',
        investment_account_id: account.id,
        currency: 'GBP',
        from_date: addYears(today, -REPORT_PERIOD_MAX_YEARS),
        to_date: today,
      });
      // once its first page is begun, the other customer asks for their accounts (database reads)
      while (pages.length === 0) await new Promise((resolve) => setImmediate(resolve));
      expect((await getInvestmentAccounts(other)).length).toBeGreaterThan(0);
      const pagesWhenAnswered = pages.length;

      expect((await finished(client, asked.id)).status).toBe('Completed');
      expect(pages.length).toBeGreaterThan(50);
      // answered in the middle of the layout, not after it (before 345564c the rows went in one go)
      expect(pagesWhenAnswered).toBeLessThan(pages.length / 2);
    } finally {
      unsubscribe(PDF_PAGE_CHANNEL, onPage);
    }
  }, 120_000);

  it('lists the account’s Smart Interest holdings with their terms and payments (PDF and CSV)', async () => {
    const { client } = await connect(sandbox, 'investor');
    const [account] = await getInvestmentAccounts(client);
    if (!account) throw new Error('no account');
    const held = (
      await getDynamicBonds(client, { investmentAccountId: account.id, expand: ['payments'] })
    ).filter((b) => b.currency === 'GBP');
    expect(held.length).toBeGreaterThan(0);
    const csv = await downloadReportData(client, {
      report: 'smart_interest',
      investmentAccountId: account.id,
      currency: 'GBP',
      format: 'csv',
    });
    const [header, ...rows] = parseCsv(await csv.blob.text());
    expect(header).toEqual([
      'Reference',
      'State',
      'Start',
      'Maturity',
      'Rate (%)',
      'Payout',
      'Principal',
      'Gross interest',
      'Interest paid',
    ]);
    expect(rows.map((r) => r[0]).sort()).toEqual(held.map((b) => b.reference).sort());
    for (const bond of held) {
      const row = rows.find((r) => r[0] === bond.reference);
      expect(row?.[1]).toBe(bond.state);
      expect(row?.[3]).toBe(bond.maturity);
      expect(row?.[6]).toBe(bond.principal);
      expect(row?.[8]).toBe(bond.interest_paid);
    }

    const asked = await requestReport(client, {
      report_name: 'smart_interest',
      report_type: 'pdf',
      investment_account_id: account.id,
      currency: 'GBP',
    });
    expect(await finished(client, asked.id)).toMatchObject({ status: 'Completed' });
    const text = (await pdfOf((await downloadReport(client, asked.id)).blob)).pages.map(pageText).join(' ');
    expect(text).toContain('Smart Interest Report');
    expect(text).toContain('Payments to come');
    for (const bond of held) expect(text).toContain(bond.reference);
    const open = held.find((b) => b.state === 'Open' && b.next_payment_date);
    if (open?.next_payment_date) expect(text).toContain(open.next_payment_date);
  });

  it('lists the cash bonuses the account earned and the customer’s credits in the bonus report', async () => {
    const { client, user } = await connect(sandbox, 'investor');
    const [account] = await getInvestmentAccounts(client);
    if (!account) throw new Error('no account');
    const file = await downloadReportData(client, {
      report: 'bonus_report',
      investmentAccountId: account.id,
      currency: 'GBP',
      format: 'csv',
    });
    const [header, ...rows] = parseCsv(await file.blob.text());
    expect(header).toEqual(['Date', 'Reference', 'Bonus', 'Description', 'Amount']);
    // the seeded investor booked one reinvestment (offer bonus £10.00) and has a wise5 cashback
    const booked = (await getDynamicBonds(client, { investmentAccountId: account.id })).filter(
      (b) => b.currency === 'GBP' && b.reinvest_action,
    );
    expect(rows.filter((r) => r[2] === 'Reinvestment bonus')).toHaveLength(booked.length);
    expect(rows.find((r) => r[2] === 'Reinvestment bonus')?.[4]).toBe('10.00');
    const pdf = await downloadReportData(client, {
      report: 'bonus_report',
      investmentAccountId: account.id,
      currency: 'GBP',
      format: 'pdf',
    });
    const text = (await pdfOf(pdf.blob)).pages.map(pageText).join(' ');
    const cents = rows.reduce((total, r) => total + Math.round(Number(r[4]) * 100), 0);
    expect(text).toContain(
      `Bonuses: £${(cents / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`,
    );
    expect(text).toContain(`Account credits: £${user?.account_credits}`);
  });

  it('makes the investor statement as a PDF only, with the investor type and every account', async () => {
    const { client } = await connect(sandbox, 'investor');
    const accounts = await getInvestmentAccounts(client);
    await expect(
      requestReport(client, { report_name: 'investor_statement', report_type: 'csv', email_report: false }),
    ).rejects.toMatchObject({ status: 400, fieldErrors: { report_type: ['This report is not available.'] } });
    const asked = await requestReport(client, {
      report_name: 'investor_statement',
      report_type: 'pdf',
      email_report: false,
    });
    expect(await finished(client, asked.id)).toMatchObject({ status: 'Completed', email_report: false });
    const text = (await pdfOf((await downloadReport(client, asked.id)).blob)).pages.map(pageText).join(' ');
    expect(text).toContain('Investor Statement');
    expect(text).toContain('Ivy Investor');
    expect(text).toContain('Standard/Retail');
    for (const account of accounts) expect(text).toContain(account.reference);
  });

  it('e-mails a company’s documents as PDFs to the signed-in customer only', async () => {
    const visitor = await connect(sandbox);
    const { client } = await connect(sandbox, 'investor');
    const [position] = await getPositions(client);
    if (!position) throw new Error('no position');
    const detail = (await (await sandbox.fetch(`/api/products/${position.product_id}/`)).json()) as {
      company: { reference: string; company_name: string };
    };
    const company = detail.company.reference;
    expect(statusOf(await emailCompanyDocuments(visitor.client, company).catch((e) => e))).toBe(403);
    expect(statusOf(await emailCompanyDocuments(client, 'NO-SUCH-COMPANY').catch((e) => e))).toBe(404);
    const answer = await emailCompanyDocuments(client, company);
    expect(answer.detail).toBe('Document has been emailed to you');
    const inbox = await inboxMail(sandbox.fetch, personaEmail('investor'));
    const mail = inbox.find((m) => m.subject === `${detail.company.company_name}: your documents`);
    expect(mail?.attachments).toHaveLength(answer.documents);
    const first = mail?.attachments[0];
    if (!first) throw new Error('no attachment');
    const pdf = await readPdf(new Uint8Array(await (await sandbox.fetch(first.url)).arrayBuffer()));
    expect(pdf.pages.map(pageText).join(' ')).toContain(`Issuer: ${detail.company.company_name}`);
  });
});
