import { type CurrencyCode, defaultPaymentCurrency, isCurrencyCode, readCardReturn } from '@bondkit/sdk-core';
import { BankAccountForm, Funding, Withdraw } from '@bondkit/widgets';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { loginAddress } from '../../app/auth-flow';
import { usePageTitle } from '../../app/page-title';
import { useVariant } from '../../app/preferences';
import { useSession } from '../../app/session';
import { PageLoading } from '../../app/shell';
import { hostText } from '../../messages';
import {
  IDENTITY_CHECK_ADDRESS,
  needsIdentityCheck,
  useLinkedCurrency,
  useMoneyTarget,
} from './money-target';

/** Signed in, past the identity check (001 §6): else to sign in or to the identity check. */
function MoneyPage({ title, children }: { title: string; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  usePageTitle(title);
  if (session.status === 'visitor') {
    return <Navigate to={loginAddress(`${location.pathname}${location.search}`)} replace />;
  }
  if (session.status !== 'signed-in') return <PageLoading />;
  if (needsIdentityCheck(session.user)) return <Navigate to={IDENTITY_CHECK_ADDRESS} replace />;
  return (
    <div className="page page--money">
      <h1>{title}</h1>
      {children}
    </div>
  );
}

const portfolioAddress = (id: number, currency: string) => `/dashboard/account/${id}/${currency}/`;

function Targeted({
  children,
}: {
  children: (target: { investmentAccountId: number; currency: CurrencyCode }) => ReactNode;
}) {
  const { first, second } = useParams();
  const target = useMoneyTarget(first, second);
  if (target === undefined) return <PageLoading />;
  if (target === null) return <p>{hostText('money.noAccount')}</p>;
  return <>{children(target)}</>;
}

// Spec: 001 §2 'Funding flow'
/** /dashboard/payments/fund[/{iaId}/{currency}]/ — add funds (the card provider returns here). */
export function FundPage() {
  const { search } = useLocation();
  const title = hostText('money.fundTitle');
  return (
    <MoneyPage title={title}>
      <Targeted>
        {({ investmentAccountId, currency }) => (
          <Funding
            key={search}
            hideHeading
            investmentAccountId={investmentAccountId}
            currency={currency}
            cardReturn={readCardReturn(search)}
            doneAction={
              <Link to={portfolioAddress(investmentAccountId, currency)}>
                {hostText('money.backToAccount')}
              </Link>
            }
          />
        )}
      </Targeted>
    </MoneyPage>
  );
}

// Spec: 001 §2 'Withdraw page'
/**
 * /dashboard/payments/withdraw[/{iaId}/{currency}]/ — withdraw to the registered bank account; once asked for,
 * the way to the account's page, where the withdrawal is confirmed.
 */
export function WithdrawPage() {
  return (
    <MoneyPage title={hostText('money.withdrawTitle')}>
      <Targeted>
        {({ investmentAccountId, currency }) => (
          <Withdraw
            hideHeading
            investmentAccountId={investmentAccountId}
            currency={currency}
            doneAction={
              <Link to={portfolioAddress(investmentAccountId, currency)}>
                {hostText('money.confirmOnAccount')}
              </Link>
            }
          />
        )}
      </Targeted>
    </MoneyPage>
  );
}

// Spec: 001 §2 'Configure bank account form'; 000 #account-details/update-bank-details/{currency}
/**
 * /dashboard/payments/configure[/ccy/{currency}]/, /dashboard/payments/update-bank-account[/{currency}]/ and
 * /dashboard/account-details/update-bank-details/{currency}/ — the registered bank account of a currency (when
 * the address names none, sdk-core's `defaultPaymentCurrency`: the partner's linked account's, else GBP); once
 * saved, the way on to withdrawing in that currency.
 */
export function BankAccountPage() {
  const { currency } = useParams();
  const linked = useLinkedCurrency();
  const variant = useVariant();
  const code = currency?.toUpperCase() ?? defaultPaymentCurrency(linked);
  return (
    <MoneyPage title={hostText('money.bankTitle', { currency: code }, variant)}>
      {isCurrencyCode(code) ? (
        <BankAccountForm
          key={code}
          currency={code}
          hideHeading
          doneAction={
            <Link to={`/dashboard/payments/withdraw/${code}/`}>
              {hostText('money.withdrawIn', { currency: code })}
            </Link>
          }
        />
      ) : (
        <p>{hostText('money.noAccount')}</p>
      )}
    </MoneyPage>
  );
}
