/**
 * The message kernel: the catalogues by domain (English, the sukuk variant's wording), their registry, and
 * formatting a message by id. Other domains import it only through this file.
 *
 * @module
 */
import { type Catalogue, en, type MessageId } from './en';
import { sukuk } from './sukuk';

export * from './domains';
export { type Catalogue, en, type MessageId } from './en';
export { getRegisteredCatalogue, isRegisteredMessageId, registerMessages } from './registry';
export { sukuk } from './sukuk';

/** Which wording a catalogue carries: the standard site or the partner (sukuk) variant. */
export type CatalogueVariant = 'standard' | 'sukuk';

/** Values for a message's `{name}` placeholders. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** What rules return instead of prose: an id of the catalogue and its placeholder values. */
export interface MessageDescriptor {
  code: MessageId;
  values?: MessageValues;
}

/** Partial overrides of a catalogue (a host's own wording), keyed by id. */
export type CatalogueOverrides = Partial<Record<MessageId, string>>;

// built on first use, so importing this module (for formatMessage) brings no catalogue into a bundle
let sukukCatalogue: Catalogue | undefined;

function sukukBase(): Catalogue {
  sukukCatalogue ??= Object.freeze({ ...en, ...sukuk });
  return sukukCatalogue;
}

/**
 * The catalogue of a variant: English, with the sukuk variant's wording laid over it for 'sukuk'.
 * `overrides` (a host's own wording) win over both.
 */
export function getCatalogue(variant: CatalogueVariant, overrides?: CatalogueOverrides): Catalogue {
  const base = variant === 'sukuk' ? sukukBase() : en;
  if (!overrides) return base;
  const merged: Record<string, string> = { ...base };
  for (const [id, text] of Object.entries(overrides)) {
    if (typeof text === 'string' && id in en) merged[id] = text;
  }
  return merged as Catalogue;
}

const placeholder = /\{(\w+)\}/g;

/**
 * The text of `id` with its `{name}` placeholders replaced by `values[name]`.
 * A placeholder without a value stays as written, so a missing value is visible rather than silently empty.
 * An id the catalogue lacks (only possible through an untyped call) comes back as the id itself.
 */
export function formatMessage(catalogue: Catalogue, id: MessageId, values?: MessageValues): string {
  const text = catalogue[id] ?? (id as string);
  if (!values) return text;
  return text.replace(placeholder, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
}

/** True when `id` is a message id of the catalogue (for codes that arrive as plain strings). */
export function isMessageId(id: string): id is MessageId {
  return Object.hasOwn(en, id);
}
