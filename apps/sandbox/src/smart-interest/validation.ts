/**
 * Request bodies parsed with sdk-core's zod schemas, refused Django-REST style: 400 `{"field": ["msg"]}`.
 */
import { DETAIL, invalid } from '../http/errors';

interface Issue {
  path: readonly PropertyKey[];
  code: string;
}

interface SafeParser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: Issue[] } };
}

/** Django-REST's texts for the kinds of issue zod reports. */
function issueText(code: string): string {
  switch (code) {
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

/** The field errors of a failed parse: a missing field reads 'This field is required.'. */
export function fieldErrors(
  issues: readonly Issue[],
  body: Record<string, unknown>,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'non_field_errors';
    const top = issue.path[0];
    const missing = typeof top === 'string' && body[top] === undefined && issue.path.length === 1;
    const text = missing ? DETAIL.fieldRequired : issueText(issue.code);
    const list = errors[field] ?? [];
    if (!list.includes(text)) list.push(text);
    errors[field] = list;
  }
  return errors;
}

/** Parses a JSON body with a schema, answering 400 with field errors when it does not fit. */
export function parseBody<T>(schema: SafeParser<T>, body: Record<string, unknown>): T {
  const result = schema.safeParse(body);
  if (!result.success) invalid(fieldErrors(result.error.issues, body));
  return result.data;
}

/** A money amount may carry at most 2 decimals (Django-REST's DecimalField text). */
export function assertTwoDecimals(field: string, amount: string): void {
  if (/\.\d{3,}$/.test(amount))
    invalid({ [field]: ['Ensure that there are no more than 2 decimal places.'] });
}
