import { PortfolioSummary } from '@bondkit/widgets';
import { Link, Navigate, useLocation } from 'react-router';
import { loginAddress } from '../../app/auth-flow';
import { usePageTitle } from '../../app/page-title';
import { useSession } from '../../app/session';
import { hostText } from '../../messages';
import { dashboardPathOfHash } from './dashboard-routes';

/**
 * /dashboard/ — the signed-in home: the portfolio summary (001 §2). A hash route from the platform's e-mails
 * (`/dashboard#account/12/GBP`) goes to the page it names.
 */
export function DashboardPage() {
  const session = useSession();
  const location = useLocation();
  const title = hostText('dashboard.pageTitle');
  usePageTitle(title);
  const hashPath = dashboardPathOfHash(location.hash);
  if (hashPath) return <Navigate to={hashPath} replace />;
  if (session.status === 'visitor') return <Navigate to={loginAddress(location.pathname)} replace />;
  return (
    <div className="page page--dashboard">
      <h1>{title}</h1>
      <PortfolioSummary />
      <nav aria-label={hostText('dashboard.links')}>
        <ul>
          <li>
            <Link to="/holdings/">{hostText('dashboard.holdingsLink')}</Link>
          </li>
          <li>
            <Link to="/orders/">{hostText('holdings.ordersLink')}</Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
