import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { loadPhoneMetadata } from './phone';
import {
  createGuideFormSchema,
  emptyGuideForm,
  type GuideFormValues,
  guideFormSchema,
  guideRequestSchema,
  validateGuideForm,
} from './schema';

beforeAll(() => loadPhoneMetadata());

const filled: GuideFormValues = {
  email: ' ivy@example.com ',
  first_name: ' Ivy ',
  last_name: 'Investor',
  contact_number: '07911 123456',
  receive_newsletter: false,
};

describe('guide form (000 §3, §5)', () => {
  it('requires all five fields, each with its own inline error', () => {
    expect(validateGuideForm(emptyGuideForm)).toEqual({
      ok: false,
      errors: {
        email: 'form.required',
        first_name: 'form.required',
        last_name: 'form.required',
        contact_number: 'form.required',
        receive_newsletter: 'form.required',
      },
    });
    expect(validateGuideForm({})).toMatchObject({ ok: false, errors: { email: 'form.required' } });
  });

  it('treats blank text as missing', () => {
    const result = validateGuideForm({ ...filled, first_name: '   ' });
    expect(result).toEqual({ ok: false, errors: { first_name: 'form.required' } });
  });

  it('asks for a valid email address', () => {
    expect(validateGuideForm({ ...filled, email: 'ivy@' })).toEqual({
      ok: false,
      errors: { email: 'form.invalidEmail' },
    });
  });

  it('asks for a valid phone number, GB by default', () => {
    expect(validateGuideForm({ ...filled, contact_number: '12345' })).toEqual({
      ok: false,
      errors: { contact_number: 'form.invalidPhone' },
    });
    expect(validateGuideForm({ ...filled, contact_number: '050 123 4567' }).ok).toBe(false);
    expect(
      validateGuideForm({ ...filled, contact_number: '050 123 4567' }, { defaultCountry: 'AE' }).ok,
    ).toBe(true);
  });

  it('accepts an answered "no" to the newsletter and sends the wire body', () => {
    const result = validateGuideForm(filled);
    expect(result).toEqual({
      ok: true,
      data: {
        email: 'ivy@example.com',
        first_name: 'Ivy',
        last_name: 'Investor',
        contact_number: '+447911123456',
        receive_newsletter: false,
      },
    });
    if (result.ok) expect(z.parse(guideRequestSchema, result.data)).toEqual(result.data);
  });

  it('exposes the zod schema with message ids as issue messages', () => {
    const parsed = z.safeParse(guideFormSchema, { ...filled, email: 'nope', receive_newsletter: null });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['email', 'form.invalidEmail'],
      ['receive_newsletter', 'form.required'],
    ]);
    const { contact_number: _, ...withoutPhone } = filled;
    expect(
      z.safeParse(guideFormSchema, withoutPhone).error?.issues.map((i) => [i.path.join('.'), i.message]),
    ).toEqual([['contact_number', 'form.required']]);
    expect(
      z.safeParse(createGuideFormSchema({ defaultCountry: 'AE' }), {
        ...filled,
        contact_number: '050 123 4567',
      }).success,
    ).toBe(true);
  });
});
