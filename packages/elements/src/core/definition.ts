/**
 * The metadata of an element — its attributes, properties, events, parts, slots and CSS custom properties,
 * with descriptions. One object per element is the single source of truth: the factory builds the element
 * from it, `scripts/custom-elements.ts` writes `custom-elements.json` from it, and the JSX / DOM typings are
 * derived from its types.
 */

/** How an attribute's text becomes a value. */
export type AttributeKind = 'string' | 'number' | 'boolean';

/**
 * An attribute (kebab-case) and the property of the same value (camelCase key in `attributes`). `T` is the value
 * the element reads; `I` what JSX may give it, when wider (a decimal's text: also a number, which the element
 * turns into its text).
 */
export interface AttributeSpec<T = unknown, N extends string = string, I = T> {
  /** the attribute's name, kebab-case */
  readonly attribute: N;
  readonly kind: AttributeKind;
  /** the allowed values of a string attribute; any other text counts as unset */
  readonly values?: readonly string[];
  /** the value used when the attribute is absent (documentation; the widget applies it) */
  readonly default?: string;
  /** the TypeScript type shown in the manifest (derived from `kind` / `values` when absent) */
  readonly typeText?: string;
  readonly description: string;
  /** phantom: the value's type */
  readonly __value?: T;
  /** phantom: the type of what may be given (JSX), when wider than the value's */
  readonly __input?: I;
}

/** A property only (never an attribute): rich configuration and functions. */
export interface PropertySpec<T = unknown> {
  /** the TypeScript type shown in the manifest */
  readonly typeText: string;
  readonly description: string;
  /** phantom: the value's type */
  readonly __value?: T;
}

/** A `bk-*` CustomEvent the element dispatches from its host (bubbling, composed). */
export interface EventSpec<D = unknown> {
  /** the TypeScript type of `detail`, shown in the manifest */
  readonly detailType: string;
  readonly description: string;
  /** `preventDefault()` stops the element's default action */
  readonly cancelable?: boolean;
  /** phantom: the detail's type */
  readonly __detail?: D;
}

/**
 * A `part` exposed for `::part()` styling: the widget renders it (with this class) from its anatomy constant,
 * e.g. `marketTableAnatomy.row`.
 */
export interface PartSpec {
  /** the class of the element it lands on: the widget's anatomy's */
  readonly className: string;
  readonly description: string;
}

/** A method of the element (`reload()`): no arguments, nothing answered. */
export interface MethodSpec {
  /** the TypeScript signature shown in the manifest, e.g. `() => void` */
  readonly typeText: string;
  readonly description: string;
}

export interface SlotSpec {
  readonly description: string;
}

export interface CssPropertySpec {
  readonly description: string;
  readonly default?: string;
}

export type AttributeSpecs = Readonly<Record<string, AttributeSpec>>;
export type PropertySpecs = Readonly<Record<string, PropertySpec>>;
export type EventSpecs = Readonly<Record<string, EventSpec>>;

/** Everything known about one element. */
export interface ElementDefinition<
  A extends AttributeSpecs = AttributeSpecs,
  P extends PropertySpecs = PropertySpecs,
  E extends EventSpecs = EventSpecs,
> {
  /** the default tag name */
  readonly tagName: `bk-${string}`;
  /** the class name in the manifest and typings, e.g. `BkMarketTableElement` */
  readonly className: string;
  /** the module file name: `market-table` → `@bondkit/elements/market-table/define` */
  readonly module: string;
  /** the widget it wraps */
  readonly widget: string;
  readonly summary: string;
  readonly description: string;
  /** keyed by the property name (camelCase) */
  readonly attributes: A;
  readonly properties: P;
  /** keyed by the event name (`bk-ready`) */
  readonly events: E;
  readonly parts: Readonly<Record<string, PartSpec>>;
  /** keyed by slot name */
  readonly slots: Readonly<Record<string, SlotSpec>>;
  /** keyed by the method name (`reload`) */
  readonly methods?: Readonly<Record<string, MethodSpec>>;
  readonly cssProperties: Readonly<Record<`--bk-${string}`, CssPropertySpec>>;
}

/** The value type of an attribute spec. */
export type AttributeValue<S> = S extends AttributeSpec<infer T, string, unknown> ? T : never;
/** What may be given to an attribute spec (JSX): its value type, or wider (a decimal: also a number). */
export type AttributeInput<S> = S extends AttributeSpec<unknown, string, infer I> ? I : never;
/** The value type of a property spec. */
export type PropertyValue<S> = S extends PropertySpec<infer T> ? T : never;
/** The detail type of an event spec. */
export type EventDetail<S> = S extends EventSpec<infer D> ? D : never;

/** What the element's render function reads: every attribute and property, `undefined` when unset. */
export type ElementValues<D extends ElementDefinition> = {
  -readonly [K in keyof D['attributes']]: AttributeValue<D['attributes'][K]> | undefined;
} & {
  -readonly [K in keyof D['properties']]: PropertyValue<D['properties'][K]> | undefined;
};

/** The element's methods: each takes nothing and answers nothing (`reload()`). */
export type ElementMethods<D extends ElementDefinition> = {
  readonly [K in keyof NonNullable<D['methods']>]: () => void;
};

/** What every helper takes: the description (left out of the bundles, kept in custom-elements.json). */
interface Described {
  description: string;
}

/** A string attribute. */
export function stringAttribute<const N extends string>(
  attribute: N,
  options: Described & { default?: string; typeText?: string },
): AttributeSpec<string, N> {
  return { attribute, kind: 'string', ...options };
}

/** A string attribute with a closed set of values (others count as unset). */
export function enumAttribute<const N extends string, const V extends readonly string[]>(
  attribute: N,
  values: V,
  options: Described & { default?: V[number] },
): AttributeSpec<V[number], N> {
  return { attribute, kind: 'string', values, ...options };
}

/**
 * A decimal kept as its text (amounts, rates: no floating point), e.g. `"250.50"`. JSX may also give a number,
 * which the element turns into its text.
 */
export function decimalAttribute<const N extends string>(
  attribute: N,
  options: Described & { default?: string },
): AttributeSpec<string, N, string | number> {
  return { attribute, kind: 'string', ...options };
}

/** A number attribute (text that does not parse counts as unset). */
export function numberAttribute<const N extends string>(
  attribute: N,
  options: Described & { default?: string },
): AttributeSpec<number, N> {
  return { attribute, kind: 'number', ...options };
}

/** A boolean attribute: present (even empty) means true, `"false"` false, absent unset. */
export function booleanAttribute<const N extends string>(
  attribute: N,
  options: Described,
): AttributeSpec<boolean, N> {
  return { attribute, kind: 'boolean', default: 'false', ...options };
}

/** A property (never reflected into an attribute). */
export function property<T>(typeText: string, options: Described): PropertySpec<T> {
  return { typeText, ...options };
}

/** A method of the element (no arguments, nothing answered). */
export function method(options: Described): MethodSpec {
  return { typeText: '() => void', ...options };
}

/** An event of the element. */
export function event<D>(detailType: string, options: Described & { cancelable?: boolean }): EventSpec<D> {
  return { detailType, ...options };
}

/** The TypeScript type text of an attribute, for the manifest. */
export function attributeTypeText(spec: AttributeSpec): string {
  if (spec.typeText) return spec.typeText;
  if (spec.values) return spec.values.map((value) => `'${value}'`).join(' | ');
  return spec.kind;
}
