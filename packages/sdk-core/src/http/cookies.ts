/**
 * Reading and writing cookies: the CSRF token the client sends, and the choices widgets remember (the market's
 * view, a guide's modal). `document.cookie` is touched only when a function is called, never at import time, so
 * sdk-core stays safe to import where there is no DOM; where cookies are unavailable (no DOM, a sandboxed frame
 * that throws a `SecurityError`) reads answer `undefined` and writes answer `false`.
 *
 * @module
 */

/** How {@link writeCookie} stores a cookie. Without `maxAgeDays` or `expires` it is a session cookie. */
export interface CookieOptions {
  /** The cookie's lifetime in days from now (written as an `expires` date). */
  maxAgeDays?: number;
  /** The moment the cookie expires (instead of `maxAgeDays`). */
  expires?: Date;
  /** The path the cookie belongs to, e.g. `/` for the whole site (default: the current page's directory). */
  path?: string;
  /** The `SameSite` attribute. */
  sameSite?: 'Strict' | 'Lax' | 'None';
  /** Sends the cookie over HTTPS only. */
  secure?: boolean;
}

const DAY_MS = 864e5;

/** The page's `document`, looked up at call time (`undefined` outside a browser). */
function cookieDocument(): { cookie: string } | undefined {
  const doc = (globalThis as { document?: { cookie?: unknown } }).document;
  return doc && 'cookie' in doc ? (doc as { cookie: string }) : undefined;
}

/**
 * Reads one cookie's value.
 *
 * @param name - the cookie name, e.g. `csrftoken`
 * @param cookieString - a `document.cookie`-style string (`a=1; b=2`) such as a `Cookie` header; by default
 *   `document.cookie`, read now
 * @returns the decoded value (the raw value when it does not decode), or `undefined` when the cookie is absent
 *   or cookies are unavailable
 */
export function readCookie(name: string, cookieString?: string): string | undefined {
  let source = cookieString;
  if (source === undefined) {
    try {
      source = cookieDocument()?.cookie;
    } catch {
      return undefined; // a sandboxed frame: reading document.cookie throws
    }
    if (typeof source !== 'string') return undefined;
  }
  for (const pair of source.split(';')) {
    const index = pair.indexOf('=');
    if (index === -1) continue;
    if (pair.slice(0, index).trim() !== name) continue;
    const raw = pair.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/**
 * Writes a cookie to `document.cookie`: `name=value; path=…; expires=…; sameSite=…; secure`, the value
 * URI-encoded (what {@link readCookie} decodes).
 *
 * @param name - the cookie name (a plain token such as `bk_market_view`; it is written as given)
 * @param value - the value to store
 * @param options - lifetime, path, `SameSite` and `Secure`
 * @returns `true` when written, `false` when cookies are unavailable (no DOM, a sandboxed frame)
 */
export function writeCookie(name: string, value: string, options: CookieOptions = {}): boolean {
  const parts = [`${name}=${encodeURIComponent(value)}`];
  if (options.path !== undefined) parts.push(`path=${options.path}`);
  const expires =
    options.expires ??
    (options.maxAgeDays === undefined ? undefined : new Date(Date.now() + options.maxAgeDays * DAY_MS));
  if (expires) parts.push(`expires=${expires.toUTCString()}`);
  if (options.sameSite) parts.push(`sameSite=${options.sameSite}`);
  if (options.secure) parts.push('secure');
  try {
    const doc = cookieDocument();
    if (!doc) return false;
    // document.cookie, not the Cookie Store API: that is asynchronous and not in every supported browser
    doc.cookie = parts.join('; ');
    return true;
  } catch {
    return false;
  }
}

/**
 * Deletes a cookie (writes it empty, expired). Give the `path` it was written with.
 *
 * @param name - the cookie name
 * @param options - the cookie's `path` (and `sameSite` / `secure` when it was written with them)
 * @returns `true` when written, `false` when cookies are unavailable
 */
export function removeCookie(
  name: string,
  options: Omit<CookieOptions, 'maxAgeDays' | 'expires'> = {},
): boolean {
  return writeCookie(name, '', { ...options, expires: new Date(0) });
}

/**
 * The default CSRF token source: the `csrftoken` cookie from `document.cookie`, read at call time
 * (never at import time, so sdk-core stays safe to import where there is no DOM).
 *
 * @returns the token, or `undefined` outside a browser or when the cookie is missing
 */
export function readCsrfTokenFromDocument(): string | undefined {
  return readCookie('csrftoken');
}
