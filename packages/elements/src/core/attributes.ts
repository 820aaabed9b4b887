import type { AttributeSpec } from './definition';

/**
 * The value of an attribute's text: `null` (absent) is unset; a boolean is true when present (even empty)
 * unless it reads "false"; a number that does not parse, or a value outside `values`, counts as unset.
 */
export function parseAttribute(spec: AttributeSpec, text: string | null): unknown {
  if (text === null) return undefined;
  switch (spec.kind) {
    case 'boolean':
      return text.trim().toLowerCase() !== 'false';
    case 'number': {
      const trimmed = text.trim();
      if (trimmed === '') return undefined;
      const value = Number(trimmed);
      return Number.isFinite(value) ? value : undefined;
    }
    default:
      if (spec.values && !spec.values.includes(text)) return undefined;
      return text;
  }
}

/** The value a property assignment stores: `null` resets; other values are checked like the attribute's. */
export function coerceProperty(spec: AttributeSpec, value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  switch (spec.kind) {
    case 'boolean':
      return typeof value === 'string' ? parseAttribute(spec, value) : Boolean(value);
    case 'number':
      return typeof value === 'number'
        ? Number.isFinite(value)
          ? value
          : undefined
        : parseAttribute(spec, String(value));
    default:
      return parseAttribute(spec, String(value));
  }
}
