import { type DependencyList, useCallback, useEffect, useState } from 'react';
import { sameDeps, useHeld } from './use-held';

/** Where a load stands; `value` stays the last loaded one while a reload runs or after it failed. */
export type LoadState<T> =
  | { status: 'loading'; value: T | undefined; error: undefined }
  | { status: 'failed'; value: T | undefined; error: unknown }
  | { status: 'loaded'; value: T; error: undefined };

export type UseLoad<T> = LoadState<T> & {
  /** loads again (the widgets' 'Reload' / 'Try again') */
  retry: () => void;
  /** how many times `retry` was called: a key for what should start over with the reload */
  attempt: number;
  /** changes the loaded value in place (an order cancelled, a price confirmed) */
  update: (change: (value: T) => T) => void;
};

interface Run<T> {
  /** the deps (and attempt) it loads for */
  deps: DependencyList;
  controller: AbortController;
  promise: Promise<T>;
}

interface Settled<T> {
  run: Run<T>;
  status: 'loaded' | 'failed';
  value: T | undefined;
  error: unknown;
}

function start<T>(loader: (signal: AbortSignal) => Promise<T>, deps: DependencyList): Run<T> {
  const controller = new AbortController();
  let promise: Promise<T>;
  try {
    promise = loader(controller.signal);
  } catch (error) {
    promise = Promise.reject(error);
  }
  promise.catch(() => {}); // settled below, or dropped when stale
  return { deps, controller, promise };
}

const abort = (run: Run<unknown>) => run.controller.abort();

/**
 * Loads with `loader` after the first render, again when `deps` change or on `retry()`; a stale load is
 * aborted (its `signal`) and its answer ignored. StrictMode-safe: its remount keeps the load in flight
 * (see {@link useHeld}), so a page loads once.
 */
export function useLoad<T>(loader: (signal: AbortSignal) => Promise<T>, deps: DependencyList): UseLoad<T> {
  const [attempt, setAttempt] = useState(0);
  const key = [...deps, attempt];
  const run = useHeld(() => start(loader, key), abort, key);
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  useEffect(() => {
    if (!run) return;
    let active = true;
    run.promise.then(
      (value) => {
        if (active) setSettled({ run, status: 'loaded', value, error: undefined });
      },
      (error: unknown) => {
        if (active && !run.controller.signal.aborted)
          setSettled((last) => ({ run, status: 'failed', value: last?.value, error }));
      },
    );
    return () => {
      active = false;
    };
  }, [run]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback(
    (change: (value: T) => T) =>
      setSettled((last) => (last?.status === 'loaded' ? { ...last, value: change(last.value as T) } : last)),
    [],
  );
  const common = { retry, attempt, update };
  // a render with new deps reports 'loading' at once, before the new load starts
  if (settled && run && settled.run === run && sameDeps(run.deps, key)) {
    return settled.status === 'loaded'
      ? { status: 'loaded', value: settled.value as T, error: undefined, ...common }
      : { status: 'failed', value: settled.value, error: settled.error, ...common };
  }
  return { status: 'loading', value: settled?.value, error: undefined, ...common };
}
