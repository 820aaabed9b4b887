import { type CurrencyCode, parseTradeQuery } from '@bondkit/sdk-core';
import { defaultTicketHref, TradeTicket, type TradeTicketTarget } from '@bondkit/widgets';
import { useCallback, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { loginAddress } from '../../app/auth-flow';
import { useTitleFromHeading } from '../../app/heading-title';
import { addressFor, bondDetailAddress } from '../../app/navigation';
import { useVariant } from '../../app/preferences';
import { useSession } from '../../app/session';
import { hostText } from '../../messages';
import { NotAvailablePage } from '../not-available/not-available-page';
import { NotFoundPage } from '../not-found/not-found-page';

type Outcome = { kind: 'not-found' } | { kind: 'add-account'; currency: CurrencyCode } | null;

/**
 * /trade/?productId=&tradeType=&packageId=&investmentAccountReference=&amount=&switchFromProductId=
 * &switchToProductId= (002 §2.4) — the trade ticket. Visitors go to sign in first; an unknown or pending
 * product is a 404; a buyer without an account in the product's currency is told to add one (002 §4.4).
 */
export function TradePage() {
  const session = useSession();
  const location = useLocation();
  const here = `${location.pathname}${location.search}${location.hash}`;
  if (session.status === 'visitor') return <Navigate to={loginAddress(here)} replace />;
  const query = parseTradeQuery(location.search);
  const productId = query.switchFromProductId ?? query.productId;
  if (productId === null) return <NotFoundPage />;
  // a new address is a new ticket (its inputs start from the query again)
  return <TradeView key={location.search} productId={productId} here={here} />;
}

function TradeView({ productId, here }: { productId: number; here: string }) {
  useTitleFromHeading(hostText('trade.pageTitle'));
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  const location = useLocation();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const variant = useVariant();
  const query = parseTradeQuery(location.search);

  const hrefFor = useCallback(
    (target: TradeTicketTarget): string => {
      switch (target.to) {
        case 'holdings':
          return '/holdings/';
        case 'order':
          return defaultTicketHref(target);
        case 'add-account':
        case 'not-found':
          return here;
        default:
          return addressFor(target, here, user);
      }
    },
    [here, user],
  );
  const onNavigate = useCallback(
    (target: TradeTicketTarget) => {
      if (target.to === 'not-found') setOutcome({ kind: 'not-found' });
      else if (target.to === 'add-account') setOutcome({ kind: 'add-account', currency: target.currency });
      else navigate(hrefFor(target));
    },
    [navigate, hrefFor],
  );
  const onBack = useCallback(() => {
    // Back goes to the browser's history (002 §2.4); a ticket opened directly goes to the bond instead.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(bondDetailAddress(productId));
  }, [navigate, productId]);

  // a product that is not there, or not in the variant's range (a conventional bond for a sukuk customer)
  if (outcome?.kind === 'not-found') return <NotAvailablePage reason="failure.productUnavailable" />;
  if (outcome?.kind === 'add-account') {
    return (
      <div className="page page--narrow">
        <h1>{hostText('trade.addAccount.title', { currency: outcome.currency })}</h1>
        <p>{hostText('trade.addAccount.body', { currency: outcome.currency }, variant)}</p>
        <ul>
          <li>
            <Link to="/dashboard/">{hostText('trade.addAccount.dashboard')}</Link>
          </li>
          <li>
            <Link to="/market/">{hostText('notFound.link', {}, variant)}</Link>
          </li>
        </ul>
      </div>
    );
  }
  return (
    <div className="page page--trade">
      <TradeTicket
        productId={productId}
        tradeType={query.tradeType}
        packageId={query.packageId}
        investmentAccountReference={query.investmentAccountReference}
        amount={query.amount}
        switchTrade={query.switchFromProductId !== null}
        switchToProductId={query.switchToProductId}
        onNavigate={onNavigate}
        hrefFor={hrefFor}
        onBack={onBack}
      />
    </div>
  );
}
