import {
  defaultHref,
  defaultTicketHref,
  type NavigateTarget,
  type TradeTicketTarget,
} from '@bondkit/widgets';
import { stringAttribute } from './definition';

/**
 * URL templates of navigation targets: `{name}` placeholders are filled from the target (URL-encoded). The
 * element follows a `bk-navigate` nobody cancelled only to a target whose template the host gave; the defaults
 * are only the `href` the event carries.
 */
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

/**
 * The URL template attributes of the portfolio elements' own targets (declared with the elements, in
 * `core/portfolio-urls.ts`, so the other elements' bundles carry none of their descriptions).
 */
export type PortfolioUrlAttribute =
  | 'dashboardUrl'
  | 'portfolioUrl'
  | 'paymentsUrl'
  | 'robowiseUrl'
  | 'fxUrl'
  | 'documentsUrl'
  | 'smartInterestUrl';

/** The URL template attribute of each navigation target (`not-found` has none: the ticket says so itself). */
export const URL_TEMPLATE_OF: Readonly<
  Record<
    TradeTicketTarget['to'],
    keyof typeof urlAttributes | keyof typeof ticketUrlAttributes | PortfolioUrlAttribute | undefined
  >
> = {
  login: 'loginUrl',
  register: 'registerUrl',
  'bond-detail': 'bondUrl',
  market: 'marketUrl',
  trade: 'tradeUrl',
  questionnaire: 'questionnaireUrl',
  ifisa: 'ifisaUrl',
  holdings: 'holdingsUrl',
  // the order a trade placed: an event only (its default address is the demo's open orders page)
  order: undefined,
  'add-account': 'addAccountUrl',
  'not-found': undefined,
  dashboard: 'dashboardUrl',
  portfolio: 'portfolioUrl',
  payments: 'paymentsUrl',
  // no element shows the money pages, where this link is (its default address is the platform's)
  'bank-account': undefined,
  'robowise-setup': 'robowiseUrl',
  fx: 'fxUrl',
  'upload-documents': 'documentsUrl',
  'smart-interest': 'smartInterestUrl',
};

/** The URL templates an element was given, by attribute property (`bondUrl: '/bonds/{productId}'`). */
export type UrlTemplates = Partial<
  Record<
    keyof typeof urlAttributes | keyof typeof ticketUrlAttributes | PortfolioUrlAttribute,
    string | undefined
  >
>;

/** Where an element may send the page: the widgets' targets and the trade ticket's own (holdings, add-account). */
export type ElementTarget = TradeTicketTarget;

function isTicketTarget(target: ElementTarget): target is Exclude<TradeTicketTarget, NavigateTarget> {
  return (
    target.to === 'holdings' ||
    target.to === 'order' ||
    target.to === 'add-account' ||
    target.to === 'not-found'
  );
}

/** The `{name}` values of a target. */
function placeholders(target: ElementTarget): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(target)) {
    if (key !== 'to' && value !== undefined && value !== null) values[key] = String(value);
  }
  return values;
}

/** Fills `{name}` placeholders with the URL-encoded values (unknown ones become empty). */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}

/**
 * The address of a target: the element's template for it when given, else — for a questionnaire — the
 * server's link, else the widgets' default route (sent in `bk-navigate`'s `href`; followed only when the host
 * gave the template).
 */
export function hrefFromTemplates(templates: UrlTemplates, target: ElementTarget): string {
  const attribute = URL_TEMPLATE_OF[target.to];
  const template = attribute ? templates[attribute] : undefined;
  if (template) return fillTemplate(template, placeholders(target));
  return isTicketTarget(target) ? defaultTicketHref(target) : defaultHref(target);
}

/** Whether the host gave the element a URL template for `target` (only then does it follow a `bk-navigate`). */
export function hasTemplate(templates: UrlTemplates, target: ElementTarget): boolean {
  const attribute = URL_TEMPLATE_OF[target.to];
  return Boolean(attribute && templates[attribute]);
}

/** How an element that navigates reads its URL template attributes. */
export interface ElementNavigation {
  /** the address of a target: its template filled, else the default route */
  href(templates: UrlTemplates, target: ElementTarget): string;
  /** whether the host gave a template for the target */
  templated(templates: UrlTemplates, target: ElementTarget): boolean;
}

/** The URL template attributes of the elements that navigate ({@link urlAttributes}, {@link ticketUrlAttributes}). */
export const elementNavigation: ElementNavigation = { href: hrefFromTemplates, templated: hasTemplate };
