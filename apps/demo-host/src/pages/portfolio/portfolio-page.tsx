import { type CurrencyCode, currencyCodes } from '@bondkit/sdk-core';
import { Portfolio, type PortfolioTab } from '@bondkit/widgets';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { loginAddress } from '../../app/auth-flow';
import { usePageTitle } from '../../app/page-title';
import { useSession } from '../../app/session';
import { hostText } from '../../messages';
import { portfolioAddress } from '../dashboard/dashboard-routes';
import { NotFoundPage } from '../not-found/not-found-page';

const TABS: readonly string[] = ['open-orders', 'activity'];

/**
 * /dashboard/account/{id}/{currency}/[open-orders|activity/] (001 §2 `account/{account}/{currency}[/{slug}]`)
 * — an account's portfolio page, the tab in the address. The side column is left for the reporting panel.
 */
export function PortfolioPage() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const params = useParams();
  usePageTitle(hostText('portfolio.pageTitle'));
  if (session.status === 'visitor') return <Navigate to={loginAddress(location.pathname)} replace />;
  const id = Number(params.accountId);
  const currency = params.currency as CurrencyCode;
  const tab = params.tab;
  if (!Number.isInteger(id) || id <= 0 || !(currencyCodes as readonly string[]).includes(currency)) {
    return <NotFoundPage />;
  }
  if (tab !== undefined && !TABS.includes(tab)) return <NotFoundPage />;
  return (
    <div className="page page--portfolio">
      <h1>{hostText('portfolio.pageTitle')}</h1>
      <Portfolio
        key={`${id}-${currency}`}
        investmentAccountId={id}
        currency={currency}
        tab={(tab as PortfolioTab | undefined) ?? 'overview'}
        onTabChange={(next) =>
          navigate(portfolioAddress(id, currency, next), { replace: true, state: { keepFocus: true } })
        }
      />
    </div>
  );
}
