import {
  defaultHref,
  defaultTicketHref,
  type NavigateTarget,
  type TradeTicketTarget,
} from '@bondkit/widgets';
import { type ticketUrlAttributes, URL_TEMPLATE_OF, type urlAttributes } from './common';

/** The URL templates an element was given, by attribute property (`bondUrl: '/bonds/{productId}'`). */
export type UrlTemplates = Partial<
  Record<keyof typeof urlAttributes | keyof typeof ticketUrlAttributes, string | undefined>
>;

/** Where an element may send the page: the widgets' targets and the trade ticket's own (holdings, add-account). */
export type ElementTarget = TradeTicketTarget;

function isTicketTarget(target: ElementTarget): target is Exclude<TradeTicketTarget, NavigateTarget> {
  return target.to === 'holdings' || target.to === 'add-account' || target.to === 'not-found';
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
 * server's link, else the widgets' default route.
 */
export function hrefFromTemplates(templates: UrlTemplates, target: ElementTarget): string {
  const attribute = URL_TEMPLATE_OF[target.to];
  const template = attribute ? templates[attribute] : undefined;
  if (template) return fillTemplate(template, placeholders(target));
  return isTicketTarget(target) ? defaultTicketHref(target) : defaultHref(target);
}
