import { describe, expect, it } from 'vitest';
import { coerceProperty, parseAttribute } from './attributes';
import { booleanAttribute, enumAttribute, numberAttribute, stringAttribute } from './definition';

const flag = booleanAttribute('own-font', { description: '' });
const count = numberAttribute('product-id', { description: '' });
const theme = enumAttribute('theme', ['light', 'dark'] as const, { description: '' });
const text = stringAttribute('locale', { description: '' });

describe('parseAttribute', () => {
  it('reads a boolean as present (even empty) unless "false"; absent is unset', () => {
    expect(parseAttribute(flag, '')).toBe(true);
    expect(parseAttribute(flag, 'own-font')).toBe(true);
    expect(parseAttribute(flag, 'FALSE')).toBe(false);
    expect(parseAttribute(flag, null)).toBeUndefined();
  });

  it('reads numbers, and treats text that is not one as unset', () => {
    expect(parseAttribute(count, ' 42 ')).toBe(42);
    expect(parseAttribute(count, '1e3')).toBe(1000);
    expect(parseAttribute(count, '')).toBeUndefined();
    expect(parseAttribute(count, 'abc')).toBeUndefined();
    expect(parseAttribute(count, 'Infinity')).toBeUndefined();
  });

  it('keeps strings, and only the allowed values of a closed set', () => {
    expect(parseAttribute(text, 'en-AE')).toBe('en-AE');
    expect(parseAttribute(text, '')).toBe('');
    expect(parseAttribute(theme, 'dark')).toBe('dark');
    expect(parseAttribute(theme, 'Dark')).toBeUndefined();
    expect(parseAttribute(theme, null)).toBeUndefined();
  });
});

describe('coerceProperty', () => {
  it('resets on null or undefined and checks values like the attribute', () => {
    expect(coerceProperty(theme, null)).toBeUndefined();
    expect(coerceProperty(theme, 'dark')).toBe('dark');
    expect(coerceProperty(theme, 'blue')).toBeUndefined();
    expect(coerceProperty(count, 7)).toBe(7);
    expect(coerceProperty(count, '7')).toBe(7);
    expect(coerceProperty(count, Number.NaN)).toBeUndefined();
    expect(coerceProperty(flag, true)).toBe(true);
    expect(coerceProperty(flag, 0)).toBe(false);
    expect(coerceProperty(flag, '')).toBe(true);
  });
});
