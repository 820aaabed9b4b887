import { describe, expect, it } from 'vitest';
import { bodyProblems, hasControlCharacter, integerField, isDbInteger, textProblem } from './edge';
import { ApiFailure } from './errors';
import { LIMITS } from './limits';

/** The 400 body a refused value gets. */
function refusal(read: () => unknown): Record<string, unknown> {
  try {
    read();
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 400) return error.body;
    throw error;
  }
  throw new Error('the value was accepted');
}

describe('the edge: texts and integers', () => {
  it('finds control characters (U+0000–U+001F, U+007F) and over-long texts', () => {
    for (const text of ['a\u0000', '\t', '\n', '\u001f', 'x\u007fy'])
      expect(hasControlCharacter(text)).toBe(true);
    for (const text of ['', 'ORD000001', 'café', '١٠٠', '\u0080', '😀'])
      expect(hasControlCharacter(text)).toBe(false);
    expect(textProblem('ORD\u0000')).toBe('Control characters are not allowed.');
    expect(textProblem('x'.repeat(255))).toBeNull();
    expect(textProblem('x'.repeat(256))).toBe('Ensure this field has no more than 255 characters.');
  });

  it("keeps integers within the database's int4 range", () => {
    expect(isDbInteger(2_147_483_647)).toBe(true);
    expect(isDbInteger(-2_147_483_648)).toBe(true);
    expect(isDbInteger(2_147_483_648)).toBe(false);
    expect(isDbInteger(9_007_199_254_740_991)).toBe(false);
    expect(isDbInteger(1.5)).toBe(false);
    expect(integerField('customer_id', '107')).toBe(107);
    expect(integerField('customer_id', 107)).toBe(107);
    expect(refusal(() => integerField('customer_id', '9007199254740991'))).toEqual({
      customer_id: ['Ensure this value is less than or equal to 2147483647.'],
    });
    expect(refusal(() => integerField('customer_id', '1.5'))).toEqual({
      customer_id: ['A valid integer is required.'],
    });
    expect(refusal(() => integerField('customer_id', 0, { min: 1 }))).toEqual({
      customer_id: ['Ensure this value is greater than or equal to 1.'],
    });
  });
});

describe('the edge: body values', () => {
  it('passes what the widgets send', () => {
    expect(
      bodyProblems({
        investment_account_id: 1010,
        buys: [{ product_id: 12, type: 'gross', amount: '2500.00', currency: 'GBP', price: '99.50' }],
        sells: [],
        confirm: true,
        expiry_options: { expires_at: '2026-12-01T10:00:00Z', timedelta_seconds: 86_400 },
      }),
    ).toEqual({});
  });

  it('names every value at fault by its path', () => {
    expect(
      bodyProblems({
        investment_account_reference: 'IA\u0000',
        buys: [
          { product_id: 9_007_199_254_740_991, amount: '100.001', price: '0.001' },
          { product_id: -2_147_483_649, amount: '100000000000000000000', price: '100000.01' },
        ],
        legs: [{ notional: 100.001, requested_price: '0' }],
        advance_seconds: 1e300,
        email: 'a'.repeat(300),
      }),
    ).toEqual({
      investment_account_reference: ['Control characters are not allowed.'],
      'buys.0.product_id': ['Ensure this value is less than or equal to 2147483647.'],
      'buys.0.amount': ['Ensure that there are no more than 2 decimal places.'],
      'buys.0.price': ['Ensure that there are no more than 2 decimal places.'],
      'buys.1.product_id': ['Ensure this value is greater than or equal to -2147483648.'],
      'buys.1.amount': ['Ensure this value is less than or equal to 10000000.00.'],
      'buys.1.price': ['Ensure this value is less than or equal to 100000.00.'],
      'legs.0.notional': ['Ensure that there are no more than 2 decimal places.'],
      'legs.0.requested_price': ['Ensure this value is greater than or equal to 0.01.'],
      advance_seconds: ['Ensure this value is less than or equal to 2147483647.'],
      email: ['Ensure this field has no more than 255 characters.'],
    });
  });

  it('takes money at its maximum, and leaves what is not a decimal to the schema', () => {
    expect(bodyProblems({ amount: LIMITS.amountMax, price: LIMITS.priceMax, sell_amount: 'abc' })).toEqual(
      {},
    );
    expect(bodyProblems({ amount: '-5', notional: '1e5' })).toEqual({});
  });

  it('bounds arrays and nesting without looking inside what is too big', () => {
    const legs = Array.from({ length: 4000 }, () => ({ amount: '100.001' }));
    expect(bodyProblems({ legs })).toEqual({ legs: ['Ensure this field has no more than 20 elements.'] });
    expect(bodyProblems({ legs: legs.slice(0, 20).map(() => ({ amount: '1.00' })) })).toEqual({});
    expect(bodyProblems({ a: [[[[[['deep']]]]]] })).toEqual({
      'a.0.0.0.0.0': ['The body is nested too deeply (at most 6 levels).'],
    });
    expect(bodyProblems('\u0000')).toEqual({ non_field_errors: ['Control characters are not allowed.'] });
  });
});
