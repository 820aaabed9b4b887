import Cookies from 'js-cookie';

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

const options = { expires: VIEW_COOKIE_DAYS, path: '/', sameSite: 'Lax' } as const;

export function readCookie(name: string): string | undefined {
  try {
    return Cookies.get(name);
  } catch {
    return undefined;
  }
}

export function writeCookie(name: string, value: string): void {
  try {
    Cookies.set(name, value, options);
  } catch {
    // cookies unavailable (sandboxed iframe): the choice lasts for this page only
  }
}
