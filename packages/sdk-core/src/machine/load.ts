/**
 * The load block: fetches a value into a {@link Remote}, retrying a failure after a delay, and dropping (and
 * aborting) an answer a newer load made stale. Built on the machine's request and timer slots.
 *
 * @module
 */

import { idleRemote, type Remote } from './remote';
import type { MachineContext } from './template';

/** How a {@link createLoad} block fetches and retries. */
export interface LoadBlockOptions<T, E> {
  /** fetches the value; `signal` aborts when a newer load starts or the machine is disposed */
  fetch: (signal: AbortSignal) => Promise<T>;
  /** receives every change of the {@link Remote} (write it into the machine's state) */
  onChange: (remote: Remote<T, E>) => void;
  /** how many times a failure is retried before the load fails (default 0) */
  retries?: number;
  /** the wait before a retry, in milliseconds (default 1000) */
  retryDelayMs?: number;
  /** whether a failure may be retried (default: every failure) */
  retryIf?: (error: unknown) => boolean;
  /** turns a thrown failure into the `error` the machine shows (default: the failure as it is) */
  toError?: (error: unknown) => E;
}

/** A load block: one value, latest-only. */
export interface Load<T, E> {
  /** Starts a load (aborting the one in flight); resolves when it settled, was made stale or disposed. */
  run(): Promise<void>;
  /** Aborts the load in flight and any pending retry, leaving the state as it is. */
  cancel(): void;
  /** Aborts like {@link Load.cancel} and resets the remote to `idle`. */
  reset(): void;
  /** The current {@link Remote}. */
  current(): Remote<T, E>;
}

/** Builds a load block on the machine context `m`. */
export function createLoad<S extends object, Step extends string, T, E = unknown>(
  m: MachineContext<S, Step>,
  options: LoadBlockOptions<T, E>,
): Load<T, E> {
  const slot = m.requests();
  const retry = m.timer();
  const retries = options.retries ?? 0;
  const delay = options.retryDelayMs ?? 1000;
  const retryIf = options.retryIf ?? (() => true);
  const toError = options.toError ?? ((e: unknown) => e as E);
  let remote: Remote<T, E> = idleRemote<T, E>();
  const emit = (next: Remote<T, E>) => {
    remote = next;
    options.onChange(next);
  };

  const attempt = (left: number): Promise<void> => {
    const ticket = slot.start();
    return options.fetch(ticket.signal).then(
      (value) => {
        if (ticket.isCurrent()) emit({ status: 'ready', value, error: null });
      },
      (error: unknown) => {
        if (!ticket.isCurrent()) return;
        if (left > 0 && retryIf(error)) {
          return new Promise<void>((resolve) => {
            retry.start(() => resolve(ticket.isCurrent() ? attempt(left - 1) : undefined), delay);
          });
        }
        emit({ status: 'failed', value: remote.value, error: toError(error) });
      },
    );
  };

  return {
    run() {
      if (m.disposed()) return Promise.resolve();
      retry.cancel();
      emit({ status: 'loading', value: remote.value, error: null });
      return attempt(retries);
    },
    cancel() {
      retry.cancel();
      slot.invalidate();
    },
    reset() {
      retry.cancel();
      slot.invalidate();
      emit(idleRemote<T, E>());
    },
    current: () => remote,
  };
}
