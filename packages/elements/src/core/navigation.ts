import { defaultHref, type NavigateTarget } from '@bondkit/widgets';
import { URL_TEMPLATE_OF, type urlAttributes } from './common';

/** The URL templates an element was given, by attribute property (`bondUrl: '/bonds/{productId}'`). */
export type UrlTemplates = Partial<Record<keyof typeof urlAttributes, string | undefined>>;

/** The `{name}` values of a target. */
function placeholders(target: NavigateTarget): Record<string, string> {
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
export function hrefFromTemplates(templates: UrlTemplates, target: NavigateTarget): string {
  const template = templates[URL_TEMPLATE_OF[target.to]];
  if (template) return fillTemplate(template, placeholders(target));
  return defaultHref(target);
}
