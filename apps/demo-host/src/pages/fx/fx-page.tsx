import { isCurrencyCode } from '@bondkit/sdk-core';
import { CurrencyExchange, useToasts } from '@bondkit/widgets';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { loginAddress } from '../../app/auth-flow';
import { usePageTitle } from '../../app/page-title';
import { useSession } from '../../app/session';
import { PageLoading } from '../../app/shell';
import { hostText } from '../../messages';
import { NotFoundPage } from '../not-found/not-found-page';
import { IDENTITY_CHECK_ADDRESS, needsIdentityCheck } from '../payments/money-target';

// Spec: 001 §2 'Currency exchange page (per investment account)', §4, §8 'FX'
/**
 * /dashboard/foreign-exchange/{iaId}/{currency}/ — exchange GBP and EUR in an account. Done, the page stays on
 * the widget's outcome ('Currency exchange successful', what was exchanged, the rate and fee) with its link to
 * the dashboard (issue 27: no silent jump); the balance not loading, it returns to the dashboard with the error
 * as a toast.
 */
export function FxPage() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const toasts = useToasts();
  const { accountId, currency } = useParams();
  const title = hostText('money.fxTitle');
  usePageTitle(title);
  if (session.status === 'visitor') return <Navigate to={loginAddress(location.pathname)} replace />;
  if (session.status !== 'signed-in') return <PageLoading />;
  // the sandbox refuses quotes and exchanges to users who have not passed the identity check, as for funding
  if (needsIdentityCheck(session.user)) return <Navigate to={IDENTITY_CHECK_ADDRESS} replace />;
  const code = currency?.toUpperCase() ?? '';
  if (!accountId || !/^\d+$/.test(accountId) || !isCurrencyCode(code)) return <NotFoundPage />;
  const back = (text: string) => {
    toasts.show(text, { tone: 'danger' });
    navigate('/dashboard/');
  };
  return (
    <div className="page page--money">
      <h1>{title}</h1>
      <CurrencyExchange
        hideHeading
        investmentAccountId={Number(accountId)}
        currency={code}
        onBalanceFailed={back}
      />
    </div>
  );
}
