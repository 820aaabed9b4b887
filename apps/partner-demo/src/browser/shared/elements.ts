/** What the partner's scripts use of a bondkit element (the package's typings target React 19 JSX). */
export type GetAccessToken = (options: { forceRefresh: boolean }) => Promise<string | null>;

/** An element that calls the platform API. */
export interface ApiElement extends HTMLElement {
  getAccessToken?: GetAccessToken;
}

/** `bk-navigate`'s detail: where the widget wants to go, and the address its URL templates give. */
export interface NavigateDetail {
  target: { to: string; productId?: number; tradeType?: 'buy' | 'sell'; category?: string };
  href: string;
}

/** The API elements of the page (marked `data-bk-api`). */
export function apiElements(root: ParentNode = document): ApiElement[] {
  return [...root.querySelectorAll<ApiElement>('[data-bk-api]')];
}

/**
 * Points API elements at the platform with the page's token source: the property first, then `api-base`, so
 * the element never starts without its token (it renders nothing until `api-base` is set). A page for visitors
 * gives none: an element with a token source serves a signed-in customer only (the sign-in contract).
 */
export function connectElements(
  elements: readonly ApiElement[],
  apiBase: string,
  getAccessToken: GetAccessToken | null,
) {
  for (const element of elements) {
    if (getAccessToken) element.getAccessToken = getAccessToken;
    element.setAttribute('api-base', apiBase);
  }
}

/** The platform API's base URL the partner's server wrote into the page (`<html data-api-base>`). */
export function pageApiBase(): string {
  const base = document.documentElement.dataset.apiBase;
  if (!base) throw new Error('the page has no data-api-base');
  return base;
}
