/**
 * Reports: generated asynchronously from the ledger as PDF or CSV (`pdfgen/reports`), the reports page's data
 * (`reports/data/`) and the portal's client statement.
 *
 * Other folders import this one only through this file.
 */
import type { SandboxModule } from '../module';
import { reportRoutes } from './routes';

export { holdingsAt, type ReportContents, type ReportScope, reportContents, statementOf } from './contents';
export { type ReportFile, reportCsv, reportFile } from './files';
export { REPORT_PAGE_SIZE, reportRoutes } from './routes';

export const reportsModule: SandboxModule = {
  name: 'reports',
  routes: [{ prefix: '/api', routes: reportRoutes }],
};
