import { type Clock, systemClock } from './clock';

/**
 * A {@link Clock} that tells the server's time: the platform defines the windows the client judges (a
 * cooling-off hold ending, a Smart Interest series opening, an order expiring), so the client must not
 * judge them by the device's own date, which may be wrong or, against the sandbox's test clock, far away.
 *
 * The client feeds it every answer's `Date` header ({@link ServerClock.observe}); it keeps the difference to
 * the local clock as an offset, and its `now()` is the local time plus that offset. Timers are the local
 * clock's: a delay is a delay on either side.
 */
export interface ServerClock extends Clock {
  /** Takes an HTTP `Date` header (or `null` when an answer has none; then nothing changes). */
  observe(httpDate: string | null | undefined): void;
  /** The server's time minus the local time, in milliseconds (0 until an answer has been seen). */
  offsetMs(): number;
}

/**
 * How far the server's time may seem to move between answers before the offset follows: an HTTP date has
 * whole seconds and every answer arrives a little late, so smaller differences are noise, and following them
 * would make `now()` step back and forth.
 */
const NOISE_MS = 2_000;

/**
 * Creates a {@link ServerClock} over `local` (the real clock by default).
 *
 * @example
 * const clock = createServerClock();
 * clock.observe(response.headers.get('date')); // 'Mon, 23 Nov 2026 10:00:00 GMT'
 * clock.now(); // the server's time, moving on with the local clock
 */
export function createServerClock(local: Clock = systemClock): ServerClock {
  let offset = 0;
  return {
    now: () => new Date(local.now().getTime() + offset),
    setTimeout: (fn, ms) => local.setTimeout(fn, ms),
    clearTimeout: (handle) => local.clearTimeout(handle),
    observe(httpDate) {
      if (!httpDate) return;
      const server = Date.parse(httpDate);
      if (Number.isNaN(server)) return;
      const seen = server - local.now().getTime();
      if (Math.abs(seen - offset) > NOISE_MS) offset = seen;
    },
    offsetMs: () => offset,
  };
}
