import { type CookieOptions, writeCookie } from '@bondkit/sdk-core';

// Spec: 002 §2.1, §9
/** Cookie names of the market's stored choices. */
export const MARKET_COOKIES = {
  /** 'list' | 'card' — lifetime 3650 days */
  view: 'bk_market_view',
  /** '1' when 'show unavailable bonds' is on */
  showUnavailable: 'bk_market_show_unavailable',
  /** '1' when the market terminology is hidden */
  hideTerminology: 'bk_market_hide_terminology',
} as const;

// Spec: 002 §9
/** The view preference cookie lives 3650 days. */
export const VIEW_COOKIE_DAYS = 3650;

/** The market's choices live {@link VIEW_COOKIE_DAYS} days on the whole site, SameSite Lax. */
const MARKET_COOKIE_OPTIONS: CookieOptions = { maxAgeDays: VIEW_COOKIE_DAYS, path: '/', sameSite: 'Lax' };

/**
 * Stores a choice for {@link VIEW_COOKIE_DAYS} days on the whole site (path `/`, SameSite Lax). Where cookies
 * are unavailable (a sandboxed iframe) the choice lasts for this page only. Read it with sdk-core's `readCookie`.
 */
export function writeMarketCookie(name: string, value: string): void {
  writeCookie(name, value, MARKET_COOKIE_OPTIONS);
}
