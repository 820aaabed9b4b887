import type { BondkitClient, CatalogueOverrides, GetAccessToken, SessionUser } from '@bondkit/sdk-core';
import {
  fontTokens,
  lightColors,
  radiusTokens,
  spaceTokens,
  type TradeTicketTarget,
  type WidgetVariant,
} from '@bondkit/widgets';
import {
  booleanAttribute,
  type CssPropertySpec,
  enumAttribute,
  event,
  property,
  stringAttribute,
} from './definition';
import type { BkErrorDetail, BkNavigateDetail, BkReadyDetail, BkUnauthorizedDetail } from './events';

const VARIANTS = ['standard', 'sukuk'] as const satisfies readonly WidgetVariant[];
const THEMES = ['light', 'dark'] as const;

/** Attributes of every element: variant, theme, locale, font. */
export const presentationAttributes = {
  variant: enumAttribute('variant', VARIANTS, {
    description:
      "Which wording, columns and flows the widget follows: 'standard' or the partner 'sukuk' variant.",
    default: 'standard',
  }),
  theme: enumAttribute('theme', THEMES, { description: 'The light or dark theme.', default: 'light' }),
  locale: stringAttribute('locale', {
    description: 'BCP 47 locale of numbers and dates, e.g. `en-GB`, `en-AE`.',
    default: 'en-GB',
  }),
  label: stringAttribute('label', {
    description:
      'A name for this element’s landmarks (search, notifications, asides), so several elements on one page stay distinguishable to assistive technology, e.g. `Transport bonds`.',
  }),
  ownFont: booleanAttribute('own-font', {
    description:
      "Use bondkit's font stack instead of inheriting the page's font (`--bk-font-family` set from outside wins).",
  }),
} as const;

/** Attributes of elements that call the API. */
export const apiAttributes = {
  apiBase: stringAttribute('api-base', {
    description:
      'Base URL of the platform API, e.g. `https://api.bank.example/api`. Required unless the `client` property is set; the element renders nothing until one of them is given.',
  }),
} as const;

/** URL templates of navigation targets: `{name}` placeholders are filled from the target (URL-encoded). */
export const urlAttributes = {
  loginUrl: stringAttribute('login-url', { description: 'Where "Log in" leads.', default: '/login/' }),
  registerUrl: stringAttribute('register-url', {
    description: 'Where "Register" leads.',
    default: '/register/',
  }),
  bondUrl: stringAttribute('bond-url', {
    description: 'The address of a bond, with `{productId}` (and `{productUrl}`), e.g. `/bonds/{productId}`.',
    default: '/market/bond/{productId}/',
  }),
  marketUrl: stringAttribute('market-url', {
    description: 'The market, with `{category}` (empty when none).',
    default: '/market/',
  }),
  tradeUrl: stringAttribute('trade-url', {
    description: 'The trade page, with `{productId}`, `{tradeType}` (buy or sell) and `{packageId}`.',
    default: '/trade/?productId={productId}&tradeType={tradeType}',
  }),
  questionnaireUrl: stringAttribute('questionnaire-url', {
    description:
      "A questionnaire, with `{questionnaire}` (its type) and `{productId}`. Without it, the server's link is followed.",
  }),
  ifisaUrl: stringAttribute('ifisa-url', {
    description: 'Where the IFISA promotion leads.',
    default: '/dashboard/add-account/ifisa/add',
  }),
} as const;

/** URL templates of the trade ticket's own targets. */
export const ticketUrlAttributes = {
  holdingsUrl: stringAttribute('holdings-url', {
    description: 'Where "View my holdings" leads after a trade.',
    default: '/holdings/',
  }),
  addAccountUrl: stringAttribute('add-account-url', {
    description:
      "Where the customer opens an account in the product's currency (none holds it), with `{currency}`.",
    default: '/dashboard/add-account/?currency={currency}',
  }),
} as const;

/** The URL template attribute of each navigation target (`not-found` has none: the ticket says so itself). */
export const URL_TEMPLATE_OF: Readonly<
  Record<TradeTicketTarget['to'], keyof typeof urlAttributes | keyof typeof ticketUrlAttributes | undefined>
> = {
  login: 'loginUrl',
  register: 'registerUrl',
  'bond-detail': 'bondUrl',
  market: 'marketUrl',
  trade: 'tradeUrl',
  questionnaire: 'questionnaireUrl',
  ifisa: 'ifisaUrl',
  holdings: 'holdingsUrl',
  'add-account': 'addAccountUrl',
  'not-found': undefined,
};

/** Properties of every element. */
export const presentationProperties = {
  messages: property<CatalogueOverrides>('Partial<Record<MessageId, string>>', {
    description: "The host's own wording, by message id, over the variant's catalogue.",
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

/** Events of every element. */
export const presentationEvents = {
  'bk-ready': event<BkReadyDetail>('BkReadyDetail', {
    description:
      'The element rendered its widget: configuration applied and, for API elements, the session resolved.',
  }),
  'bk-error': event<BkErrorDetail>('BkErrorDetail', {
    description:
      "An API call failed (any status but 401) or the widget failed to render; the widget shows the catalogue's message.",
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

/** Parts every element exposes. */
export const commonParts = {
  root: {
    selector: '.bk-root:not(.bk-toasts)',
    description: "The widget's root box (background, text colour, padding).",
  },
  banner: { selector: '.bk-banner', description: 'Messages and warnings shown in the widget.' },
  button: { selector: '.bk-button', description: 'Every button.' },
  input: { selector: '.bk-input', description: 'Every text field.' },
  dialog: { selector: '.bk-dialog', description: 'Dialogs and drawers.' },
  toasts: { selector: '.bk-toasts', description: 'The notification region.' },
} as const;

function tokenProperties(
  prefix: string,
  tokens: Readonly<Record<string, string>>,
  describe: (name: string) => string,
): Record<`--bk-${string}`, CssPropertySpec> {
  const out: Record<`--bk-${string}`, CssPropertySpec> = {};
  for (const [name, value] of Object.entries(tokens)) {
    const inherited = prefix === 'font' && name === 'family';
    out[`--bk-${prefix}-${name}`] = { description: describe(name), default: inherited ? 'inherit' : value };
  }
  return out;
}

/**
 * The design tokens, themable from outside: custom properties set on the element (or any ancestor) win over
 * the theme's values, which the element declares on `:host`. Defaults shown are the light theme's.
 * `--bk-font-family` is not declared: the element inherits the page's font unless it is set (or `own-font`).
 */
export const tokenCssProperties: Readonly<Record<`--bk-${string}`, CssPropertySpec>> = {
  ...tokenProperties('color', lightColors as unknown as Record<string, string>, (name) => `Colour: ${name}.`),
  ...tokenProperties('space', spaceTokens, (name) => `Spacing step ${name}.`),
  ...tokenProperties('radius', radiusTokens, (name) => `Corner radius: ${name}.`),
  ...tokenProperties('font', fontTokens, (name) =>
    name === 'family' ? "Font family (default: the page's font)." : `Font: ${name}.`,
  ),
};
