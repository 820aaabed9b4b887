/**
 * Request bodies parsed with sdk-core's zod schemas, refused Django-REST style: 400 `{"field": ["msg"]}`.
 */
import { DETAIL, invalid } from '../http/errors';
import { issuePath, type SafeParser, type SchemaIssue, validate } from '../trade/validation';

/** Django-REST's texts for the kinds of issue the schemas report (zod's issue `code`). */
function issueText(issue: SchemaIssue): string {
  switch (issue.code) {
    case 'invalid_format':
      return 'Enter a valid value.';
    case 'too_small':
    case 'too_big':
      // z.int()'s own bounds (the safe-integer range) make an invalid value, not one out of the field's range
      return issue.origin === 'int' ? 'Invalid value.' : 'Ensure this value is in range.';
    case 'invalid_value':
    case 'invalid_union':
      return 'Select a valid choice.';
    default:
      return 'Invalid value.';
  }
}

/** The field errors of a failed parse: a missing field reads 'This field is required.'. */
export function fieldErrors(
  issues: readonly SchemaIssue[],
  body: Record<string, unknown>,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const path = issuePath(issue);
    const field = path.length > 0 ? path.map(String).join('.') : 'non_field_errors';
    const top = path[0];
    const missing = typeof top === 'string' && body[top] === undefined && path.length === 1;
    const text = missing ? DETAIL.fieldRequired : issueText(issue);
    const list = errors[field] ?? [];
    if (!list.includes(text)) list.push(text);
    errors[field] = list;
  }
  return errors;
}

/** Parses a JSON body with a schema, answering 400 with field errors when it does not fit. */
export function parseBody<T>(schema: SafeParser<T>, body: Record<string, unknown>): T {
  const result = validate(schema, body);
  if (result.issues) invalid(fieldErrors(result.issues, body));
  return result.value;
}

/** A money amount may carry at most 2 decimals (Django-REST's DecimalField text). */
export function assertTwoDecimals(field: string, amount: string): void {
  if (/\.\d{3,}$/.test(amount))
    invalid({ [field]: ['Ensure that there are no more than 2 decimal places.'] });
}
