/**
 * Reports: generated asynchronously from the ledger as PDF or CSV (`pdfgen/reports`), the reports page's data
 * (`reports/data/`) and the portal's client statement.
 *
 * Other folders import this one only through this file.
 */
export { holdingsAt, type ReportContents, type ReportScope, reportContents, statementOf } from './contents';
export { type ReportFile, reportCsv, reportFile } from './files';
export { REPORT_PAGE_SIZE, reportRoutes } from './routes';
