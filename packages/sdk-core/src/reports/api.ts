// Spec: 000 §7 (Reports and guides)
/** The reports' calls: list, request, and download a report. */
import * as z from 'zod/mini';
import { type BondkitClient, type DownloadedFile, downloadFile } from '../http/index';
import type { CurrencyCode } from '../money/index';
import type { ReportName, ReportType } from './enums';
import { type DateParts, reportDateFilter } from './rules';
import {
  type ClientStatement,
  clientStatementSchema,
  type Report,
  type ReportData,
  type ReportRequest,
  reportDataSchema,
  reportListSchema,
  reportRequestSchema,
  reportSchema,
} from './schema';

/**
 * GET pdfgen/reports — the user's reports and their statuses (what the download popup polls).
 *
 * @param client - the bondkit client
 * @param options - `signal` aborts the call
 */
export function getReports(client: BondkitClient, options: { signal?: AbortSignal } = {}): Promise<Report[]> {
  return client.get('pdfgen/reports', reportListSchema, options.signal ? { signal: options.signal } : {});
}

/**
 * POST pdfgen/reports — asks for a report. The request goes as a JSON string in `data`; the answer is the
 * report, usually `Started`.
 *
 * @param client - the bondkit client
 * @param request - the report's name, format, account, currency and dates
 */
export function requestReport(client: BondkitClient, request: ReportRequest): Promise<Report> {
  const data = z.parse(reportRequestSchema, request);
  return client.post('pdfgen/reports', reportSchema, { json: { data: JSON.stringify(data) } });
}

/**
 * GET pdfgen/reports/{id}?alt=media — the finished report's file (its name from `Content-Disposition`,
 * else `report-{id}.pdf`).
 *
 * @param client - the bondkit client
 * @param id - the report's id
 */
export function downloadReport(client: BondkitClient, id: number): Promise<DownloadedFile> {
  return downloadFile(client, `pdfgen/reports/${id}`, {
    searchParams: { alt: 'media' },
    fallbackName: `report-${id}.pdf`,
  });
}

/** Input of {@link downloadReportData}: the report page's choices. */
export interface ReportDataInput {
  report: ReportName;
  investmentAccountId: number;
  currency: CurrencyCode;
  format: ReportType;
  /** the range the report covers, `YYYY-MM-DD` */
  start?: string;
  end?: string;
  /** the date filter's parts: sent only when day, month and year are all present */
  dateFilter?: DateParts;
  /** the investment report's chosen sub-report */
  selectReport?: string;
  filterFromDate?: string;
  filterToDate?: string;
}

/** The query of reports/data/ for the report page's choices (the date filter only when complete). */
function reportDataQuery(input: Omit<ReportDataInput, 'format'>) {
  return {
    report: input.report,
    investment_account_id: input.investmentAccountId,
    currency: input.currency,
    start: input.start,
    end: input.end,
    date_filter: input.dateFilter ? (reportDateFilter(input.dateFilter) ?? undefined) : undefined,
    select_report: input.selectReport,
    filter_from_date: input.filterFromDate,
    filter_to_date: input.filterToDate,
  };
}

// Spec: 001 §7 ({reportData}: download with download_format and action=download)
/**
 * GET reports/data/?action=download — the report page's data as a file (`download_format` pdf or csv). The
 * date filter is sent only when its day, month and year are all present ({@link reportDateFilter}).
 */
export function downloadReportData(client: BondkitClient, input: ReportDataInput): Promise<DownloadedFile> {
  return downloadFile(client, 'reports/data/', {
    searchParams: { ...reportDataQuery(input), download_format: input.format, action: 'download' },
    fallbackName: `${input.report}.${input.format}`,
  });
}

// Spec: 001 §7 ({reportData}), §9 (pagination)
/**
 * GET reports/data/ — one page of the report page's rows: the report's title, its columns (which are
 * amounts), how many rows and pages there are, and this page's rows as the report's file has them.
 */
export function getReportData(
  client: BondkitClient,
  input: Omit<ReportDataInput, 'format'> & { page?: number },
  options: { signal?: AbortSignal } = {},
): Promise<ReportData> {
  return client.get('reports/data/', reportDataSchema, {
    searchParams: { ...reportDataQuery(input), page: input.page ?? 1 },
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/** Input of {@link getClientStatement}. */
export interface ClientStatementInput {
  investmentAccountId: number;
  currency: CurrencyCode;
  /** `YYYY-MM-DD`; the range is at most one month (`clientStatementProblem`) */
  start: string;
  end: string;
  /** from 1 */
  page?: number;
}

// Spec: 001 §7 (Portal: GET client account details with page, start, end)
/**
 * GET portal/client-account-details/ — a page of the client statement: the account's cash movements in one
 * currency between two dates (at most one month apart), with the opening and closing balances.
 */
export function getClientStatement(
  client: BondkitClient,
  input: ClientStatementInput,
  options: { signal?: AbortSignal } = {},
): Promise<ClientStatement> {
  return client.get('portal/client-account-details/', clientStatementSchema, {
    searchParams: {
      investment_account_id: input.investmentAccountId,
      currency: input.currency,
      start: input.start,
      end: input.end,
      page: input.page ?? 1,
    },
    ...(options.signal ? { signal: options.signal } : {}),
  });
}
