/**
 * The poll block: asks every `everyMs` until a condition holds or a maximum of polls ran (reports 1 s, app
 * approval 1 s, agreements 3 s). A failed poll counts as a poll and the next one tries again. Built on the
 * machine's timer and request slots, so disposing the machine stops it and drops a late answer.
 *
 * @module
 */
import type { MachineContext } from './template';

/** Why a poll stopped: its condition held, it reached its maximum, or it was stopped. */
export type PollEnd = 'until' | 'max' | 'stopped';

/** How a {@link createPoll} block polls. */
export interface PollBlockOptions<T> {
  /** the interval, in milliseconds */
  everyMs: number;
  /** asks once; `signal` aborts on stop or dispose */
  fetch: (signal: AbortSignal) => Promise<T>;
  /** receives each answer */
  onValue?: (value: T) => void;
  /** receives each failed poll (the next one still runs) */
  onError?: (error: unknown) => void;
  /** polling stops after the answer for which this holds */
  until?: (value: T) => boolean;
  /** polling stops after this many polls (default: no maximum) */
  max?: number;
  /** called once when polling stops */
  onEnd?: (why: PollEnd) => void;
  /** the first poll runs at once rather than after `everyMs` (default false) */
  immediate?: boolean;
}

/** A poll block. */
export interface Poll {
  /** Starts polling (restarting the count); does nothing while it polls. */
  start(): void;
  /** Stops polling and drops the answer in flight. */
  stop(): void;
  /** True while polling. */
  running(): boolean;
  /** How many polls ran since the last start. */
  count(): number;
}

/** Builds a poll block on the machine context `m`. */
export function createPoll<S extends object, Step extends string, T>(
  m: MachineContext<S, Step>,
  options: PollBlockOptions<T>,
): Poll {
  const timer = m.timer();
  const slot = m.requests();
  let active = false;
  let polls = 0;

  const end = (why: PollEnd) => {
    active = false;
    timer.cancel();
    slot.invalidate();
    options.onEnd?.(why);
  };

  const once = async () => {
    const ticket = slot.start();
    polls += 1;
    let done = false;
    try {
      const value = await options.fetch(ticket.signal);
      if (!ticket.isCurrent()) return;
      options.onValue?.(value);
      done = options.until?.(value) ?? false;
    } catch (error) {
      if (!ticket.isCurrent()) return;
      options.onError?.(error);
    }
    if (!active) return;
    if (done) end('until');
    else if (options.max !== undefined && polls >= options.max) end('max');
    else timer.start(() => void once(), options.everyMs);
  };

  return {
    start() {
      if (active || m.disposed()) return;
      active = true;
      polls = 0;
      if (options.immediate) void once();
      else timer.start(() => void once(), options.everyMs);
    },
    stop() {
      if (active) end('stopped');
    },
    running: () => active,
    count: () => polls,
  };
}
