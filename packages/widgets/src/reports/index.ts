export { BondReportActions, type BondReportActionsProps } from './bond-report';

export {
  ReportDownloads,
  type ReportDownloadsApi,
  type ReportDownloadsProps,
  useReportDownloads,
  WithReportDownloads,
} from './downloads';
export { PortalStatement, type PortalStatementProps } from './portal-statement';
export { ReportingPanel, type ReportingPanelProps, STATEMENT_EMAIL_PAUSE_MS } from './reporting-panel';
export { type ReportsCategory, ReportsPage, type ReportsPageProps } from './reports-page';
export { reportsCss } from './styles';
