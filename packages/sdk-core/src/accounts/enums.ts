import type { AccountTypeName } from './schema';

// Spec: 000 §3
/** Account type names by their numeric code (individual 0, corporate 1, SIPP 5, IFISA 8). */
export const accountTypeByCode = {
  0: 'individual',
  1: 'corporate',
  5: 'sipp',
  8: 'ifisa',
} as const satisfies Record<number, AccountTypeName>;

/** A numeric account type code: 0, 1, 5 or 8. */
export type AccountTypeCode = keyof typeof accountTypeByCode;

/** Labels of the account types. */
export const accountTypeLabels = {
  individual: 'Individual',
  corporate: 'Corporate',
  sipp: 'SIPP',
  ifisa: 'IFISA',
} as const satisfies Record<AccountTypeName, string>;

// Spec: 000 §1
/**
 * Titles of investment accounts: IFISA accounts are 'Innovative Finance ISA', the others
 * 'Investment portfolio'. This is contract data: the wire field `InvestmentAccount.title` carries exactly these.
 */
export const accountTitles = {
  ifisa: 'Innovative Finance ISA',
  portfolio: 'Investment portfolio',
} as const;
