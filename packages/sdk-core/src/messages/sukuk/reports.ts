import type { reportsEn } from '../en/reports';

// Spec: 001 §2 (the partner's portfolio statement is emailed; reporting opens the account statement)
/** The partner (sukuk) variant's wording of {@link reportsEn}, overriding it by key. */
export const reportsSukuk = {
  'reports.panel.statementAction': 'Email me my statement',
  'reports.name.final_terms': 'Sukuk report',
  'reports.bond.download': 'Download the sukuk report',
  'reports.sub.holdings': 'Sukuk holdings',
  'reports.date.asOf': 'Sukuk holdings on this date (optional)',
  'reports.sub.interest': 'Profit payments',
} as const satisfies Partial<Record<keyof typeof reportsEn, string>>;
