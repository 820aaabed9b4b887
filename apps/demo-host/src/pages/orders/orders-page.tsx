import { OpenOrders } from '@bondkit/widgets';
import { Navigate, useLocation } from 'react-router';
import { loginAddress } from '../../app/auth-flow';
import { usePageTitle } from '../../app/page-title';
import { useSession } from '../../app/session';
import { hostText } from '../../messages';

/**
 * /orders/?order= — the signed-in user's open orders (001 §4 'Bond orders'); `order` points out the order a
 * trade just placed (the link of its reference on 'Order placed!').
 */
export function OrdersPage() {
  const session = useSession();
  const location = useLocation();
  const title = hostText('orders.pageTitle');
  usePageTitle(title);
  if (session.status === 'visitor') return <Navigate to={loginAddress(location.pathname)} replace />;
  return (
    <div className="page page--orders">
      <h1>{title}</h1>
      <OpenOrders highlightOrder={new URLSearchParams(location.search).get('order') ?? undefined} />
    </div>
  );
}
