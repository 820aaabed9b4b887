import { readCookie as readCookieFrom } from '@bondkit/sdk-core';

/** Cookie names of the market's stored choices (002 §2.1, §9). */
export const MARKET_COOKIES = {
  /** 'list' | 'card' — lifetime 3650 days */
  view: 'bk_market_view',
  /** '1' when 'show unavailable bonds' is on */
  showUnavailable: 'bk_market_show_unavailable',
  /** '1' when the market terminology is hidden */
  hideTerminology: 'bk_market_hide_terminology',
} as const;

/** The view preference cookie lives 3650 days (002 §9). */
export const VIEW_COOKIE_DAYS = 3650;

const DAY_MS = 864e5;

/** The cookie's decoded value, or `undefined` when it is absent or cookies are unavailable. */
export function readCookie(name: string): string | undefined {
  try {
    return readCookieFrom(document.cookie, name);
  } catch {
    return undefined;
  }
}

/** Stores a choice for {@link VIEW_COOKIE_DAYS} days on the whole site (path `/`, SameSite Lax). */
export function writeCookie(name: string, value: string): void {
  try {
    const expires = new Date(Date.now() + VIEW_COOKIE_DAYS * DAY_MS).toUTCString();
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous and not in every supported browser; the value is encoded
    document.cookie = `${name}=${encodeURIComponent(value)}; path=/; expires=${expires}; sameSite=Lax`;
  } catch {
    // cookies unavailable (sandboxed iframe): the choice lasts for this page only
  }
}
