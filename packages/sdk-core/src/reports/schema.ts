// Spec: 000 §3, §7; 001 §3, §7
/** The reports' contract: a generated report and what asks for one. */
import * as z from 'zod/mini';
import { int } from '../http/index';
import { currencyCode } from '../money/index';
import { isoDate } from '../time/index';
import { investmentSubReports, reportColumnKinds, reportNames, reportStatuses, reportTypes } from './enums';

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
  /** the investment report's sub-report */
  select_report: z.optional(z.enum(investmentSubReports)),
  /** the bond of a bond report (`final_terms`): its product id */
  loan_id: z.optional(int),
});
/** A report request, as checked by {@link reportRequestSchema}. */
export type ReportRequest = z.infer<typeof reportRequestSchema>;

// Spec: 001 §7 (Portal: client account details with page, start, end)
/** A row of the client statement: one movement of the account's cash. */
export const clientStatementRowSchema = z.object({
  date: isoDate,
  reference: z.string(),
  description: z.string(),
  amount: z.string(),
  balance: z.string(),
});
/** A client statement row, as parsed by {@link clientStatementRowSchema}. */
export type ClientStatementRow = z.infer<typeof clientStatementRowSchema>;

/** The portal's client statement: one page of an account's cash movements in a range, with its balances. */
export const clientStatementSchema = z.object({
  investment_account_id: int,
  currency: currencyCode,
  start: isoDate,
  end: isoDate,
  opening_balance: z.string(),
  closing_balance: z.string(),
  count: int,
  page: int,
  pages: int,
  results: z.array(clientStatementRowSchema),
});
/** A client statement page, as parsed by {@link clientStatementSchema}. */
export type ClientStatement = z.infer<typeof clientStatementSchema>;

// Spec: 001 §7 ({reportData}), §9 (pagination)
/** A page of the reports page's data: the report's title and columns, and one page of its rows. */
export const reportDataSchema = z.object({
  report: z.enum(reportNames),
  title: z.string(),
  columns: z.array(z.string()),
  /** per column: true when it holds amounts */
  numeric: z.array(z.boolean()),
  /** per column: what it holds (how it is shown); without it, amounts are money and the rest text */
  kinds: z.optional(z.array(z.enum(reportColumnKinds))),
  count: int,
  page: int,
  pages: int,
  /** the rows, each a value per column as the report's CSV has it */
  results: z.array(z.array(z.string())),
});
/** A reports page of data, as parsed by {@link reportDataSchema}. */
export type ReportData = z.infer<typeof reportDataSchema>;
