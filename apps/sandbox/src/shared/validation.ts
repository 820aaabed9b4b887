/**
 * Request bodies parsed with sdk-core's zod schemas; failures answered as Django-REST field errors (400), in
 * the sandbox's described texts or Django-REST's generic ones ({@link IssueWording}).
 */
import { invalid } from './errors';
import { DETAIL } from './refusals';

/** One issue of a failed parse, as the Standard Schema interface gives it, with the details zod adds. */
export interface SchemaIssue {
  readonly message: string;
  /** the keys from the body's root to the value (each a key, or a Standard Schema `{ key }` path segment) */
  readonly path?: readonly (PropertyKey | { readonly key: PropertyKey })[] | undefined;
  /** zod's issue code: `invalid_type`, `too_small`, `too_big`, `invalid_format`, `invalid_value`, `custom`, … */
  readonly code?: string;
  /** `invalid_type`: the type expected (`string`, `number`, `int`, `boolean`, `object`, `array`, …) */
  readonly expected?: string;
  /** `invalid_value`: the values allowed */
  readonly values?: readonly unknown[];
  /** `too_small` / `too_big`: what was measured (`number`, `int` for the safe-integer range, `string`, `array`) */
  readonly origin?: string;
  /** `too_small`: the bound */
  readonly minimum?: number | bigint;
  /** `too_big`: the bound */
  readonly maximum?: number | bigint;
  /** `too_small` / `too_big`: whether the bound itself is allowed */
  readonly inclusive?: boolean;
}

/** The outcome of a Standard Schema validation. */
type SchemaResult<T> =
  | { readonly value: T; readonly issues?: undefined }
  | { readonly issues: readonly SchemaIssue[] };

/**
 * What parseBody needs of a schema: the Standard Schema interface, which zod's schemas implement (so the
 * sandbox need not depend on zod itself).
 */
export interface SafeParser<T> {
  readonly '~standard': {
    readonly validate: (value: unknown) => SchemaResult<T> | Promise<SchemaResult<T>>;
  };
}

/** Validates synchronously (sdk-core's schemas are all synchronous). */
export function validate<T>(schema: SafeParser<T>, value: unknown): SchemaResult<T> {
  const result = schema['~standard'].validate(value);
  if (result instanceof Promise) throw new TypeError('an asynchronous schema cannot parse a request body');
  return result;
}

/** The keys of an issue's path (`[]` for the body itself). */
export function issuePath(issue: SchemaIssue): PropertyKey[] {
  return (issue.path ?? []).map((item) => (typeof item === 'object' ? item.key : item));
}

/** The value an issue is about (`undefined` when the body has nothing there). */
function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let value = body;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** A value as the texts name it: `"text"`, `5`, `true`, `null`, `Object`, `Array`. */
function describe(value: unknown): string {
  if (typeof value === 'string') return `"${value}"`;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return `${value}`;
  if (typeof value === 'object' || typeof value === 'function')
    return (value && Object.getPrototypeOf(value)?.constructor?.name) ?? 'null';
  return typeof value;
}

/** The type names of the texts (zod's `expected` → `Object`, `Array`; the others as they are). */
const TYPE_NAMES: Readonly<Record<string, string>> = { object: 'Object', array: 'Array' };

/** One of several values: `"buy"`, or `("buy" | "sell")`. */
function oneOf(values: readonly unknown[]): string {
  const names = [...new Set(values.map(describe))];
  return names.length > 1 ? `(${names.join(' | ')})` : (names[0] ?? 'never');
}

/**
 * The sandbox's text of an issue: 'This field is required.' where the body has no value; the schema's own
 * message where it has one (`a non-negative decimal number as a string`); otherwise a text naming what was
 * expected and what was received (`Invalid type: Expected string but received 5`, `Invalid length: Expected
 * >=1 but received 0`, `Invalid safe integer: Received 1.5`).
 */
function issueMessage(issue: SchemaIssue, body: unknown): string {
  const value = valueAt(body, issuePath(issue));
  if (value === undefined) return DETAIL.fieldRequired;
  const received = describe(value);
  switch (issue.code) {
    case 'invalid_type':
      // sdk-core's `int`: a number that is not a safe integer
      if (issue.expected === 'int' && typeof value === 'number')
        return `Invalid safe integer: Received ${received}`;
      return `Invalid type: Expected ${TYPE_NAMES[issue.expected ?? ''] ?? issue.expected} but received ${received}`;
    case 'invalid_value':
      return `Invalid type: Expected ${oneOf(issue.values ?? [])} but received ${received}`;
    case 'too_small':
    case 'too_big': {
      const small = issue.code === 'too_small';
      const bound = `${small ? '>' : '<'}${issue.inclusive === false ? '' : '='}${small ? issue.minimum : issue.maximum}`;
      if ((typeof value === 'string' || Array.isArray(value)) && issue.origin !== 'number')
        return `Invalid length: Expected ${bound} but received ${value.length}`;
      return `Invalid value: Expected ${bound} but received ${received}`;
    }
    default:
      // regexes and refinements carry their own messages
      return issue.message;
  }
}

/**
 * Django-REST's generic texts for the kinds of issue (the Smart Interest routes answer with these): 'Enter a
 * valid value.', 'Ensure this value is in range.', 'Select a valid choice.', 'Invalid value.'.
 */
function djangoRestMessage(issue: SchemaIssue): string {
  switch (issue.code) {
    case 'invalid_format':
      return 'Enter a valid value.';
    case 'too_small':
    case 'too_big':
      return 'Ensure this value is in range.';
    case 'invalid_value':
    case 'invalid_union':
      return 'Select a valid choice.';
    default:
      return 'Invalid value.';
  }
}

/**
 * How field errors read: `described` names what was expected and received (trading, FX, leads); `django-rest`
 * uses Django-REST's generic texts and lists each text once per field (Smart Interest). Both say 'This field
 * is required.' where the body has no value.
 */
export type IssueWording = 'described' | 'django-rest';

/** `{"field": ["msg"]}` from schema issues (`non_field_errors` for the body itself; nested paths joined by dots). */
export function fieldErrors(
  issues: readonly SchemaIssue[],
  body: unknown,
  wording: IssueWording = 'described',
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const path = issuePath(issue);
    const key = path.length === 0 ? 'non_field_errors' : path.map(String).join('.');
    const text =
      wording === 'described'
        ? issueMessage(issue, body)
        : valueAt(body, path) === undefined
          ? DETAIL.fieldRequired
          : djangoRestMessage(issue);
    out[key] ??= [];
    if (wording === 'described' || !out[key].includes(text)) out[key].push(text);
  }
  return out;
}

/** Parses `body` with `schema`, or answers 400 with field errors. */
export function parseBody<T>(schema: SafeParser<T>, body: unknown, wording: IssueWording = 'described'): T {
  const result = validate(schema, body);
  if (result.issues) invalid(fieldErrors(result.issues, body, wording));
  return result.value;
}

/** A money amount may carry at most 2 decimals (Django-REST's DecimalField text). */
export function assertTwoDecimals(field: string, amount: string): void {
  if (/\.\d{3,}$/.test(amount))
    invalid({ [field]: ['Ensure that there are no more than 2 decimal places.'] });
}
