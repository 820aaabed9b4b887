import { describe, expect, it, vi } from 'vitest';
import { createFakeClock, systemClock } from './clock';
import { debounce } from './debounce';

describe('createFakeClock', () => {
  it('starts at the given time and only moves when told', () => {
    const clock = createFakeClock('2026-11-23T10:00:00Z');
    expect(clock.now().toISOString()).toBe('2026-11-23T10:00:00.000Z');
    clock.advance(1500);
    expect(clock.now().toISOString()).toBe('2026-11-23T10:00:01.500Z');
  });

  it('fires timers in due order, with now() at each due time', () => {
    const clock = createFakeClock('2026-11-23T10:00:00Z');
    const log: string[] = [];
    clock.setTimeout(() => log.push(`b@${clock.now().toISOString().slice(17, 23)}`), 200);
    clock.setTimeout(() => log.push(`a@${clock.now().toISOString().slice(17, 23)}`), 100);
    clock.setTimeout(() => log.push('c'), 200);
    clock.advance(99);
    expect(log).toEqual([]);
    clock.advance(101);
    expect(log).toEqual(['a@00.100', 'b@00.200', 'c']);
    expect(clock.pendingTimers()).toBe(0);
  });

  it('fires timers scheduled by timers when they fall inside the window (polling)', () => {
    const clock = createFakeClock(0);
    let polls = 0;
    const poll = () => {
      polls += 1;
      clock.setTimeout(poll, 1000);
    };
    clock.setTimeout(poll, 1000);
    clock.advance(3500);
    expect(polls).toBe(3);
    expect(clock.pendingTimers()).toBe(1);
  });

  it('cancels timers', () => {
    const clock = createFakeClock(0);
    const fn = vi.fn();
    const handle = clock.setTimeout(fn, 10);
    clock.clearTimeout(handle);
    clock.clearTimeout('unknown');
    clock.advance(100);
    expect(fn).not.toHaveBeenCalled();
  });

  it('set() jumps forward firing due timers, or back without firing', () => {
    const clock = createFakeClock('2026-11-23T10:00:00Z');
    const fn = vi.fn();
    clock.setTimeout(fn, 60_000);
    clock.set('2026-11-23T09:00:00Z');
    expect(fn).not.toHaveBeenCalled();
    clock.set('2026-11-23T11:00:00Z');
    expect(fn).toHaveBeenCalledTimes(1);
    expect(clock.now().toISOString()).toBe('2026-11-23T11:00:00.000Z');
  });

  it('advanceAsync lets awaited work schedule the next timer', async () => {
    const clock = createFakeClock(0);
    const seen: number[] = [];
    const poll = async () => {
      await Promise.resolve();
      seen.push(clock.now().getTime());
      clock.setTimeout(() => void poll(), 1000);
    };
    clock.setTimeout(() => void poll(), 1000);
    await clock.advanceAsync(3000);
    expect(seen).toEqual([1000, 2000, 3000]);
  });

  it('rejects an invalid start', () => {
    expect(() => createFakeClock('nope')).toThrow(RangeError);
  });
});

describe('debounce', () => {
  it('runs only the last call, the wait after it', () => {
    const clock = createFakeClock(0);
    const fn = vi.fn();
    const search = debounce(clock, fn, 250);
    search.call('a');
    clock.advance(200);
    search.call('ab');
    clock.advance(249);
    expect(fn).not.toHaveBeenCalled();
    expect(search.pending()).toBe(true);
    clock.advance(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith('ab');
    expect(search.pending()).toBe(false);
  });

  it('can be cancelled or flushed', () => {
    const clock = createFakeClock(0);
    const fn = vi.fn();
    const quote = debounce(clock, fn, 750);
    quote.call(1);
    quote.cancel();
    clock.advance(1000);
    expect(fn).not.toHaveBeenCalled();
    quote.call(2);
    quote.flush();
    expect(fn).toHaveBeenCalledExactlyOnceWith(2);
    clock.advance(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe('systemClock', () => {
  it('reads the real time and runs real timers', async () => {
    const before = Date.now();
    expect(systemClock.now().getTime()).toBeGreaterThanOrEqual(before);
    await new Promise<void>((resolve) => {
      systemClock.setTimeout(resolve, 1);
    });
    const fn = vi.fn();
    systemClock.clearTimeout(systemClock.setTimeout(fn, 1));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(fn).not.toHaveBeenCalled();
  });
});
