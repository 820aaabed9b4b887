/**
 * What the live examples do in the browser: load the element bundles of this site (the built copies of
 * @bondkit/elements' standalone or lite builds), and connect API elements to the sandbox — as a visitor
 * (`user = null`: no session probe) or as a sandbox customer with a token from this site's /docs-session.
 */
import { withBase } from 'vitepress';

export const API_BASE = __BK_DOCS_API_BASE__;

export type Build = 'standalone' | 'lite';

/** `bk-market-table` → `/elements/standalone/market-table.js` */
export function bundleUrl(tagName: string, build: Build): string {
  return withBase(`/elements/${build}/${tagName.replace(/^bk-/, '')}.js`);
}

const loading = new Map<string, Promise<unknown>>();

/** Loads the bundle of every `bk-*` element under `root` (once per bundle) and waits for their definitions. */
export async function loadElements(root: ParentNode, build: Build): Promise<void> {
  const tags = new Set(
    [...root.querySelectorAll('*')].map((node) => node.localName).filter((tag) => tag.startsWith('bk-')),
  );
  await Promise.all(
    [...tags].map((tag) => {
      if (customElements.get(tag)) return undefined;
      const url = bundleUrl(tag, build);
      let pending = loading.get(url);
      if (!pending) {
        pending = import(/* @vite-ignore */ url);
        loading.set(url, pending);
      }
      return pending.then(() => customElements.whenDefined(tag));
    }),
  );
}

export type GetAccessToken = (options: { forceRefresh: boolean }) => Promise<string | null>;

/**
 * A page's token source, as a partner page writes it: one token for every element, fetched on first use and
 * again when an element asks with `forceRefresh` (the API answered 401); `null` when none can be had (the
 * element then sends `bk-unauthorized`).
 */
export function createTokenSource(persona: string): GetAccessToken {
  let current: Promise<string | null> | null = null;
  const fetchOne = async (): Promise<string | null> => {
    try {
      const response = await fetch(withBase('/docs-session'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ persona }),
      });
      if (!response.ok) return null;
      const body = (await response.json()) as { access_token?: unknown };
      return typeof body.access_token === 'string' ? body.access_token : null;
    } catch {
      return null;
    }
  };
  return ({ forceRefresh }) => {
    if (forceRefresh || current === null) {
      const next = fetchOne();
      current = next;
      void next.then((token) => {
        if (token === null && current === next) current = null;
      });
    }
    return current;
  };
}

interface WithMessages extends HTMLElement {
  messages?: Record<string, string>;
}

/**
 * Gives each element's notifications region a name of its own (the `messages` property, id `toast.region`):
 * `data-notifications` when the markup has it, else the tag's — several elements on a page stay distinct
 * landmarks.
 */
let examples = 0;
export function nameNotifications(root: ParentNode): void {
  for (const element of root.querySelectorAll<WithMessages>('*')) {
    if (!element.localName.startsWith('bk-')) continue;
    examples += 1;
    const name = element.dataset.notifications ?? `${element.localName} notifications (example ${examples})`;
    element.messages = { ...element.messages, 'toast.region': name };
  }
}

interface ApiElement extends HTMLElement {
  user?: null;
  getAccessToken?: GetAccessToken;
}

/**
 * Points the API elements (`data-live-api`) at the sandbox: properties first (a visitor, or the token
 * source), then `api-base`, so the element starts with everything it needs.
 */
export function connectElements(root: ParentNode, getAccessToken: GetAccessToken | null): void {
  for (const element of root.querySelectorAll<ApiElement>('[data-live-api]')) {
    if (getAccessToken) element.getAccessToken = getAccessToken;
    else element.user = null;
    element.setAttribute('api-base', API_BASE);
  }
}

/** A one-line summary of a `bk-*` event's detail for the example's event log. */
export function summarise(type: string, detail: unknown): string {
  const field = (value: unknown, key: string): unknown =>
    value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  switch (type) {
    case 'bk-ready':
      return field(detail, 'signedIn') ? 'signed in' : 'visitor';
    case 'bk-navigate': {
      const target = field(detail, 'target');
      return `${String(field(target, 'to'))} → ${String(field(detail, 'href'))}`;
    }
    case 'bk-calculation-changed':
      return `final value ${String(field(detail, 'finalValue'))}`;
    case 'bk-filters-changed': {
      const search = field(detail, 'search');
      return search ? `search “${String(search)}”` : 'filters changed';
    }
    case 'bk-tab-changed':
      return String(field(detail, 'tab'));
    case 'bk-lead-submitted':
      return String(field(detail, 'fileName'));
    case 'bk-error':
    case 'bk-unauthorized': {
      const status = field(detail, 'status');
      return `${String(field(detail, 'message'))}${status === undefined ? '' : ` (${String(status)})`}`;
    }
    default:
      return '';
  }
}
