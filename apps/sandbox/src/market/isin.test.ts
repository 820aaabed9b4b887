import { describe, expect, it } from 'vitest';
import { isinCheckDigit, isValidIsin, makeIsin } from './isin';

describe('ISIN check digit', () => {
  it('matches published ISINs', () => {
    for (const isin of ['US0378331005', 'US5949181045', 'GB0002634946', 'AU0000XVGZA3', 'DE000BAY0017']) {
      expect(isinCheckDigit(isin.slice(0, 11)), isin).toBe(Number(isin[11]));
      expect(isValidIsin(isin)).toBe(true);
    }
  });

  it('rejects a changed digit or a malformed code', () => {
    expect(isValidIsin('US0378331006')).toBe(false);
    expect(isValidIsin('US0378331005 ')).toBe(false);
    expect(isValidIsin('0S0378331005')).toBe(false);
  });

  it('builds valid ISINs from a country and a national number', () => {
    expect(makeIsin('US', '037833100')).toBe('US0378331005');
    expect(isValidIsin(makeIsin('XS', 'BK0001234'))).toBe(true);
  });
});
