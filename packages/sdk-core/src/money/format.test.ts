import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencies } from './currencies';
import { formatMoney, formatPercent, formatYield } from './format';
import { parseAmountInput } from './parse';
import type { CurrencyCode } from './schema';

const NBSP = '\u00a0';

describe('formatMoney', () => {
  it('formats the four currencies the en-GB way', () => {
    expect(formatMoney('1234.5', 'GBP')).toBe('£1,234.50');
    expect(formatMoney('1000', 'EUR')).toBe('€1,000.00');
    expect(formatMoney('25000', 'USD')).toBe('$25,000.00');
    expect(formatMoney('4000', 'AED')).toBe(`AED${NBSP}4,000.00`);
  });

  it('rounds half away from zero, or floors on request', () => {
    expect(formatMoney('10.005', 'GBP')).toBe('£10.01');
    expect(formatMoney('10.009', 'GBP', { floor: true })).toBe('£10.00');
    expect(formatMoney('-10.001', 'GBP', { floor: true })).toBe('-£10.01');
  });

  it('shows negatives, including ones below a pound', () => {
    expect(formatMoney('-1.5', 'EUR')).toBe('-€1.50');
    expect(formatMoney('-0.5', 'GBP')).toBe('-£0.50');
    expect(formatMoney('-0.001', 'GBP')).toBe('£0.00');
  });

  it('keeps every digit of amounts beyond float precision', () => {
    expect(formatMoney('1234567890123456789.99', 'GBP')).toBe('£1,234,567,890,123,456,789.99');
  });

  it('follows the locale for separators', () => {
    expect(formatMoney('1234.5', 'EUR', { locale: 'de-DE' })).toBe(`1.234,50${NBSP}€`);
  });

  it('round-trips through parseAmountInput (property)', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{1,22}(\.\d{1,2})?$/),
        fc.constantFrom<CurrencyCode>('GBP', 'EUR', 'USD', 'AED'),
        (amount, currency) => {
          const shown = formatMoney(amount, currency).replace(currencies[currency].symbol, '');
          const parsed = parseAmountInput(shown);
          expect(parsed.ok).toBe(true);
          if (parsed.ok) expect(new Big(parsed.value).eq(amount)).toBe(true);
        },
      ),
    );
  });
});

describe('percentages', () => {
  it('shows 3 decimals by default and yields with 1', () => {
    expect(formatPercent('5.25')).toBe('5.250%');
    expect(formatPercent('5.2505')).toBe('5.251%');
    expect(formatPercent('6', 2)).toBe('6.00%');
    expect(formatYield('7.25')).toBe('7.3%');
    expect(formatYield('7.24')).toBe('7.2%');
    expect(formatYield('-0.04')).toBe('0.0%');
  });
});
