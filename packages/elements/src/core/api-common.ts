import type { BondkitClient, GetAccessToken, SessionUser } from '@bondkit/sdk-core';
import type { TradeTicketTarget } from '@bondkit/widgets';
import { event, method, property, stringAttribute } from './definition';
import type { BkNavigateDetail, BkUnauthorizedDetail } from './events';

/*
 * The attributes, properties and events of the elements that call the API (all but the savings calculator);
 * apart from `common.ts`, which every element carries. The URL templates of those that navigate are in
 * `navigation.ts`.
 */

/** Attributes of elements that call the API. */
export const apiAttributes = {
  apiBase: stringAttribute('api-base', {
    description:
      'Base URL of the platform API, e.g. `https://api.bank.example/api`. Required unless the `client` property is set; the element renders nothing until one of them is given.',
  }),
} as const;

/** Properties of elements that call the API (never reflected into attributes). */
export const apiProperties = {
  client: property<BondkitClient>('BondkitClient', {
    description:
      "A ready `@bondkit/sdk-core` client (`createClient`). Wins over `api-base` and `getAccessToken`; the host's own `onUnauthorized` stays in charge (the element still sends `bk-unauthorized`).",
  }),
  getAccessToken: property<GetAccessToken>(
    '(options: { forceRefresh: boolean }) => string | null | undefined | Promise<string | null | undefined>',
    {
      description:
        'Token mode (partner embedding): returns the bearer token for the API; the element then needs a signed-in session. Without a token (`null`), or on a 401, it is called once more with `forceRefresh: true`; if that fails too the page gets `bk-unauthorized` (once per lapse for all its elements) and the element shows the signed-out state, never the visitor view. Setting it again (even the same function) says the page has a token: waiting elements load.',
    },
  ),
  user: property<SessionUser | null>('SessionUser | null', {
    description:
      'The signed-in user (or `null` for a visitor). When not set, the element asks the API (`customers/me/`, quietly).',
  }),
  hrefFor: property<(target: TradeTicketTarget) => string>('(target: TradeTicketTarget) => string', {
    description:
      'The address of a navigation target; wins over the URL template attributes. Given, the element follows every `bk-navigate` nobody cancelled.',
  }),
} as const;

/** Methods of elements that call the API. */
export const apiMethods = {
  reload: method({
    description:
      "Loads the element's data again (what the customer typed stays). An element waiting in the signed-out state asks for its session again — and so do the page's other waiting elements.",
  }),
} as const;

/** The token source of an element serving visitors (the guide form): a token is used when there is one. */
export const visitorTokenProperty = property<GetAccessToken>(
  '(options: { forceRefresh: boolean }) => string | null | undefined | Promise<string | null | undefined>',
  {
    description:
      'Returns a bearer token for the API when the page has one; without one (`null`) the form calls as a visitor — it serves visitors and never asks for the session.',
  },
);

/** Events of elements that call the API. */
export const apiEvents = {
  'bk-unauthorized': event<BkUnauthorizedDetail>('BkUnauthorizedDetail', {
    description:
      'The session lapsed: the API answered 401 (after one token refresh when `getAccessToken` is set), or there is no token. Sent once per lapse for all the elements of the page on the same API, until a call succeeds again (a token set). The host signs the user in again.',
  }),
  'bk-navigate': event<BkNavigateDetail>('BkNavigateDetail', {
    description:
      'The widget wants to go somewhere (login, register, questionnaire, bond detail, market, trade; the trade ticket also holdings and add-account). Cancel it to route yourself. Not cancelled, the element follows `detail.href` only when the host gave the address (the target’s URL template attribute, or `hrefFor`); otherwise the page stays where it is.',
    cancelable: true,
  }),
} as const;
