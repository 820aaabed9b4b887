import { describe, expect, it } from 'vitest';
import { createFakeClock } from './clock';
import { createServerClock } from './server-clock';

describe('createServerClock', () => {
  it('tells the local time until an answer has been seen', () => {
    const local = createFakeClock('2026-11-25T19:00:00Z');
    const clock = createServerClock(local);
    expect(clock.now().toISOString()).toBe('2026-11-25T19:00:00.000Z');
    clock.observe(null);
    clock.observe('not a date');
    expect(clock.offsetMs()).toBe(0);
  });

  it("follows the server's Date header and runs on with the local clock", () => {
    const local = createFakeClock('2026-11-25T19:00:00Z');
    const clock = createServerClock(local);
    clock.observe('Mon, 23 Nov 2026 10:00:00 GMT');
    expect(clock.now().toISOString()).toBe('2026-11-23T10:00:00.000Z');
    local.advance(90_000);
    expect(clock.now().toISOString()).toBe('2026-11-23T10:01:30.000Z');
  });

  it('ignores the second-granularity noise of HTTP dates, and follows a real jump', () => {
    const local = createFakeClock('2026-11-25T19:00:00.900Z');
    const clock = createServerClock(local);
    clock.observe('Mon, 23 Nov 2026 10:00:00 GMT');
    const first = clock.offsetMs();
    local.advance(1_000);
    clock.observe('Mon, 23 Nov 2026 10:00:00 GMT'); // a late answer, same second
    expect(clock.offsetMs()).toBe(first);
    clock.observe('Mon, 23 Nov 2026 11:00:01 GMT'); // the sandbox's test clock moved on an hour
    expect(clock.now().toISOString()).toBe('2026-11-23T11:00:01.000Z');
  });

  it("keeps the local clock's timers", () => {
    const local = createFakeClock();
    const clock = createServerClock(local);
    let fired = false;
    clock.setTimeout(() => {
      fired = true;
    }, 500);
    local.advance(500);
    expect(fired).toBe(true);
  });
});
