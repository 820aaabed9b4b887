/**
 * The countdown block: whole seconds down to 0 on the machine's clock (the 60 s SMS resend). Built on the
 * machine's timer slot, so disposing the machine stops it.
 *
 * @module
 */
import type { MachineContext } from './template';

/** How a {@link createCountdown} block counts. */
export interface CountdownBlockOptions {
  /** receives the seconds left on start and after every second, down to 0 */
  onTick: (secondsLeft: number) => void;
  /** called once when it reaches 0 */
  onDone?: () => void;
}

/** A countdown block. */
export interface Countdown {
  /** Starts (or restarts) counting down from `seconds`. */
  start(seconds: number): void;
  /** Stops counting, leaving the seconds left as they are. */
  stop(): void;
  /** The seconds left (0 when stopped at the end or never started). */
  left(): number;
}

/** Builds a countdown block on the machine context `m`. */
export function createCountdown<S extends object, Step extends string>(
  m: MachineContext<S, Step>,
  options: CountdownBlockOptions,
): Countdown {
  const timer = m.timer();
  let left = 0;
  const tick = () => {
    left -= 1;
    options.onTick(left);
    if (left > 0) timer.start(tick, 1000);
    else options.onDone?.();
  };
  return {
    start(seconds) {
      if (m.disposed()) return;
      left = Math.max(0, Math.floor(seconds));
      options.onTick(left);
      if (left > 0) timer.start(tick, 1000);
      else {
        timer.cancel();
        options.onDone?.();
      }
    },
    stop: () => timer.cancel(),
    left: () => left,
  };
}
