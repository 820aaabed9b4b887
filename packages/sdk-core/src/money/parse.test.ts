import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseDigits, parseAmountInput, sanitiseAmountKeystroke } from './parse';

const toArabicIndic = (text: string) => text.replace(/\d/g, (d) => String.fromCodePoint(0x0660 + Number(d)));
const toEasternArabicIndic = (text: string) =>
  text.replace(/\d/g, (d) => String.fromCodePoint(0x06f0 + Number(d)));

describe('parseAmountInput', () => {
  it.each([
    ['1000', '1000'],
    ['1,250.50', '1250.5'],
    ['  2 500 ', '2500'],
    ['0012.30', '12.3'],
    ['.5', '0.5'],
    ['12.', '12'],
    ['0', '0'],
    ['+7', '7'],
    ['١٬٢٥٠٫٥', '1250.5'],
    ['۴۰۰۰', '4000'],
  ])('reads %s as %s', (text, value) => {
    expect(parseAmountInput(text)).toEqual({ ok: true, value });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['-5', 'negative'],
    ['−5', 'negative'],
    ['1.234', 'too_many_decimals'],
    ['abc', 'not_a_number'],
    ['1.2.3', 'not_a_number'],
    ['.', 'not_a_number'],
    ['1e5', 'not_a_number'],
    ['-', 'not_a_number'],
    ['£10', 'not_a_number'],
  ])('refuses %s: %s', (text, reason) => {
    expect(parseAmountInput(text)).toEqual({ ok: false, reason });
  });

  it('takes more decimals for limit prices when asked', () => {
    expect(parseAmountInput('101.2525', { maxDecimals: 4 })).toEqual({ ok: true, value: '101.2525' });
    expect(parseAmountInput('101.25251', { maxDecimals: 4 })).toEqual({
      ok: false,
      reason: 'too_many_decimals',
    });
    expect(parseAmountInput('10.5', { maxDecimals: 0 })).toEqual({ ok: false, reason: 'too_many_decimals' });
  });

  it('reads Arabic-Indic and Eastern Arabic-Indic digits as Western ones (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,12}(\.\d{0,2})?$/), (western) => {
        const expected = parseAmountInput(western);
        expect(parseAmountInput(toArabicIndic(western))).toEqual(expected);
        expect(parseAmountInput(toEasternArabicIndic(western).replace('.', '\u066b'))).toEqual(expected);
        expect(expected.ok).toBe(true);
      }),
    );
  });

  it('ignores thousands separators (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 18n }), (n) => {
        const grouped = n.toLocaleString('en-GB');
        expect(parseAmountInput(grouped)).toEqual({ ok: true, value: n.toString() });
      }),
    );
  });

  it('accepts any non-negative decimal with at most 2 decimals, and only those (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^-?\d{1,10}(\.\d{0,4})?$/), (text) => {
        const result = parseAmountInput(text);
        const decimals = text.split('.')[1]?.length ?? 0;
        if (text.startsWith('-')) expect(result).toEqual({ ok: false, reason: 'negative' });
        else if (decimals > 2) expect(result).toEqual({ ok: false, reason: 'too_many_decimals' });
        else {
          expect(result.ok).toBe(true);
          if (result.ok)
            expect(new Big(result.value).eq(new Big(text.endsWith('.') ? `${text}0` : text))).toBe(true);
        }
      }),
    );
  });
});

describe('sanitiseAmountKeystroke', () => {
  it.each([
    ['-1,2a3.456', '123.45'],
    ['12.', '12.'],
    ['1..2', '1.2'],
    ['٣٫١٤١', '3.14'],
    ['', ''],
  ])('%s → %s', (typed, kept) => {
    expect(sanitiseAmountKeystroke(typed)).toBe(kept);
  });

  it('drops the dot when no decimals are allowed', () => {
    expect(sanitiseAmountKeystroke('12.5', 0)).toBe('125');
  });

  it('keeps only what parseAmountInput accepts (or a partial entry), and is idempotent (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789.,-abc ٠١٢٣۴۵٫'.split('')) }), (typed) => {
        const kept = sanitiseAmountKeystroke(typed);
        expect(sanitiseAmountKeystroke(kept)).toBe(kept);
        if (kept !== '' && kept !== '.') expect(parseAmountInput(kept).ok).toBe(true);
      }),
    );
  });
});

describe('normaliseDigits', () => {
  it('maps both Arabic digit sets and the Arabic decimal separator', () => {
    expect(normaliseDigits('٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹ ٫')).toBe('0123456789 0123456789 .');
  });
});
