import type { Clock, CurrencyCode } from '@bondkit/sdk-core';

/** Which wording, columns and flows the widgets follow. */
export type WidgetVariant = 'standard' | 'sukuk';

/**
 * Where a widget asks the host to go. The host maps each target to its own routes (`onNavigate`)
 * and, for real links, to an address (`hrefFor`).
 */
export type NavigateTarget =
  | { to: 'login' }
  | { to: 'register' }
  /** `questionnaire` is the type (e.g. 'high-yield', 'adib-suitability'); `link` the server's address if given */
  | { to: 'questionnaire'; questionnaire: string; link?: string; productId?: number }
  | { to: 'bond-detail'; productId: number; productUrl?: string }
  | { to: 'market'; category?: string }
  | { to: 'trade'; productId: number; tradeType: 'buy' | 'sell'; packageId?: number }
  // Spec: 002 §6
  /** the IFISA promo link */
  | { to: 'ifisa' }
  // Spec: 001 §2 'Dashboard hash routes'
  /** the signed-in home: the portfolio summary */
  | { to: 'dashboard' }
  /** an account's portfolio page in one currency, on one of its tabs (Overview by default) */
  | { to: 'portfolio'; investmentAccountId: number; currency: CurrencyCode; tab?: 'open-orders' | 'activity' }
  /** paying into (`fund`) or out of (`withdraw`) an account in one currency */
  | { to: 'payments'; action: 'fund' | 'withdraw'; investmentAccountId: number; currency: CurrencyCode }
  /** the bank account form of a currency (where a withdrawal in it goes) */
  | { to: 'bank-account'; currency: CurrencyCode }
  /** the Robowise setup of an account */
  | { to: 'robowise-setup'; investmentAccountId: number; currency: CurrencyCode }
  /** the currency exchange of an account */
  | { to: 'fx'; investmentAccountId: number; currency: CurrencyCode }
  /** uploading identity documents (the 'Know your customer update' notice) */
  | { to: 'upload-documents' }
  /** the Smart Interest page, where a maturing holding's reinvestment series is chosen (the reinvest notice) */
  | { to: 'smart-interest' };

/**
 * The timers widgets use (toast fade, search debounce, loading pause): sdk-core's `Clock`, injectable so
 * tests drive time with `createFakeClock`.
 */
export type WidgetClock = Clock;

/** The default addresses of navigation targets, used when the host gives no `hrefFor`. */
export function defaultHref(target: NavigateTarget): string {
  switch (target.to) {
    case 'login':
      return '/login/';
    case 'register':
      return '/register/';
    case 'questionnaire':
      return target.link ?? `/questionnaires/?type=${encodeURIComponent(target.questionnaire)}`;
    case 'bond-detail':
      return `/market/bond/${target.productId}/`;
    case 'market':
      return target.category ? `/market/?category=${encodeURIComponent(target.category)}` : '/market/';
    case 'trade': {
      const params = new URLSearchParams({
        productId: String(target.productId),
        tradeType: target.tradeType,
      });
      if (target.packageId !== undefined) params.set('packageId', String(target.packageId));
      return `/trade/?${params}`;
    }
    case 'ifisa':
      return '/dashboard/add-account/ifisa/add';
    // the platform's own addresses (001 §2): the dashboard's hash routes
    case 'dashboard':
      return '/dashboard';
    case 'portfolio':
      return `/dashboard#account/${target.investmentAccountId}/${target.currency}${target.tab ? `/${target.tab}` : ''}`;
    case 'payments':
      return `/dashboard#payments/${target.action}/${target.investmentAccountId}/${target.currency}`;
    case 'bank-account':
      return `/dashboard#payments/configure/ccy/${target.currency}`;
    case 'robowise-setup':
      return `/dashboard#account/${target.investmentAccountId}/${target.currency}/setupRobowise`;
    case 'fx':
      return `/dashboard/foreign-exchange/${target.investmentAccountId}/${target.currency}/`;
    case 'upload-documents':
      return '/dashboard#account-details/documents';
    case 'smart-interest':
      return '/smart-interest/';
  }
}
