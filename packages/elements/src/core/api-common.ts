import type { BondkitClient, GetAccessToken, SessionUser } from '@bondkit/sdk-core';
import type { TradeTicketTarget } from '@bondkit/widgets';
import { event, property, stringAttribute } from './definition';
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
        'Partner embedding: returns the bearer token for the API. On a 401 it is called once more with `forceRefresh: true` before `bk-unauthorized` is sent.',
    },
  ),
  user: property<SessionUser | null>('SessionUser | null', {
    description:
      'The signed-in user (or `null` for a visitor). When not set, the element asks the API (`customers/me/`, quietly).',
  }),
  hrefFor: property<(target: TradeTicketTarget) => string>('(target: TradeTicketTarget) => string', {
    description: 'The address of a navigation target; wins over the URL template attributes.',
  }),
} as const;

/** Events of elements that call the API. */
export const apiEvents = {
  'bk-unauthorized': event<BkUnauthorizedDetail>('BkUnauthorizedDetail', {
    description:
      'The API answered 401 (after one token refresh when `getAccessToken` is set): the host should sign the user in again.',
  }),
  'bk-navigate': event<BkNavigateDetail>('BkNavigateDetail', {
    description:
      'The widget wants to go somewhere (login, register, questionnaire, bond detail, market, trade; the trade ticket also holdings and add-account). Cancel it to route yourself; otherwise the element follows `detail.href`.',
    cancelable: true,
  }),
} as const;
