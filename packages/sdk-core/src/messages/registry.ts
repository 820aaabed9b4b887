/**
 * The catalogue the widgets read: only the domains registered so far. A widget module registers the domains
 * it shows when it is loaded (`registerMessages(marketMessages)`), so a bundle of one widget carries only its
 * own texts; the catalogues handed out are live views, so a domain registered later (a widget loaded after
 * the provider) is seen by every catalogue at once.
 *
 * For every text at once (a server, a script, a host that words rule results itself) use `en`, `sukuk`,
 * `getCatalogue` and `isMessageId` instead.
 *
 * @module
 */
import type { MessageDomain } from './domains';
import type { Catalogue, MessageId } from './en';
import type { CatalogueOverrides, CatalogueVariant } from './index';

// English texts (no prototype, so no `toString` or `constructor` among the ids) and the sukuk layer over them
const standardTexts: Record<string, string> = Object.create(null);
const sukukTexts: Record<string, string> = Object.create(standardTexts);
const registered = new Set<MessageDomain>();
const views: Record<CatalogueVariant, Catalogue> = {
  standard: Object.freeze(Object.create(standardTexts)),
  sukuk: Object.freeze(Object.create(sukukTexts)),
};

/**
 * Adds domains of the catalogue (their English texts and sukuk overrides) to what
 * {@link getRegisteredCatalogue} answers. Registering a domain again does nothing.
 *
 * @example
 * registerMessages(marketMessages, tradeStatusMessages);
 */
export function registerMessages(...domains: readonly MessageDomain[]): void {
  for (const domain of domains) {
    if (registered.has(domain)) continue;
    registered.add(domain);
    Object.assign(standardTexts, domain.en);
    if (domain.sukuk) Object.assign(sukukTexts, domain.sukuk);
  }
}

/**
 * The registered part of a variant's catalogue: English, the sukuk wording over it for 'sukuk', and
 * `overrides` (a host's own wording) over both. A live view: domains registered later appear in it.
 */
export function getRegisteredCatalogue(variant: CatalogueVariant, overrides?: CatalogueOverrides): Catalogue {
  if (!overrides) return views[variant];
  const catalogue: Record<string, string> = Object.create(variant === 'sukuk' ? sukukTexts : standardTexts);
  for (const [id, text] of Object.entries(overrides)) {
    if (typeof text === 'string') catalogue[id] = text;
  }
  return Object.freeze(catalogue) as Catalogue;
}

/** True when `id` is a message id of a registered domain (for codes that arrive as plain strings). */
export function isRegisteredMessageId(id: string): id is MessageId {
  return id in standardTexts;
}
