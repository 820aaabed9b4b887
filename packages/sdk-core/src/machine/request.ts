/**
 * The request block: a debounced, latest-only request (every quote) into the one {@link Remote} shape
 * `{ status, value, error }`. Built on the machine's debounce and the {@link createLoad} block.
 *
 * @module
 */
import { createLoad, type LoadBlockOptions } from './load';
import { idleRemote, type Remote } from './remote';
import type { MachineContext } from './template';

/** How a {@link createRequest} block asks. */
export interface RequestBlockOptions<I, T, E> extends Omit<LoadBlockOptions<T, E>, 'fetch'> {
  /** the debounce, in milliseconds (FX 750, trade 500) */
  waitMs: number;
  /** asks for the value of `input` */
  fetch: (input: I, signal: AbortSignal) => Promise<T>;
}

/** A debounced request block. */
export interface Request<I, T, E> {
  /** Asks for `input` once the inputs rest for `waitMs` (the remote is `waiting` until then, then `loading`). */
  call(input: I): void;
  /** Runs the pending call now. */
  flush(): void;
  /**
   * Asks for `input` now (a pending call is dropped, one in flight aborted) and resolves with the
   * {@link Remote} it ended in — the refresh buttons, and a firm quote a flow waits for. A call made stale
   * meanwhile resolves with the remote as the newer call left it.
   */
  now(input: I): Promise<Remote<T, E>>;
  /** Drops the pending call and the one in flight, and resets the remote to `idle`. */
  clear(): void;
  /** The current {@link Remote}. */
  current(): Remote<T, E>;
}

/** Builds a debounced request block on the machine context `m`. */
export function createRequest<S extends object, Step extends string, I, T, E = unknown>(
  m: MachineContext<S, Step>,
  options: RequestBlockOptions<I, T, E>,
): Request<I, T, E> {
  let input: I | undefined;
  let remote: Remote<T, E> = idleRemote<T, E>();
  const emit = (next: Remote<T, E>) => {
    remote = next;
    options.onChange(next);
  };
  const load = createLoad<S, Step, T, E>(m, {
    ...options,
    fetch: (signal) => options.fetch(input as I, signal),
    onChange: emit,
  });
  const debounced = m.debounce(() => void load.run(), options.waitMs);
  return {
    call(next) {
      if (m.disposed()) return;
      input = next;
      load.cancel();
      if (remote.status !== 'waiting') emit({ status: 'waiting', value: remote.value, error: null });
      debounced.call();
    },
    flush: () => debounced.flush(),
    async now(next) {
      if (m.disposed()) return remote;
      debounced.cancel();
      input = next;
      await load.run();
      return remote;
    },
    clear() {
      debounced.cancel();
      load.reset();
    },
    current: () => remote,
  };
}
