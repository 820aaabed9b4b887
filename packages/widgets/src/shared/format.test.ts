import {
  calculatorMessages,
  getRegisteredCatalogue,
  registerMessages,
  smartInterestMessages,
} from '@bondkit/sdk-core';
import { describe, expect, it } from 'vitest';
import { makeTranslate } from '../provider/context';
import { createFormat, rateText, yearsText } from './format';

describe('the formatting kernel', () => {
  it('reads rates as the Smart Interest pages show them, or as the calculator field does', () => {
    expect(rateText('7.5')).toBe('7.50%');
    expect(rateText('6.875')).toBe('6.875%');
    expect(rateText('10')).toBe('10.00%');
    expect(rateText('6.8704')).toBe('6.87%');
    const field = { min: 1, max: null, percent: false } as const;
    expect(rateText('7', field)).toBe('7.0');
    expect(rateText('7.25', field)).toBe('7.25');
    expect(rateText('7.50', field)).toBe('7.50');
  });

  it('formats money floored or rounded, as asked, and the rest in the catalogue’s words', () => {
    registerMessages(smartInterestMessages, calculatorMessages);
    const t = makeTranslate(getRegisteredCatalogue('standard'));
    const format = createFormat('en-GB', t);
    expect(format.money('1234.567', 'GBP', { floor: true })).toBe('£1,234.56');
    expect(format.money('1234.567', 'GBP', { floor: false })).toBe('£1,234.57');
    expect(format.yield(null)).toBe('N/A');
    expect(format.yield('7.25')).toBe('7.3%');
    expect(format.maturity(null)).toBe('Perpetual');
    expect(format.maturity('2030-04-05')).toBe('05 Apr 2030');
    expect(format.years(1)).toBe('1 year');
    expect(format.years(5)).toBe('5 years');
    expect(yearsText(t, 'en-GB', '30', 'calculator.years')).toBe('30 years');
    expect(format.message({ code: 'common.perpetual' })).toBe('Perpetual');
    expect(format.message({ code: 'common.perpetual' }, 'The server says')).toBe('The server says');
  });
});
