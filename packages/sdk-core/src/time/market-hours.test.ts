import { describe, expect, it } from 'vitest';
import { isOutsideTradingHours, isWithinTradingHours, nextMarketClose, nextMarketOpen } from './london';

describe('market hours', () => {
  it('are Monday–Friday 08:00–16:30 London', () => {
    expect(isWithinTradingHours(new Date('2026-11-23T10:00:00Z'))).toBe(true); // Monday GMT
    expect(isWithinTradingHours(new Date('2026-11-23T07:59:00Z'))).toBe(false);
    expect(isWithinTradingHours(new Date('2026-11-23T16:30:00Z'))).toBe(false);
    expect(isWithinTradingHours(new Date('2026-11-28T10:00:00Z'))).toBe(false); // Saturday
    expect(isWithinTradingHours(new Date('2026-06-01T15:45:00Z'))).toBe(false); // 16:45 BST
  });

  it('follow the market object when there is one', () => {
    const night = new Date('2026-11-23T22:00:00Z');
    expect(isOutsideTradingHours({ state_now: 'open' }, night)).toBe(false);
    expect(isOutsideTradingHours({ state_now: 'closed' }, new Date('2026-11-23T10:00:00Z'))).toBe(true);
    expect(isOutsideTradingHours(null, night)).toBe(true);
  });

  it('put the next market close today before 16:30, else on the next weekday', () => {
    expect(nextMarketClose(new Date('2026-11-23T10:00:00Z')).toISOString()).toBe('2026-11-23T16:30:00.000Z');
    expect(nextMarketClose(new Date('2026-11-23T16:30:00Z')).toISOString()).toBe('2026-11-24T16:30:00.000Z');
    expect(nextMarketClose(new Date('2026-11-27T17:00:00Z')).toISOString()).toBe('2026-11-30T16:30:00.000Z'); // Fri → Mon
    expect(nextMarketClose(new Date('2026-06-01T10:00:00Z')).toISOString()).toBe('2026-06-01T15:30:00.000Z'); // BST
  });

  it('put the next market opening across nights, weekends and the clock change', () => {
    expect(nextMarketOpen(new Date('2026-11-23T05:00:00Z')).toISOString()).toBe('2026-11-23T08:00:00.000Z');
    expect(nextMarketOpen(new Date('2026-11-23T08:00:00Z')).toISOString()).toBe('2026-11-24T08:00:00.000Z');
    expect(nextMarketOpen(new Date('2026-11-23T10:00:00Z')).toISOString()).toBe('2026-11-24T08:00:00.000Z');
    expect(nextMarketOpen(new Date('2026-11-27T17:00:00Z')).toISOString()).toBe('2026-11-30T08:00:00.000Z'); // Fri → Mon
    // clocks go forward on Sunday 29 March 2026: Monday opens at 08:00 BST = 07:00Z
    expect(nextMarketOpen(new Date('2026-03-27T17:00:00Z')).toISOString()).toBe('2026-03-30T07:00:00.000Z');
    // and back on Sunday 25 October 2026
    expect(nextMarketOpen(new Date('2026-10-23T16:00:00Z')).toISOString()).toBe('2026-10-26T08:00:00.000Z');
  });
});
