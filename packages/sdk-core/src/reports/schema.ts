// Spec: 000 §3, §7; 001 §3, §7
/** The reports' contract: a generated report and what asks for one. */
import * as z from 'zod/mini';
import { int } from '../http/index';
import { currencyCode } from '../money/index';
import { isoDate } from '../time/index';
import { reportNames, reportStatuses, reportTypes } from './enums';

/** A report the platform generates (or generated): its id, status, whether it is emailed, and its ticks. */
export const reportSchema = z.object({
  id: int,
  status: z.enum(reportStatuses),
  email_report: z.boolean(),
  /** the server's progress counter */
  ticks: z.optional(z.nullable(int)),
});
/** A report, as parsed by {@link reportSchema}. */
export type Report = z.infer<typeof reportSchema>;

/** GET pdfgen/reports: the user's reports. */
export const reportListSchema = z.array(reportSchema);

/** What asks for a report: its name and format, the account and currency, and the dates it covers. */
export const reportRequestSchema = z.object({
  report_name: z.enum(reportNames),
  report_type: z.enum(reportTypes),
  investment_account_id: z.optional(int),
  currency: z.optional(currencyCode),
  from_date: z.optional(isoDate),
  to_date: z.optional(isoDate),
  /** true: the report is emailed rather than downloaded (an investor statement sends false) */
  email_report: z.optional(z.boolean()),
});
/** A report request, as checked by {@link reportRequestSchema}. */
export type ReportRequest = z.infer<typeof reportRequestSchema>;
