import { PortalStatement, type ReportsCategory, ReportsPage } from '@bondkit/widgets';
import { Navigate, useLocation, useParams } from 'react-router';
import { loginAddress } from '../../app/auth-flow';
import { usePageTitle } from '../../app/page-title';
import { useVariant } from '../../app/preferences';
import { useSession } from '../../app/session';
import { hostText } from '../../messages';

import { REPORTING_CATEGORIES as CATEGORIES } from './reporting-hash';

/**
 * /reporting/{category}/ — the reports page: one heading and the report's choices. The quick reports (the
 * reporting panel) are an account's, on its portfolio page; here they would repeat this page.
 */
export function ReportingPage() {
  const session = useSession();
  const location = useLocation();
  const variant = useVariant();
  const { category } = useParams();
  usePageTitle(hostText('reporting.pageTitle'));
  if (session.status === 'visitor') return <Navigate to={loginAddress(location.pathname)} replace />;
  if (category && !(CATEGORIES as readonly string[]).includes(category))
    return <Navigate to="/reporting/" replace />;
  const chosen =
    (category as ReportsCategory | undefined) ?? (variant === 'sukuk' ? 'account-statement' : 'investment');
  return (
    <div className="page page--reporting">
      <ReportsPage key={chosen} category={chosen} />
    </div>
  );
}

/** /portal/client-statement/ — the portal's client account statement. */
export function PortalStatementPage() {
  const session = useSession();
  const location = useLocation();
  usePageTitle(hostText('portal.pageTitle'));
  if (session.status === 'visitor') return <Navigate to={loginAddress(location.pathname)} replace />;
  return (
    <div className="page page--portal">
      <PortalStatement />
    </div>
  );
}
