import type { CurrencyCode } from '@bondkit/sdk-core';
import { reportingPathOfHash } from '../reports/reporting-hash';

// Spec: 001 §2 'Dashboard hash routes'
/**
 * The dashboard's addresses. The platform's e-mails link to hash routes (`/dashboard#account/12/GBP`); the demo
 * serves each as a path under /dashboard/ (`/dashboard/account/12/GBP/`), so both land on the same page.
 */

/** The hash routes that are the portfolio summary itself. */
const SUMMARY_ROUTES = ['', 'portfolio-summary', 'accounts-summary'];

/**
 * The path a dashboard hash route is served at: `#account/12/GBP` → `/dashboard/account/12/GBP/`,
 * `#payments/fund/12/GBP` → `/dashboard/payments/fund/12/GBP/`; null for the summary's own routes (the
 * dashboard itself). Only plain path segments are kept (no `..`, no query).
 */
export function dashboardPathOfHash(hash: string): string | null {
  // reporting hash routes are the reports page's (/reporting/…), not paths under /dashboard/
  const reporting = reportingPathOfHash(hash);
  if (reporting) return reporting;
  const route = hash.replace(/^#\/?/, '').replace(/\/+$/, '');
  if (SUMMARY_ROUTES.includes(route)) return null;
  const segments = route.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..' || !/^[\w.-]+$/.test(s))) return null;
  return `/dashboard/${segments.map(encodeURIComponent).join('/')}/`;
}

// Spec: 001 §2 'A reduced route set exists for a restricted variant'
/** The first segments of the dashboard routes the restricted (partner) variant serves. */
export const RESTRICTED_DASHBOARD_ROUTES = ['account', 'account-details', 'reporting'] as const;

/**
 * Whether the restricted variant serves a dashboard path (the part after /dashboard/): the portfolio and its
 * detail, account details (profile, documents, password) and reports (investment, account statement). The
 * payments pages are routed on their own (the partner funds and withdraws through its linked bank account,
 * without a debit card), so this gate does not decide them.
 */
export function restrictedVariantServes(path: string): boolean {
  const [first, second] = path.replace(/^\/+/, '').split('/');
  if (!first) return true;
  if (first === 'account') return true;
  if (first === 'account-details') return !second || ['profile', 'documents', 'password'].includes(second);
  if (first === 'reporting') return !second || ['investment', 'account-statement'].includes(second);
  return false;
}

/** The address of an account's portfolio page on a tab (Overview without one). */
export function portfolioAddress(
  investmentAccountId: number,
  currency: CurrencyCode,
  tab?: 'overview' | 'open-orders' | 'activity',
): string {
  const base = `/dashboard/account/${investmentAccountId}/${currency}/`;
  return tab && tab !== 'overview' ? `${base}${tab}/` : base;
}
