import {
  type CurrencyCode,
  currencyCodes,
  getInvestmentAccounts,
  type InvestmentAccount,
} from '@bondkit/sdk-core';
import { PortalStatement, ReportingPanel, type ReportsCategory, ReportsPage } from '@bondkit/widgets';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { loginAddress } from '../../app/auth-flow';
import { usePageTitle } from '../../app/page-title';
import { useVariant } from '../../app/preferences';
import { client, useSession } from '../../app/session';
import { hostText } from '../../messages';

import { REPORTING_CATEGORIES as CATEGORIES } from './reporting-hash';

/** The currencies in the order the quick reports prefer them: the partner's AED first, else GBP first. */
const preferred = (variant: 'standard' | 'sukuk'): readonly CurrencyCode[] =>
  variant === 'sukuk' ? ['AED', 'USD', 'GBP', 'EUR'] : currencyCodes;

/** The first account: what the quick reports cover. */
function useFirstAccount(): InvestmentAccount | null {
  const [account, setAccount] = useState<InvestmentAccount | null>(null);
  useEffect(() => {
    let live = true;
    getInvestmentAccounts(client)
      .then((accounts) => live && setAccount(accounts[0] ?? null))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return account;
}

/** /reporting/{category}/ — the reports page, with the quick reports of the first account beside it. */
export function ReportingPage() {
  const session = useSession();
  const location = useLocation();
  const variant = useVariant();
  const { category } = useParams();
  usePageTitle(hostText('reporting.pageTitle'));
  const account = useFirstAccount();
  if (session.status === 'visitor') return <Navigate to={loginAddress(location.pathname)} replace />;
  if (category && !(CATEGORIES as readonly string[]).includes(category))
    return <Navigate to="/reporting/" replace />;
  const chosen =
    (category as ReportsCategory | undefined) ?? (variant === 'sukuk' ? 'account-statement' : 'investment');
  return (
    <div className="page page--reporting">
      <ReportsPage key={chosen} category={chosen} />
      {account ? (
        <aside aria-label={hostText('reporting.panel')}>
          <ReportingPanel
            investmentAccountId={account.id}
            currency={preferred(variant).find((c) => c in account.currencies) ?? 'GBP'}
          />
        </aside>
      ) : null}
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
