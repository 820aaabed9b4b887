/**
 * Request bodies parsed with sdk-core's valibot schemas, refused Django-REST style: 400 `{"field": ["msg"]}`.
 */
import { DETAIL, invalid } from '../http/errors';
import { issuePath, type SafeParser, type SchemaIssue, validate } from '../trade/validation';

/** Django-REST's texts for the kinds of issue the schemas report (valibot's issue `type`). */
function issueText(type: string | undefined): string {
  switch (type) {
    case 'regex':
      return 'Enter a valid value.';
    case 'min_value':
    case 'max_value':
    case 'min_length':
    case 'max_length':
      return 'Ensure this value is in range.';
    case 'picklist':
    case 'literal':
    case 'union':
    case 'variant':
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
    const text = missing ? DETAIL.fieldRequired : issueText(issue.type);
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
