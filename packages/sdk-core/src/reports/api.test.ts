import { describe, expect, it } from 'vitest';
import { ContractError } from '../http/index';
import { fakeApi, json } from '../smart-interest/test-fixtures';
import { downloadReport, downloadReportData, getReports, requestReport } from './api';

describe('reports api', () => {
  it('lists the reports with their statuses', async () => {
    const { client, seen } = fakeApi(() =>
      json([
        { id: 7, status: 'Started', email_report: false, ticks: 2 },
        { id: 6, status: 'Completed', email_report: false },
      ]),
    );
    const reports = await getReports(client);
    expect(reports.map((r) => [r.id, r.status])).toEqual([
      [7, 'Started'],
      [6, 'Completed'],
    ]);
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.url.pathname).toBe('/api/pdfgen/reports');
  });

  it('refuses a status the contract does not know', async () => {
    const { client } = fakeApi(() => json([{ id: 1, status: 'Queued', email_report: false }]));
    await expect(getReports(client)).rejects.toBeInstanceOf(ContractError);
  });

  it('asks for a report with the request as a JSON string in data', async () => {
    const { client, seen } = fakeApi(() => json({ id: 9, status: 'Started', email_report: false }, 201));
    const report = await requestReport(client, {
      report_name: 'investor_statement',
      report_type: 'pdf',
      email_report: false,
    });
    expect(report).toEqual({ id: 9, status: 'Started', email_report: false });
    expect(seen[0]?.method).toBe('POST');
    const body = JSON.parse(seen[0]?.body ?? '{}') as { data: string };
    expect(JSON.parse(body.data)).toEqual({
      report_name: 'investor_statement',
      report_type: 'pdf',
      email_report: false,
    });
  });

  it('downloads a finished report as media, named by the server', async () => {
    const { client, seen } = fakeApi(
      () =>
        new Response('%PDF-1.4', {
          status: 200,
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="tax-2025-26.pdf"',
          },
        }),
    );
    const file = await downloadReport(client, 6);
    expect(file.fileName).toBe('tax-2025-26.pdf');
    expect(seen[0]?.url.pathname).toBe('/api/pdfgen/reports/6');
    expect(seen[0]?.url.searchParams.get('alt')).toBe('media');
  });
});

describe('report data download', () => {
  const file = () => new Response('a,b', { status: 200, headers: { 'content-type': 'text/csv' } });

  it('downloads the report page as a file, with the date filter only when complete', async () => {
    const { client, seen } = fakeApi(file);
    const input = {
      report: 'account_statement' as const,
      investmentAccountId: 3,
      currency: 'GBP' as const,
      format: 'csv' as const,
      start: '2026-10-01',
      end: '2026-10-31',
    };
    const downloaded = await downloadReportData(client, {
      ...input,
      dateFilter: { day: '5', month: '10', year: '2026' },
    });
    expect(downloaded.fileName).toBe('account_statement.csv');
    const params = seen[0]?.url.searchParams;
    expect(seen[0]?.url.pathname).toBe('/api/reports/data/');
    expect(params?.get('action')).toBe('download');
    expect(params?.get('download_format')).toBe('csv');
    expect(params?.get('date_filter')).toBe('2026-10-05');
    expect(params?.get('investment_account_id')).toBe('3');
    expect(params?.get('start')).toBe('2026-10-01');

    await downloadReportData(client, { ...input, dateFilter: { day: '5', month: '10' } });
    expect(seen[1]?.url.searchParams.has('date_filter')).toBe(false);
  });
});
