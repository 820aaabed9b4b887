import { readCookie, removeCookie } from '@bondkit/sdk-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MARKET_COOKIES, VIEW_COOKIE_DAYS, writeMarketCookie } from './cookies';

afterEach(() => {
  vi.restoreAllMocks();
  for (const name of Object.values(MARKET_COOKIES)) removeCookie(name, { path: '/' });
});

describe('market cookies (002 §2.1, §9)', () => {
  it('stores a choice site-wide for 3650 days, SameSite Lax, and reads it back', () => {
    const writes = vi.spyOn(document, 'cookie', 'set');
    writeMarketCookie(MARKET_COOKIES.view, 'card');
    const written = String(writes.mock.calls[0]?.[0]);
    expect(written).toMatch(/^bk_market_view=card; path=\/; expires=[^;]+; sameSite=Lax$/);
    const expires = Date.parse(/; expires=([^;]+)/.exec(written)?.[1] ?? '');
    expect(Math.round((expires - Date.now()) / 86_400_000)).toBe(VIEW_COOKIE_DAYS);
    expect(readCookie(MARKET_COOKIES.view)).toBe('card');
    expect(document.cookie).toContain('bk_market_view=card');
  });

  it('encodes what it writes and decodes what it reads', () => {
    writeMarketCookie(MARKET_COOKIES.hideTerminology, 'a b;c=%');
    expect(readCookie(MARKET_COOKIES.hideTerminology)).toBe('a b;c=%');
    expect(readCookie('bk_market_absent')).toBeUndefined();
  });

  it('keeps working where cookies are unavailable (a sandboxed frame)', () => {
    const denied = () => {
      throw new DOMException('The document is sandboxed', 'SecurityError');
    };
    vi.spyOn(document, 'cookie', 'get').mockImplementation(denied);
    vi.spyOn(document, 'cookie', 'set').mockImplementation(denied);
    expect(readCookie(MARKET_COOKIES.view)).toBeUndefined();
    expect(() => writeMarketCookie(MARKET_COOKIES.view, 'list')).not.toThrow();
  });
});
