import type { bondDetailEn } from '../en/bond-detail';

/** The partner (sukuk) variant's wording of {@link bondDetailEn}, overriding it by key. */
export const bondDetailSukuk = {
  'detail.tabs.label': 'Sukuk details',
  'detail.yield': 'Return to Maturity',
  'detail.coupon': 'Periodical Distribution',
  'detail.underlying': 'Underlying Sukuk',
  // written (issue 17; the specs give no partner text)
  'detail.currentYield': 'Current return',
  'detail.tab.bondInformation': 'Sukuk information',
  'detail.tab.capitalStructure': 'Financing structure',
  'detail.financials.netDebt': 'Net financing',
} as const satisfies Partial<Record<keyof typeof bondDetailEn, string>>;
