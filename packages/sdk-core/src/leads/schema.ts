// Spec: 000 §2 'Popups and lead capture', §3 'Lead-capture form', §5, §7 'Reports and guides'
/**
 * Lead capture: the
 * guide form, its wire body and the guide call's answer.
 *
 * Form errors are message ids (texts in README.md and the catalogue), never prose.
 *
 * @module
 */
import * as z from 'zod/mini';
import { minLength } from '../http/index';
import { DEFAULT_PHONE_COUNTRY, type PhoneCountry, parsePhoneNumber } from './phone';

/**
 * An email address: dot-separated parts of letters, digits and `_'+-` (no leading, trailing or double dot),
 * `@`, dot-separated labels and a top-level domain of 2+ letters (the rule of zod 4's `email()`; kept as a
 * regex so the addresses accepted stay exactly these).
 */
const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** The message ids of the guide form and the guide download (texts in README.md). */
export const leadsMessageIds = [
  'form.required',
  'form.invalidEmail',
  'form.invalidPhone',
  'leads.download.success',
  'leads.download.failed',
] as const;
/** A value of {@link leadsMessageIds}. */
export type LeadsMessageId = (typeof leadsMessageIds)[number];

// Spec: 000 §3 'Lead-capture form'
/** The guide form's fields, in the form's order. */
export const guideFormFields = [
  'email',
  'first_name',
  'last_name',
  'contact_number',
  'receive_newsletter',
] as const;
/** A value of {@link guideFormFields}. */
export type GuideFormField = (typeof guideFormFields)[number];

// Spec: 000 §1, §7
/** The two guides. */
export const guideTypes = ['investor-guide', 'second-guide'] as const;
/** A value of {@link guideTypes}. */
export type GuideType = (typeof guideTypes)[number];

/** The guide form as the user fills it: the newsletter flag is null until answered. */
export interface GuideFormValues {
  email: string;
  first_name: string;
  last_name: string;
  contact_number: string;
  receive_newsletter: boolean | null;
}

/** An empty guide form. */
export const emptyGuideForm: Readonly<GuideFormValues> = {
  email: '',
  first_name: '',
  last_name: '',
  contact_number: '',
  receive_newsletter: null,
};

// Spec: 000 §7
/**
 * POST guides/{guide}/ body: email, first_name, last_name, contact_number (E.164), receive_newsletter.
 * The sandbox parses requests with it.
 */
export const guideRequestSchema = z.object({
  email: z.string().check(z.regex(EMAIL, 'Invalid email address')),
  first_name: z.string().check(minLength(1)),
  last_name: z.string().check(minLength(1)),
  contact_number: z.string().check(minLength(1)),
  receive_newsletter: z.boolean(),
});
/** A guide request body. */
export type GuideRequest = z.infer<typeof guideRequestSchema>;

// Spec: 000 §7
/** The guide call's answer: a key that leads to the download redirect. */
export const guideAnswerSchema = z.object({ key: z.string().check(minLength(1)) });
/** A guide call's answer. */
export type GuideAnswer = z.infer<typeof guideAnswerSchema>;

const REQUIRED: LeadsMessageId = 'form.required';

/**
 * A required text: trimmed, non-empty ('This field is required'). Not a string (missing included) reads
 * 'This field is required' too.
 */
const requiredText = () => z.string(REQUIRED).check(z.trim(), minLength(1, REQUIRED));

/** Options of {@link createGuideFormSchema}. */
export interface GuideFormSchemaOptions {
  // Spec: 000 §9
  /** the country of national phone numbers (GB) */
  defaultCountry?: PhoneCountry;
}

// Spec: 000 §5
/**
 * The guide form's schema: every field required ('This field is required'), a valid email ('Please
 * enter a valid email address.'), a valid international phone number defaulting to GB ('Invalid phone
 * number'). Issue messages are message ids ({@link LeadsMessageId}). The output is the wire body, with the
 * phone number in E.164 and trimmed names.
 */
export function createGuideFormSchema(options: GuideFormSchemaOptions = {}) {
  const country = options.defaultCountry ?? DEFAULT_PHONE_COUNTRY;
  // A pipe: its second step runs only when the required text passed (one issue per field).
  return z.object(
    {
      email: z.pipe(
        requiredText(),
        z.string().check(z.regex(EMAIL, 'form.invalidEmail' satisfies LeadsMessageId)),
      ),
      first_name: requiredText(),
      last_name: requiredText(),
      contact_number: z.pipe(
        requiredText(),
        z.transform((text: string, ctx) => {
          const phone = parsePhoneNumber(text, country);
          if (phone === null) {
            ctx.issues.push({
              code: 'custom',
              message: 'form.invalidPhone' satisfies LeadsMessageId,
              input: text,
            });
            return z.NEVER;
          }
          return phone;
        }),
      ),
      receive_newsletter: z.boolean(REQUIRED),
    },
    // a form that is not an object reads 'This field is required' too
    REQUIRED,
  );
}

/** The guide form's schema with the default country GB. */
export const guideFormSchema = createGuideFormSchema();

/** The result of {@link validateGuideForm}: the wire body, or the first error of each failing field. */
export type GuideFormResult =
  | { ok: true; data: GuideRequest }
  | { ok: false; errors: Partial<Record<GuideFormField, LeadsMessageId>> };

function isLeadsMessageId(value: string): value is LeadsMessageId {
  return (leadsMessageIds as readonly string[]).includes(value);
}

/**
 * Validates the guide form for inline errors: one message id per failing field (the first), or the body to
 * send.
 */
export function validateGuideForm(
  values: Partial<GuideFormValues>,
  options: GuideFormSchemaOptions = {},
): GuideFormResult {
  const schema = options.defaultCountry ? createGuideFormSchema(options) : guideFormSchema;
  const result = z.safeParse(schema, values);
  if (result.success) return { ok: true, data: result.data };
  const errors: Partial<Record<GuideFormField, LeadsMessageId>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !(guideFormFields as readonly string[]).includes(field)) continue;
    const key = field as GuideFormField;
    if (errors[key] === undefined) errors[key] = isLeadsMessageId(issue.message) ? issue.message : REQUIRED;
  }
  return { ok: false, errors };
}
