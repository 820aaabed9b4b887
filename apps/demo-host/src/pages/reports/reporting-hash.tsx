import type { ReportsCategory } from '@bondkit/widgets';
import { Navigate, useLocation } from 'react-router';

/** The reports page's categories, as their addresses name them. */
export const REPORTING_CATEGORIES: readonly ReportsCategory[] = [
  'investment',
  'account-statement',
  'buy-orders',
  'sell-orders',
];
const CATEGORIES = REPORTING_CATEGORIES;

// Spec: 001 §2 (reporting, reporting/investment, reporting/account-statement, reporting/buy-orders,
// reporting/sell-orders; the partner's reporting opens the account statement)
/**
 * The address of a reporting hash route (`#reporting`, `#reporting/investment`, …) as this site's page, or
 * null for any other hash: links from the platform's emails keep working.
 */
export function reportingPathOfHash(hash: string): string | null {
  const match = /^#reporting(?:\/([a-z-]+))?\/?$/.exec(hash);
  if (!match) return null;
  const category = match[1];
  if (category && !(CATEGORIES as readonly string[]).includes(category)) return null;
  return category ? `/reporting/${category}/` : '/reporting/';
}

/** Sends a reporting hash address (on any page) to its page. */
export function ReportingHashRedirect() {
  const { hash } = useLocation();
  const path = reportingPathOfHash(hash);
  return path ? <Navigate to={path} replace /> : null;
}
