import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatApiDate,
  formatDateTime,
  formatLongDate,
  formatShortDate,
  formatTime,
  isApiDate,
  parseApiDate,
} from './format';

describe('date formats (Europe/London)', () => {
  it('formats a calendar date the four ways', () => {
    expect(formatApiDate('2027-04-05')).toBe('2027-04-05');
    expect(formatLongDate('2027-04-05')).toBe('05 Apr 2027');
    expect(formatShortDate('2027-04-05')).toBe('05/04/2027');
    expect(formatLongDate('2026-09-01')).toBe('01 Sep 2026');
  });

  it('shows moments on the London clock: GMT in winter, BST in summer', () => {
    expect(formatDateTime('2026-11-24T08:00:00Z')).toBe('08:00 24 Nov 2026');
    expect(formatDateTime('2026-07-01T07:00:00Z')).toBe('08:00 01 Jul 2026');
    expect(formatDateTime('2026-07-01T07:00:00+00:00')).toBe('08:00 01 Jul 2026');
    expect(formatTime(new Date('2026-03-30T15:30:00Z'))).toBe('16:30');
  });

  it('takes the London calendar day near midnight', () => {
    expect(formatApiDate(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(formatApiDate(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
    expect(formatShortDate('2026-06-30T23:30:00Z')).toBe('01/07/2026');
  });

  it('rejects unreadable input', () => {
    expect(() => formatLongDate('2026-02-30')).toThrow(RangeError);
    expect(() => formatLongDate('soon')).toThrow(RangeError);
  });
});

describe('parseApiDate', () => {
  it('reads real dates and refuses others', () => {
    expect(parseApiDate('2026-11-23')?.toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(parseApiDate('2028-02-29')).not.toBeNull();
    expect(parseApiDate('2026-02-29')).toBeNull();
    expect(parseApiDate('2026-1-1')).toBeNull();
    expect(isApiDate('2026-13-01')).toBe(false);
  });

  it('round-trips with formatApiDate (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        (d) => {
          const text = formatApiDate(d);
          const parsed = parseApiDate(text);
          expect(parsed).not.toBeNull();
          if (parsed) expect(formatApiDate(parsed)).toBe(text);
        },
      ),
    );
  });
});
