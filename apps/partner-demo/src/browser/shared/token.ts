import type { GetAccessToken } from './elements';

/** Asks the bank's own back end (same origin) for a platform session token; null when it cannot give one. */
async function fetchToken(): Promise<string | null> {
  try {
    const response = await fetch('/session', { method: 'POST', headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    const body = (await response.json()) as { access_token?: unknown };
    return typeof body.access_token === 'string' ? body.access_token : null;
  } catch {
    return null;
  }
}

/**
 * The platform token the bank's server wrote into the page (`<meta name="bank-platform-token">`), once: the
 * first call answers it, later ones ask the bank's token endpoint. A page whose policy allows calls only to the
 * platform and to that one endpoint starts without any request of its own.
 */
export function tokenFromPage(
  fetchOne: () => Promise<string | null> = fetchToken,
): () => Promise<string | null> {
  let first = document.querySelector<HTMLMetaElement>('meta[name="bank-platform-token"]')?.content || null;
  return () => {
    const token = first;
    first = null;
    return token ? Promise.resolve(token) : fetchOne();
  };
}

/** Signs the customer out of the bank (`DELETE /session`), or in again (`PUT /session`). */
export async function setBankSession(signedIn: boolean): Promise<boolean> {
  try {
    return (await fetch('/session', { method: signedIn ? 'PUT' : 'DELETE' })).ok;
  } catch {
    return false;
  }
}

/**
 * The page's `getAccessToken`: one token shared by every element, fetched on first use and again when an
 * element asks with `forceRefresh` (the platform answered 401: expired). Answers null (never throws) when the
 * bank cannot give one, so the element reports `bk-unauthorized`.
 */
export function createTokenSource(fetchOne: () => Promise<string | null> = fetchToken): GetAccessToken {
  let current: Promise<string | null> | null = null;
  return ({ forceRefresh }) => {
    if (forceRefresh || current === null) {
      const next = fetchOne();
      current = next;
      // a failed fetch is not kept: the next call asks again
      void next.then((token) => {
        if (token === null && current === next) current = null;
      });
    }
    return current;
  };
}
