/** Request bodies parsed with sdk-core's zod schemas; failures answered as Django-REST field errors (400). */
import { invalid } from '../http/errors';

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** What parseBody needs of a zod schema (structural, so the sandbox need not depend on zod itself). */
export interface SafeParser<T> {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };
}

/** `{"field": ["msg"]}` from zod issues (`non_field_errors` for the body itself; nested paths joined by dots). */
export function fieldErrors(issues: readonly Issue[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.length === 0 ? 'non_field_errors' : issue.path.map(String).join('.');
    const message = /received undefined/.test(issue.message) ? 'This field is required.' : issue.message;
    out[key] ??= [];
    out[key].push(message);
  }
  return out;
}

/** Parses `body` with `schema`, or answers 400 with field errors. */
export function parseBody<T>(schema: SafeParser<T>, body: unknown): T {
  const result = schema.safeParse(body);
  if (!result.success) invalid(fieldErrors(result.error.issues));
  return result.data;
}
