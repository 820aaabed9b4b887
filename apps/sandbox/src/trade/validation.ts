/** Request bodies parsed with sdk-core's valibot schemas; failures answered as Django-REST field errors (400). */
import { invalid } from '../http/errors';

/** One issue of a failed parse, as the Standard Schema interface gives it. */
export interface SchemaIssue {
  readonly message: string;
  /** the keys from the body's root to the value (each a key, or valibot's `{ key }` path item) */
  readonly path?: readonly (PropertyKey | { readonly key: PropertyKey })[] | undefined;
  /** valibot's issues also name the check that failed (`object`, `regex`, `picklist`, `min_value`, …) */
  readonly type?: string;
}

/** The outcome of a Standard Schema validation. */
type SchemaResult<T> =
  | { readonly value: T; readonly issues?: undefined }
  | { readonly issues: readonly SchemaIssue[] };

/**
 * What parseBody needs of a schema: the Standard Schema interface, which valibot's schemas implement (so the
 * sandbox need not depend on valibot itself).
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

/** `{"field": ["msg"]}` from schema issues (`non_field_errors` for the body itself; nested paths joined by dots). */
export function fieldErrors(issues: readonly SchemaIssue[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const path = issuePath(issue);
    const key = path.length === 0 ? 'non_field_errors' : path.map(String).join('.');
    const message = /received undefined/.test(issue.message) ? 'This field is required.' : issue.message;
    out[key] ??= [];
    out[key].push(message);
  }
  return out;
}

/** Parses `body` with `schema`, or answers 400 with field errors. */
export function parseBody<T>(schema: SafeParser<T>, body: unknown): T {
  const result = validate(schema, body);
  if (result.issues) invalid(fieldErrors(result.issues));
  return result.value;
}
