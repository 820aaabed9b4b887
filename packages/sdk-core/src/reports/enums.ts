// Spec: 000 §3–4, 001 §2
/** Enumerations of reports. */

// Spec: 000 §3
/** Report statuses as the server sends them: Started, Completed, Failed, Seen. */
export const reportStatuses = ['Started', 'Completed', 'Failed', 'Seen'] as const;
/** A value of {@link reportStatuses}. */
export type ReportStatus = (typeof reportStatuses)[number];

/** Labels of the report statuses (the wire values read as they are). */
export const reportStatusLabels = {
  Started: 'Started',
  Completed: 'Completed',
  Failed: 'Failed',
  Seen: 'Seen',
} as const satisfies Record<ReportStatus, string>;

// Spec: 000 §4
/** Finished statuses: the popup drops these after 3 further polls. */
export const finishedReportStatuses = [
  'Completed',
  'Failed',
  'Seen',
] as const satisfies readonly ReportStatus[];

// Spec: 001 §2, 000 §7, 002 §7 (the bond report: final_terms with the bond's loan_id)
/** Report names the platform generates. */
export const reportNames = [
  'returns_report',
  'tax_report',
  'portfolio_report',
  'investment_report',
  'account_statement',
  'summary_report',
  'bonus_report',
  'smart_interest',
  'investor_statement',
  'final_terms',
] as const;
/** A value of {@link reportNames}. */
export type ReportName = (typeof reportNames)[number];

/** Report file formats. */
export const reportTypes = ['pdf', 'csv'] as const;
/** A value of {@link reportTypes}. */
export type ReportType = (typeof reportTypes)[number];

// Spec: 001 §2 (Reports page: the investment report offers a choice of sub-reports)
/** The investment report's sub-reports (`select_report`). */
export const investmentSubReports = [
  'holdings',
  'transactions',
  'buy_orders',
  'sell_orders',
  'interest',
] as const;
/** A value of {@link investmentSubReports}. */
export type InvestmentSubReport = (typeof investmentSubReports)[number];

// Spec: 001 §7 (Portal: client account details), §9 (client statement in GBP or EUR)
/** Currencies of the portal's client statement. */
export const clientStatementCurrencies = ['GBP', 'EUR'] as const;

// Spec: 001 §2 (Yields show 1 decimal place), §7 ({reportData})
/**
 * What a column of the reports page's data holds, so it is shown formatted rather than as the file has it:
 * `date` a `YYYY-MM-DD` date (or a word such as 'Perpetual'), `money` an amount in the report's currency,
 * `percent` a percentage (a coupon, a gain), `yield` a yield (1 decimal), `price` a bond price, `text` as it is.
 */
export const reportColumnKinds = ['text', 'date', 'money', 'percent', 'yield', 'price'] as const;
/** A value of {@link reportColumnKinds}. */
export type ReportColumnKind = (typeof reportColumnKinds)[number];
