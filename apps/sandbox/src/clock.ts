/**
 * The sandbox clock: starts at a given instant (or the real time) and runs on in real time from there.
 * Market hours, "new" and "more added", session expiry and the CSV file name all read it.
 */
export interface SandboxClock {
  now(): Date;
  /** jump to an instant; the clock keeps running from it */
  set(at: Date | string): Date;
  advance(seconds: number): Date;
  /** counts the moves (`set`, `advance`): what falls due on the clock is looked at again after one */
  version(): number;
}

export function parseInstant(value: Date | string): Date {
  const at = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  if (Number.isNaN(at.getTime())) throw new RangeError(`not a date-time: ${String(value)}`);
  return at;
}

export function createClock(start?: Date | string, realNow: () => number = Date.now): SandboxClock {
  let offsetMs = start === undefined ? 0 : parseInstant(start).getTime() - realNow();
  let moves = 0;
  const now = () => new Date(realNow() + offsetMs);
  return {
    now,
    set(at) {
      offsetMs = parseInstant(at).getTime() - realNow();
      moves++;
      return now();
    },
    advance(seconds) {
      if (!Number.isFinite(seconds)) throw new RangeError('advance_seconds must be a number');
      offsetMs += seconds * 1000;
      moves++;
      return now();
    },
    version: () => moves,
  };
}
