import { describe, expect, it } from 'vitest';
import {
  fromLondonWallTime,
  getLondonParts,
  londonDaysBetween,
  londonOffsetMs,
  toLondonParts,
} from './london';

describe('London wall clock', () => {
  it('knows GMT and BST', () => {
    expect(londonOffsetMs(Date.parse('2026-01-15T12:00:00Z'))).toBe(0);
    expect(londonOffsetMs(Date.parse('2026-07-15T12:00:00Z'))).toBe(3_600_000);
  });

  it('turns wall-clock times into instants on both sides of the clock change', () => {
    expect(fromLondonWallTime(2026, 11, 24, 8, 0).toISOString()).toBe('2026-11-24T08:00:00.000Z');
    expect(fromLondonWallTime(2026, 7, 1, 8, 0).toISOString()).toBe('2026-07-01T07:00:00.000Z');
    expect(fromLondonWallTime(2026, 3, 29, 1, 30).toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it('reads parts with the weekday (Monday 23 Nov 2026)', () => {
    expect(getLondonParts(new Date('2026-11-23T10:00:00Z'))).toEqual({
      year: 2026,
      month: 11,
      day: 23,
      hour: 10,
      minute: 0,
      second: 0,
      weekday: 1,
    });
    expect(toLondonParts('2026-11-22').weekday).toBe(0);
  });

  it('counts calendar days', () => {
    expect(londonDaysBetween('2026-11-16', '2026-11-23T23:30:00Z')).toBe(7);
    expect(londonDaysBetween('2026-07-01', new Date('2026-06-30T23:30:00Z'))).toBe(0);
  });
});
