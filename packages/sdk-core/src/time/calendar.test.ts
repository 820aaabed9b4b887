import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addBusinessDays, isWithinDays, ukTaxYear } from './calendar';
import { formatDateTime } from './format';

describe('ukTaxYear', () => {
  it('runs 6 April – 5 April', () => {
    expect(ukTaxYear('2027-04-05')).toEqual({
      start: '2026-04-06',
      end: '2027-04-05',
      label: '2026/27',
      startYear: 2026,
    });
    expect(ukTaxYear('2027-04-06').label).toBe('2027/28');
    expect(ukTaxYear('2026-11-23').label).toBe('2026/27');
    expect(ukTaxYear('2026-11-23', -1)).toMatchObject({
      start: '2025-04-06',
      end: '2026-04-05',
      label: '2025/26',
    });
    expect(ukTaxYear('2099-06-01').label).toBe('2099/00');
  });

  it('uses the London day: 23:30 UTC on 5 April in BST is already 6 April', () => {
    expect(ukTaxYear(new Date('2027-04-05T23:30:00Z')).label).toBe('2027/28');
  });

  it('always contains its date, starting 6 April and ending 5 April a year later (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2090-12-31'), noInvalidDate: true }),
        (d) => {
          const day = d.toISOString().slice(0, 10);
          const year = ukTaxYear(day);
          expect(year.start <= day && day <= year.end).toBe(true);
          expect(year.start).toMatch(/^\d{4}-04-06$/);
          expect(Number(year.end.slice(0, 4))).toBe(year.startYear + 1);
        },
      ),
    );
  });
});

describe('addBusinessDays', () => {
  it('skips weekends', () => {
    expect(addBusinessDays('2026-11-20', 1)).toBe('2026-11-23'); // Fri → Mon
    expect(addBusinessDays('2026-11-23', 5)).toBe('2026-11-30');
    expect(addBusinessDays('2026-11-21', 1)).toBe('2026-11-23'); // Sat → Mon
    expect(addBusinessDays('2026-11-23', -1)).toBe('2026-11-20');
    expect(addBusinessDays('2026-11-22', 0)).toBe('2026-11-22');
  });

  it('keeps the London wall-clock time of a moment across the clock change', () => {
    // Friday 23 Oct 2026 16:30 BST → Friday 30 Oct 2026 16:30 GMT (clocks go back on the 25th)
    const result = addBusinessDays(new Date('2026-10-23T15:30:00Z'), 5);
    expect(formatDateTime(result)).toBe('16:30 30 Oct 2026');
    expect(result.toISOString()).toBe('2026-10-30T16:30:00.000Z');
  });

  it('never lands on a weekend and moves forward for positive counts (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2080-01-01'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 60 }),
        (d, n) => {
          const day = d.toISOString().slice(0, 10);
          const result = addBusinessDays(day, n);
          const weekday = new Date(`${result}T00:00:00Z`).getUTCDay();
          expect(weekday).not.toBe(0);
          expect(weekday).not.toBe(6);
          expect(result > day).toBe(true);
          expect(addBusinessDays(result, -n) <= day).toBe(true);
        },
      ),
    );
  });
});

describe('isWithinDays', () => {
  const now = '2026-11-23T10:00:00Z';
  it('compares date-times by the clock', () => {
    expect(isWithinDays('2026-11-16T10:00:00Z', now, 7)).toBe(true);
    expect(isWithinDays('2026-11-16T09:59:59Z', now, 7)).toBe(false);
    expect(isWithinDays('2026-11-23T10:00:01Z', now, 7)).toBe(false);
    expect(isWithinDays(new Date('2026-11-20T00:00:00Z'), new Date(now))).toBe(true);
  });

  it('compares dates by London calendar day', () => {
    expect(isWithinDays('2026-11-16', now, 7)).toBe(true);
    expect(isWithinDays('2026-11-15', now, 7)).toBe(false);
    expect(isWithinDays('2026-11-23', now, 7)).toBe(true);
    expect(isWithinDays('2026-11-24', now, 7)).toBe(false);
  });
});
