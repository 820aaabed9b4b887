// Spec: 000 §7 (Reports and guides)
/** The reports' calls: list, request, and download a report. */
import * as z from 'zod/mini';
import type { BondkitClient, DownloadedFile } from '../http/index';
import {
  type Report,
  type ReportRequest,
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
  return client.download(`pdfgen/reports/${id}`, {
    searchParams: { alt: 'media' },
    fallbackName: `report-${id}.pdf`,
  });
}
