import { describe, expect, it } from 'vitest';
import {
  addDays,
  addYears,
  days30E360,
  days360,
  daysInMonth,
  formatYmd,
  isLastDayOfFebruary,
  toYmd,
} from './index';

describe('day counts', () => {
  it('reads and writes calendar dates, refusing impossible ones', () => {
    expect(toYmd('2024-02-29')).toEqual({ y: 2024, m: 2, d: 29 });
    expect(formatYmd({ y: 987, m: 3, d: 4 })).toBe('0987-03-04');
    expect(() => toYmd('2023-02-29')).toThrow(RangeError);
    expect(() => toYmd('2023-2-1')).toThrow(RangeError);
    expect(toYmd(new Date(Date.UTC(2025, 11, 31)))).toEqual({ y: 2025, m: 12, d: 31 });
  });

  it('knows month lengths and the last day of February', () => {
    expect([daysInMonth(2024, 2), daysInMonth(2023, 2), daysInMonth(2025, 4), daysInMonth(2025, 12)]).toEqual(
      [29, 28, 30, 31],
    );
    expect(isLastDayOfFebruary(toYmd('2023-02-28'))).toBe(true);
    expect(isLastDayOfFebruary(toYmd('2024-02-28'))).toBe(false);
  });

  it('counts 30E/360 and US 30/360', () => {
    expect(days30E360('2025-01-31', '2025-03-31')).toBe(60);
    expect(days30E360('2024-06-30', '2025-06-30')).toBe(360);
    expect(days30E360('2025-02-28', '2025-03-31')).toBe(32);
    expect(days360(toYmd('2025-02-28'), toYmd('2025-03-31'), true)).toBe(30);
    expect(days360(toYmd('2025-01-30'), toYmd('2025-03-31'), true)).toBe(60);
  });

  it('adds days and years across month, year and leap-day ends', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(addYears('2024-02-29', 1)).toBe('2025-03-01');
    expect(addYears('2025-06-15', 3)).toBe('2028-06-15');
  });
});
