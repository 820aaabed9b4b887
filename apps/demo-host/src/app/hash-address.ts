import { dashboardPathOfHash } from '../pages/dashboard/dashboard-routes';
import { reportingPathOfHash } from '../pages/reports/reporting-hash';

// Spec: 001 §2 'Dashboard hash routes'
/**
 * The page a hash address of the platform's e-mails names, or null when the address is a page already: a
 * reporting hash on any page (`/market/#reporting/investment` → `/reporting/investment/`), a dashboard hash on the
 * dashboard (`/dashboard#account/12/GBP` → `/dashboard/account/12/GBP/`; its `#reporting/…` the reports page).
 * One answer for the first load (before the router's first render) and for the pages that redirect later.
 */
export function hashAddressOf(pathname: string, hash: string): string | null {
  const reporting = reportingPathOfHash(hash);
  if (reporting) return reporting;
  if (/^\/dashboard\/?$/.test(pathname)) return dashboardPathOfHash(hash);
  return null;
}

/**
 * Replaces a hash address by the page it names before the router reads the address, so the first render is
 * that page's (never the dashboard's, then a redirect racing another).
 */
export function resolveHashAddress(): void {
  const resolved = hashAddressOf(window.location.pathname, window.location.hash);
  if (resolved) window.history.replaceState(window.history.state, '', `${resolved}${window.location.search}`);
}
