import type { Clock } from './clock';

/** A debounced function built on a {@link Clock}. */
export interface Debounced<A extends unknown[]> {
  /** Schedules `fn(...args)` after the wait, replacing any pending call. */
  call(...args: A): void;
  /** Drops the pending call. */
  cancel(): void;
  /** Runs the pending call now, if any. */
  flush(): void;
  /** True while a call is waiting. */
  pending(): boolean;
}

/**
 * Debounces `fn` on `clock` (FX 750 ms, trade quote 500 ms, search 250 ms …): only the last call within
 * `ms` runs, `ms` after it was made.
 */
export function debounce<A extends unknown[]>(
  clock: Clock,
  fn: (...args: A) => void,
  ms: number,
): Debounced<A> {
  let handle: unknown;
  let waiting: A | undefined;
  const run = () => {
    const args = waiting;
    waiting = undefined;
    handle = undefined;
    if (args) fn(...args);
  };
  return {
    call(...args) {
      if (waiting) clock.clearTimeout(handle);
      waiting = args;
      handle = clock.setTimeout(run, ms);
    },
    cancel() {
      if (waiting) clock.clearTimeout(handle);
      waiting = undefined;
      handle = undefined;
    },
    flush() {
      if (!waiting) return;
      clock.clearTimeout(handle);
      run();
    },
    pending: () => waiting !== undefined,
  };
}
