import { portfolioMessages, registerMessages } from '@bondkit/sdk-core';
import { createBrowserRouter, Navigate, Outlet, useLocation } from 'react-router';
import { loginAddress } from './app/auth-flow';
import { resolveHashAddress } from './app/hash-address';
import { useVariant } from './app/preferences';
import { onSessionExpired, useSession } from './app/session';
import { PageLoading, Shell } from './app/shell';
import { LoginPage } from './pages/auth/login-page';
import { restrictedVariantServes } from './pages/dashboard/dashboard-routes';
import { MarketPage } from './pages/market/market-page';
import { NotAvailablePage } from './pages/not-available/not-available-page';
import { NotFoundPage } from './pages/not-found/not-found-page';
import { ReportingHashRedirect } from './pages/reports/reporting-hash';

/**
 * The interest products' pages (Smart Interest, its savings calculator): the partner (sukuk) variant does not
 * offer them, so their address shows 'Not available' there (issue 17; the sandbox refuses the calls too).
 */
function NotForSukuk() {
  return useVariant() === 'sukuk' ? (
    <NotAvailablePage reason="smartInterest.error.partnerRefused" />
  ) : (
    <Outlet />
  );
}

/**
 * /market/corporate-bond/ is the standard market's address: the sukuk variant, which lists sukuk only, goes to
 * /market/sukuk/ instead, the filters of the address kept.
 */
function CorporateBondMarket() {
  const { search, hash } = useLocation();
  if (useVariant() === 'sukuk') return <Navigate to={`/market/sukuk/${search}${hash}`} replace />;
  return <MarketPage />;
}

// the text of the restricted variant's 'Not available' (the portfolio pages load lazily with theirs)
registerMessages(portfolioMessages);

/** `/`: the dashboard for a signed-in user, the market for a visitor. */
function Home() {
  const session = useSession();
  return <Navigate to={session.status === 'signed-in' ? '/dashboard/' : '/market/'} replace />;
}

/**
 * The dashboard's pages are signed-in pages: a visitor at any of their addresses (a known page or not) signs in
 * first. The restricted (partner) variant serves a reduced set of them; the rest is not available.
 */
function RestrictedDashboardRoutes() {
  const { pathname } = useLocation();
  const session = useSession();
  const variant = useVariant();
  if (session.status === 'visitor') return <Navigate to={loginAddress(pathname)} replace />;
  if (variant === 'sukuk' && !restrictedVariantServes(pathname.replace(/^\/dashboard\/?/, ''))) {
    return <NotAvailablePage reason="portfolio.page.notInVariant" />;
  }
  return <Outlet />;
}

const payments = (page: 'FundPage' | 'WithdrawPage' | 'BankAccountPage') => () =>
  import('./pages/payments/payments-pages').then((m) => ({ Component: m[page] }));
/** The payments addresses under /dashboard/ (the dashboard's hash routes `#payments/…` land on them). */
const moneyRoutes = [
  { path: 'dashboard/payments/fund/:first?/:second?', lazy: payments('FundPage') },
  { path: 'dashboard/payments/withdraw/:first?/:second?', lazy: payments('WithdrawPage') },
  { path: 'dashboard/payments/configure/ccy?/:currency?', lazy: payments('BankAccountPage') },
  { path: 'dashboard/payments/update-bank-account/:currency?', lazy: payments('BankAccountPage') },
  { path: 'dashboard/account-details/update-bank-details/:currency', lazy: payments('BankAccountPage') },
  // payments[/*] (001 §2): any other payments address opens the funding flow
  { path: 'dashboard/payments/*', element: <Navigate to="/dashboard/payments/fund/" replace /> },
  {
    path: 'dashboard/foreign-exchange/:accountId/:currency',
    lazy: () => import('./pages/fx/fx-page').then((m) => ({ Component: m.FxPage })),
  },
];

// a hash address of the platform's e-mails is its page's address before the router's first render
resolveHashAddress();

export const router = createBrowserRouter([
  {
    // a reporting hash address (001 §2) on any page goes to its page
    element: (
      <>
        <ReportingHashRedirect />
        <Shell />
      </>
    ),
    // shown while a lazily loaded page (bond detail) arrives on a first visit
    hydrateFallbackElement: <PageLoading />,
    children: [
      { index: true, element: <Home /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'market', element: <MarketPage /> },
      // Path aliases of the market page (002 §2.1): the same page, filters still in the address.
      { path: 'market/corporate-bond', element: <CorporateBondMarket /> },
      { path: 'market/sukuk', element: <MarketPage /> },
      // bond detail (with its HTML sanitiser) loads on first visit
      {
        path: 'market/bonds/:productId',
        lazy: () => import('./pages/market/bond-detail-page').then((m) => ({ Component: m.BondDetailPage })),
      },
      // trading (002 §2.4): the trade ticket, open orders and holdings load on first visit
      {
        path: 'trade',
        lazy: () => import('./pages/trade/trade-page').then((m) => ({ Component: m.TradePage })),
      },
      {
        path: 'orders',
        lazy: () => import('./pages/orders/orders-page').then((m) => ({ Component: m.OrdersPage })),
      },
      // the signed-in home (001 §2 'Dashboard hash routes'): the summary, an account's portfolio page and its tabs
      {
        path: 'dashboard',
        children: [
          {
            index: true,
            lazy: () =>
              import('./pages/dashboard/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
          },
          {
            element: <RestrictedDashboardRoutes />,
            children: [
              {
                path: 'account/:accountId/:currency/:tab?',
                lazy: () =>
                  import('./pages/portfolio/portfolio-page').then((m) => ({ Component: m.PortfolioPage })),
              },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
      {
        path: 'holdings',
        lazy: () => import('./pages/holdings/holdings-page').then((m) => ({ Component: m.HoldingsPage })),
      },
      // reporting (001 §2): the reports page by category, and the portal's client statement
      {
        path: 'reporting/:category?',
        lazy: () => import('./pages/reports/reporting-page').then((m) => ({ Component: m.ReportingPage })),
      },
      {
        path: 'portal/client-statement',
        lazy: () =>
          import('./pages/reports/reporting-page').then((m) => ({ Component: m.PortalStatementPage })),
      },
      // Smart Interest (000 §2): the order form and #my-investments, and the savings calculator — neither
      // offered in the sukuk variant
      {
        element: <NotForSukuk />,
        children: [
          {
            path: 'smart-interest',
            lazy: () =>
              import('./pages/smart-interest/smart-interest-page').then((m) => ({
                Component: m.SmartInterestPage,
              })),
          },
          {
            path: 'savings-calculator',
            lazy: () =>
              import('./pages/calculator/savings-calculator-page').then((m) => ({
                Component: m.SavingsCalculatorPage,
              })),
          },
        ],
      },
      // money in, out and exchanged (001 §2): the funding flow, withdraw page, bank account form and the FX page
      ...moneyRoutes,
      // the guides
      {
        path: 'guides/investor-guide',
        lazy: () => import('./pages/guides/guide-page').then((m) => ({ Component: m.InvestorGuidePage })),
      },
      {
        path: 'guides/second-guide',
        lazy: () => import('./pages/guides/guide-page').then((m) => ({ Component: m.SecondGuidePage })),
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
