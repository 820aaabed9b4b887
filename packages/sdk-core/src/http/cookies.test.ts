import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie, readCsrfTokenFromDocument, removeCookie, writeCookie } from './cookies';

/** A stand-in `document` whose `cookie` setter records what is written and getter answers `jar`. */
function fakeDocument(jar = '') {
  const writes: string[] = [];
  vi.stubGlobal('document', {
    get cookie() {
      return jar;
    },
    set cookie(text: string) {
      writes.push(text);
    },
  });
  return writes;
}

/** A `document` whose cookies throw, as in a sandboxed iframe. */
function deniedDocument() {
  const denied = () => {
    throw new DOMException('The document is sandboxed', 'SecurityError');
  };
  vi.stubGlobal('document', {
    get cookie(): string {
      return denied();
    },
    set cookie(_text: string) {
      denied();
    },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('readCookie', () => {
  it('finds a cookie among others in a cookie string and decodes it', () => {
    expect(readCookie('csrftoken', 'a=1; csrftoken=x%2By; b=2')).toBe('x+y');
    expect(readCookie('csrftoken', 'xcsrftoken=1')).toBeUndefined();
    expect(readCookie('csrftoken', '')).toBeUndefined();
    expect(readCookie('a', 'a=1; a=2')).toBe('1');
    // a value that is not URI-encoded comes back as it is
    expect(readCookie('a', 'a=100%')).toBe('100%');
    expect(readCookie('a', 'a=; b=1')).toBe('');
  });

  it('reads document.cookie at call time, never at import time', () => {
    expect(readCookie('bk_market_view')).toBeUndefined(); // no DOM
    fakeDocument('bk_market_view=card; csrftoken=t%20k');
    expect(readCookie('bk_market_view')).toBe('card');
    expect(readCsrfTokenFromDocument()).toBe('t k');
  });

  it('answers undefined where cookies are unavailable (no DOM, a sandboxed frame)', () => {
    expect(readCsrfTokenFromDocument()).toBeUndefined();
    deniedDocument();
    expect(readCookie('bk_market_view')).toBeUndefined();
    expect(readCsrfTokenFromDocument()).toBeUndefined();
    // a given cookie string is still read
    expect(readCookie('a', 'a=1')).toBe('1');
  });
});

describe('writeCookie', () => {
  it('writes the value URI-encoded with path, expires (days from now) and SameSite, in that order', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 23, 12, 0, 0), toFake: ['Date'] });
    const writes = fakeDocument();
    expect(writeCookie('bk_market_view', 'card', { maxAgeDays: 3650, path: '/', sameSite: 'Lax' })).toBe(
      true,
    );
    expect(writes).toEqual([
      `bk_market_view=card; path=/; expires=${new Date(Date.UTC(2036, 10, 20, 12, 0, 0)).toUTCString()}; sameSite=Lax`,
    ]);
    writeCookie('note', 'a b;c=%', {
      expires: new Date(Date.UTC(2027, 0, 1)),
      secure: true,
      sameSite: 'None',
    });
    expect(writes[1]).toBe(
      'note=a%20b%3Bc%3D%25; expires=Fri, 01 Jan 2027 00:00:00 GMT; sameSite=None; secure',
    );
    writeCookie('session', '1');
    expect(writes[2]).toBe('session=1');
    expect(readCookie('note', writes[1])).toBe('a b;c=%');
  });

  it('removes a cookie by writing it empty and expired on its path', () => {
    const writes = fakeDocument();
    expect(removeCookie('bk_guide_investor_guide', { path: '/' })).toBe(true);
    expect(writes).toEqual(['bk_guide_investor_guide=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT']);
  });

  it('answers false where cookies are unavailable (no DOM, a sandboxed frame), without throwing', () => {
    expect(writeCookie('a', '1', { path: '/' })).toBe(false);
    deniedDocument();
    expect(writeCookie('a', '1', { path: '/' })).toBe(false);
    expect(removeCookie('a')).toBe(false);
  });
});
