import { Holdings } from '@bondkit/widgets';
import { Link, Navigate, useLocation } from 'react-router';
import { loginAddress } from '../../app/auth-flow';
import { usePageTitle } from '../../app/page-title';
import { useSession } from '../../app/session';
import { hostText } from '../../messages';

/** /holdings/ — the signed-in user's positions per account (until the full portfolio pages arrive). */
export function HoldingsPage() {
  const session = useSession();
  const location = useLocation();
  const title = hostText('holdings.pageTitle');
  usePageTitle(title);
  if (session.status === 'visitor') return <Navigate to={loginAddress(location.pathname)} replace />;
  return (
    <div className="page page--holdings">
      <h1>{title}</h1>
      <p>
        <Link to="/orders/">{hostText('holdings.ordersLink')}</Link>
      </p>
      <Holdings />
    </div>
  );
}
