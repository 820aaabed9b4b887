import { createBrowserRouter, Navigate } from 'react-router';
import { loginAddress } from './app/auth-flow';
import { onSessionExpired } from './app/session';
import { PageLoading, Shell } from './app/shell';
import { LoginPage } from './pages/auth/login-page';
import { MarketPage } from './pages/market/market-page';
import { NotFoundPage } from './pages/not-found/not-found-page';

export const router = createBrowserRouter([
  {
    element: <Shell />,
    // shown while a lazily loaded page (bond detail) arrives on a first visit
    hydrateFallbackElement: <PageLoading />,
    children: [
      { index: true, element: <Navigate to="/market/" replace /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'market', element: <MarketPage /> },
      // Path aliases of the market page (002 §2.1): the same page, filters still in the address.
      { path: 'market/corporate-bond', element: <MarketPage /> },
      { path: 'market/sukuk', element: <MarketPage /> },
      // bond detail (with its HTML sanitiser) loads on first visit
      {
        path: 'market/bonds/:productId',
        lazy: () => import('./pages/market/bond-detail-page').then((m) => ({ Component: m.BondDetailPage })),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);

/** A 401 from the API client (002 §6 'Any 401 response redirects to login'). */
onSessionExpired(() => {
  const { pathname, search, hash } = router.state.location;
  if (pathname.startsWith('/login')) return;
  void router.navigate(loginAddress(`${pathname}${search}${hash}`));
});
