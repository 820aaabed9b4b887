/**
 * The clock every machine and rule takes instead of reading `Date.now()` or calling `setTimeout` directly,
 * so debounces, polls and expiries can be tested with fake time.
 */
export interface Clock {
  /** The current time. */
  now(): Date;
  /** Runs `fn` once after `ms` milliseconds; returns a handle for {@link Clock.clearTimeout}. */
  setTimeout(fn: () => void, ms: number): unknown;
  /** Cancels a timer; unknown or fired handles are ignored. */
  clearTimeout(handle: unknown): void;
}

/** The real clock: `new Date()` and the global timers. */
export const systemClock: Clock = {
  now: () => new Date(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => {
    globalThis.clearTimeout(handle as Parameters<typeof globalThis.clearTimeout>[0]);
  },
};

/** A {@link Clock} whose time only moves when a test moves it. */
export interface FakeClock extends Clock {
  /**
   * Moves time forward by `ms`, firing every timer that falls due, in order of due time (then of
   * scheduling). Timers scheduled by those timers fire too when they fall within the window. During each
   * callback `now()` is the timer's due time.
   */
  advance(ms: number): void;
  /**
   * Like {@link FakeClock.advance}, but lets pending promises settle (one real macrotask) before each timer and
   * at the end — for machines that await a call and then schedule the next poll.
   */
  advanceAsync(ms: number): Promise<void>;
  /** Moves time to `date`: forward fires due timers like `advance`; backwards just sets the time. */
  set(date: Date | string | number): void;
  /** How many timers are waiting. */
  pendingTimers(): number;
}

interface FakeTimer {
  id: number;
  due: number;
  fn: () => void;
}

/** Lets promise callbacks (and in-process fetches) run: resolves on the next real macrotask. */
function flushPromises(): Promise<void> {
  return new Promise((resolve) => {
    globalThis.setTimeout(resolve, 0);
  });
}

/**
 * A fake clock for tests of machines and rules, starting at `start`.
 *
 * @example
 * const clock = createFakeClock('2026-11-23T10:00:00Z');
 * const machine = createSearchMachine({ clock });
 * machine.type('ab');
 * clock.advance(249); // nothing yet
 * clock.advance(1);   // the 250 ms debounce fires
 */
export function createFakeClock(start: Date | string | number = '2026-11-23T10:00:00Z'): FakeClock {
  let now = new Date(start).getTime();
  if (Number.isNaN(now)) throw new RangeError(`Invalid start time: ${String(start)}`);
  let nextId = 1;
  let timers: FakeTimer[] = [];

  function nextDue(limit: number): FakeTimer | undefined {
    let next: FakeTimer | undefined;
    for (const timer of timers) {
      if (timer.due > limit) continue;
      if (!next || timer.due < next.due || (timer.due === next.due && timer.id < next.id)) next = timer;
    }
    return next;
  }

  function fire(timer: FakeTimer): void {
    timers = timers.filter((t) => t !== timer);
    now = Math.max(now, timer.due);
    timer.fn();
  }

  const clock: FakeClock = {
    now: () => new Date(now),
    setTimeout(fn, ms) {
      const id = nextId++;
      timers.push({ id, due: now + Math.max(0, Number.isFinite(ms) ? ms : 0), fn });
      return id;
    },
    clearTimeout(handle) {
      timers = timers.filter((t) => t.id !== handle);
    },
    advance(ms) {
      const target = now + Math.max(0, ms);
      for (let timer = nextDue(target); timer; timer = nextDue(target)) fire(timer);
      now = target;
    },
    async advanceAsync(ms) {
      const target = now + Math.max(0, ms);
      await flushPromises();
      for (let timer = nextDue(target); timer; timer = nextDue(target)) {
        fire(timer);
        await flushPromises();
      }
      now = target;
    },
    set(date) {
      const target = new Date(date).getTime();
      if (Number.isNaN(target)) throw new RangeError(`Invalid time: ${String(date)}`);
      if (target > now) clock.advance(target - now);
      else now = target;
    },
    pendingTimers: () => timers.length,
  };
  return clock;
}
