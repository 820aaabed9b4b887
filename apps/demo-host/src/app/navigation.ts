import { buildTradeQuery, type SessionUser } from '@bondkit/sdk-core';
import type { NavigateTarget } from '@bondkit/widgets';
import { type HostMessageId, hostText, type Variant } from '../messages';
import { portfolioAddress } from '../pages/dashboard/dashboard-routes';
import { loginAddress } from './auth-flow';

/** An entry of the site's main navigation. */
export interface NavItem {
  to: string;
  label: string;
}

/** The pages of interest products, which the partner (sukuk) variant does not offer (issue 17). */
export const INTEREST_PAGES = ['/smart-interest/', '/savings-calculator/'] as const;

const NAV: readonly { to: string; label: HostMessageId; signedIn?: true }[] = [
  { to: '/dashboard/', label: 'host.nav.dashboard', signedIn: true },
  { to: '/market/', label: 'host.nav.market' },
  { to: '/smart-interest/', label: 'host.nav.smartInterest' },
  { to: '/savings-calculator/', label: 'host.nav.calculator' },
  { to: '/guides/investor-guide/', label: 'host.nav.guides' },
  { to: '/holdings/', label: 'host.nav.holdings', signedIn: true },
  { to: '/orders/', label: 'host.nav.orders', signedIn: true },
  // the reporting page opens on the variant's first report (the partner's account statement)
  { to: '/reporting/', label: 'host.nav.reports', signedIn: true },
];

/**
 * The main navigation: the market, Smart Interest, the savings calculator and the guides, and for a signed-in
 * user the dashboard (first), holdings, open orders and reports. The sukuk variant leaves out the interest products (Smart Interest and its
 * savings calculator): a partner customer sees and trades sukuk only.
 */
export function navItems(variant: Variant, signedIn: boolean): NavItem[] {
  return NAV.filter(
    (item) =>
      (signedIn || !item.signedIn) &&
      !(variant === 'sukuk' && (INTEREST_PAGES as readonly string[]).includes(item.to)),
  ).map((item) => ({ to: item.to, label: hostText(item.label, {}, variant) }));
}

export const bondDetailAddress = (productId: number) => `/market/bonds/${productId}/`;

/** The trade page of 002 §2.4 with its query (productId, tradeType, packageId). */
export function tradeAddress(target: Extract<NavigateTarget, { to: 'trade' }>): string {
  return `/trade/?${buildTradeQuery({
    productId: target.productId,
    tradeType: target.tradeType,
    packageId: target.packageId ?? null,
  })}`;
}

/**
 * Where the demo sends each widget navigation target (the widgets' `hrefFor`; `onNavigate` routes there).
 * - login / register → the sign-in page (opening an account is not on this site yet; the page says so);
 * - trade → the trade page (/trade/?productId=…&tradeType=…&packageId=…); visitors sign in first;
 * - questionnaire → the bond's detail page (questionnaires arrive with their own issue), else the market;
 * - ifisa → sign-in for visitors; the account area arrives with its own issue.
 */
export function addressFor(target: NavigateTarget, here: string, user: SessionUser | null): string {
  switch (target.to) {
    case 'login':
      return loginAddress(here);
    case 'register':
      return loginAddress(here, 'register');
    case 'bond-detail':
      return bondDetailAddress(target.productId);
    case 'market':
      return target.category ? `/market/?${new URLSearchParams({ category: target.category })}` : '/market/';
    case 'trade': {
      const trade = tradeAddress(target);
      return user ? trade : loginAddress(trade);
    }
    case 'questionnaire':
      if (!user) return loginAddress(here);
      return target.productId !== undefined ? bondDetailAddress(target.productId) : '/market/';
    case 'ifisa':
      return user ? '/market/' : loginAddress(here);
    // the dashboard's routes (001 §2), served as paths under /dashboard/ (see pages/dashboard/dashboard-routes)
    case 'dashboard':
      return '/dashboard/';
    case 'portfolio':
      return portfolioAddress(target.investmentAccountId, target.currency, target.tab);
    case 'payments':
      return `/dashboard/payments/${target.action}/${target.investmentAccountId}/${target.currency}/`;
    case 'bank-account':
      return `/dashboard/payments/configure/ccy/${target.currency}/`;
    case 'robowise-setup':
      return `/dashboard/account/${target.investmentAccountId}/${target.currency}/setupRobowise/`;
    case 'fx':
      return `/dashboard/foreign-exchange/${target.investmentAccountId}/${target.currency}/`;
    case 'upload-documents':
      return '/dashboard/account-details/documents/';
    case 'smart-interest':
      return '/smart-interest/';
  }
}
