/**
 * Reads one cookie's value from a `document.cookie`-style string (`a=1; b=2`).
 *
 * @param cookieString - the cookie header or `document.cookie`
 * @param name - the cookie name, e.g. `csrftoken`
 * @returns the decoded value, or `undefined` when the cookie is absent
 */
export function readCookie(cookieString: string, name: string): string | undefined {
  for (const pair of cookieString.split(';')) {
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
 * The default CSRF token source: the `csrftoken` cookie from `document.cookie`, read at call time
 * (never at import time, so sdk-core stays safe to import where there is no DOM).
 *
 * @returns the token, or `undefined` outside a browser or when the cookie is missing
 */
export function readCsrfTokenFromDocument(): string | undefined {
  const doc = (globalThis as { document?: { cookie?: string } }).document;
  if (!doc || typeof doc.cookie !== 'string') return undefined;
  return readCookie(doc.cookie, 'csrftoken');
}
