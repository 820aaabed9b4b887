import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MARKET_COOKIES, readCookie, VIEW_COOKIE_DAYS, writeCookie } from './cookies';

afterEach(() => {
  vi.restoreAllMocks();
  for (const name of Object.values(MARKET_COOKIES)) Cookies.remove(name, { path: '/' });
});

describe('market cookies (002 §2.1, §9)', () => {
  it('stores a choice site-wide for 3650 days, SameSite Lax, and reads it back', () => {
    const writes = vi.spyOn(document, 'cookie', 'set');
    writeCookie(MARKET_COOKIES.view, 'card');
    const written = String(writes.mock.calls[0]?.[0]);
    expect(written).toMatch(/^bk_market_view=card; path=\/; expires=[^;]+; sameSite=Lax$/);
    const expires = Date.parse(/; expires=([^;]+)/.exec(written)?.[1] ?? '');
    expect(Math.round((expires - Date.now()) / 86_400_000)).toBe(VIEW_COOKIE_DAYS);
    expect(readCookie(MARKET_COOKIES.view)).toBe('card');
    // the same cookie other code (js-cookie) reads
    expect(Cookies.get(MARKET_COOKIES.view)).toBe('card');
  });

  it('encodes what it writes and decodes what it reads', () => {
    writeCookie(MARKET_COOKIES.hideTerminology, 'a b;c=%');
    expect(readCookie(MARKET_COOKIES.hideTerminology)).toBe('a b;c=%');
    Cookies.set(MARKET_COOKIES.showUnavailable, 'x y', { path: '/' });
    expect(readCookie(MARKET_COOKIES.showUnavailable)).toBe('x y');
    expect(readCookie('bk_market_absent')).toBeUndefined();
  });

  it('keeps working where cookies are unavailable (a sandboxed frame)', () => {
    const denied = () => {
      throw new DOMException('The document is sandboxed', 'SecurityError');
    };
    vi.spyOn(document, 'cookie', 'get').mockImplementation(denied);
    vi.spyOn(document, 'cookie', 'set').mockImplementation(denied);
    expect(readCookie(MARKET_COOKIES.view)).toBeUndefined();
    expect(() => writeCookie(MARKET_COOKIES.view, 'list')).not.toThrow();
  });
});
