import { describe, expect, it } from 'vitest';
import { cleanPriceFromYield, currentYield, yieldToMaturity } from './yields';

const YEAR_MS = 365.25 * 24 * 3600 * 1000;
const now = new Date('2026-01-01T00:00:00Z');
const inYears = (years: number) => new Date(now.getTime() + years * YEAR_MS);

describe('current yield', () => {
  it('is coupon / price × 100, rounded half up to 3 decimals', () => {
    expect(currentYield('6.5', '97.25')).toBe('6.684');
    expect(currentYield('5', '100.00')).toBe('5.000');
    expect(currentYield('1', '3')).toBe('33.333');
    expect(currentYield('2', '3')).toBe('66.667');
  });
});

describe('yield to maturity (annual compounding)', () => {
  it('equals the coupon for a bond priced at par', () => {
    expect(yieldToMaturity('5', '100', inYears(10), now)).toBe('5.000');
  });

  it('matches textbook values', () => {
    // 5% annual coupon, 10 years, priced to yield 6%: 5 × a(10, 6%) + 100 × 1.06^-10 = 92.6399
    expect(Number(yieldToMaturity('5', '92.64', inYears(10), now))).toBeCloseTo(6, 2);
    // zero coupon, 5 years: 100 / 1.05^5 = 78.3526
    expect(Number(yieldToMaturity('0', '78.35', inYears(5), now))).toBeCloseTo(5, 2);
    // a discount bond yields more than its coupon, a premium bond less
    expect(Number(yieldToMaturity('4', '95', inYears(7.5), now))).toBeGreaterThan(4);
    expect(Number(yieldToMaturity('4', '105', inYears(7.5), now))).toBeLessThan(4);
  });

  it('inverts the clean price between coupon dates', () => {
    const price = cleanPriceFromYield(4.25, 3.4, 0.071).toFixed(4);
    expect(Number(yieldToMaturity('4.25', price, inYears(3.4), now))).toBeCloseTo(7.1, 2);
  });
});
