import type { Clock } from '@bondkit/sdk-core';

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
  | { to: 'ifisa' };

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
  }
}
