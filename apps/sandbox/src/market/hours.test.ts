import { describe, expect, it } from 'vitest';
import {
  isWithinMarketHours,
  londonCompactDate,
  londonOffsetMinutes,
  marketStatusAt,
  toLondonIso,
} from './hours';

const at = (iso: string) => new Date(iso);

describe('market hours (Mon–Fri 08:00–16:30 Europe/London)', () => {
  it('knows London’s offset in winter and summer', () => {
    expect(londonOffsetMinutes(at('2026-01-15T12:00:00Z'))).toBe(0);
    expect(londonOffsetMinutes(at('2026-07-15T12:00:00Z'))).toBe(60);
    expect(toLondonIso(at('2026-07-15T07:00:00Z'))).toBe('2026-07-15T08:00:00+01:00');
  });

  it('opens at 08:00 and closes at 16:30 local time on weekdays only', () => {
    expect(isWithinMarketHours(at('2026-11-23T07:59:59Z'))).toBe(false);
    expect(isWithinMarketHours(at('2026-11-23T08:00:00Z'))).toBe(true);
    expect(isWithinMarketHours(at('2026-11-23T16:29:59Z'))).toBe(true);
    expect(isWithinMarketHours(at('2026-11-23T16:30:00Z'))).toBe(false);
    expect(isWithinMarketHours(at('2026-07-15T15:29:00Z'))).toBe(true); // 16:29 BST
    expect(isWithinMarketHours(at('2026-07-15T15:30:00Z'))).toBe(false);
    expect(isWithinMarketHours(at('2026-11-28T12:00:00Z'))).toBe(false); // Saturday
    expect(isWithinMarketHours(at('2026-11-29T12:00:00Z'))).toBe(false); // Sunday
  });

  it('writes the next opening (sdk-core’s nextMarketOpen) with London’s offset across the clock change', () => {
    // clocks go forward on Sunday 29 March 2026: Monday opens at 08:00 BST = 07:00Z
    expect(marketStatusAt(at('2026-03-27T17:00:00Z')).opens_at).toBe('2026-03-30T08:00:00+01:00');
    // and back on Sunday 25 October 2026
    expect(marketStatusAt(at('2026-10-23T16:00:00Z')).opens_at).toBe('2026-10-26T08:00:00+00:00');
  });

  it('builds the market object, forced states included', () => {
    expect(marketStatusAt(at('2026-11-23T10:00:00Z'))).toEqual({
      state: 'open',
      state_now: 'open',
      opens_at: null,
      are_limit_orders_allowed: true,
    });
    expect(marketStatusAt(at('2026-11-28T10:00:00Z')).opens_at).toBe('2026-11-30T08:00:00+00:00');
    expect(marketStatusAt(at('2026-11-28T10:00:00Z'), 'open').state).toBe('open');
    expect(marketStatusAt(at('2026-11-23T10:00:00Z'), 'closed').opens_at).toBe('2026-11-24T08:00:00+00:00');
    expect(marketStatusAt(at('2026-11-23T10:00:00Z'), 'suspended')).toEqual({
      state: 'suspended',
      state_now: 'closed',
      opens_at: null,
      are_limit_orders_allowed: false,
    });
  });

  it('dates the CSV by the London calendar', () => {
    expect(londonCompactDate(at('2026-06-30T23:30:00Z'))).toBe('20260701');
    expect(londonCompactDate(at('2026-12-31T23:30:00Z'))).toBe('20261231');
  });
});
