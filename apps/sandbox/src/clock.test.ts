import { describe, expect, it } from 'vitest';
import { createClock } from './clock';

describe('sandbox clock', () => {
  it('starts at the given time and runs on in real time', () => {
    let real = 1_000_000;
    const clock = createClock('2026-11-23T10:00:00Z', () => real);
    expect(clock.now().toISOString()).toBe('2026-11-23T10:00:00.000Z');
    real += 1500;
    expect(clock.now().toISOString()).toBe('2026-11-23T10:00:01.500Z');
  });

  it('can be set and advanced', () => {
    let real = 0;
    const clock = createClock(undefined, () => real);
    expect(clock.now().getTime()).toBe(0);
    clock.set('2027-01-01T00:00:00+01:00');
    expect(clock.now().toISOString()).toBe('2026-12-31T23:00:00.000Z');
    clock.advance(3600);
    real += 1000;
    expect(clock.now().toISOString()).toBe('2027-01-01T00:00:01.000Z');
    expect(() => clock.set('not a date')).toThrow(RangeError);
  });
});
