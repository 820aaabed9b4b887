import type { Remote } from '@bondkit/sdk-core';
import { type DependencyList, useCallback, useEffect, useState } from 'react';
import { type RefreshTopic, useRefreshChannel } from './refresh';
import { sameDeps, useHeld } from './use-held';
import { useLatest } from './use-latest';

/**
 * Calls `onRefresh` whenever the provider's refresh channel announces one of `topics` (another widget placed a
 * trade, an element's `reload()`); nothing without topics.
 */
export function useRefresh(topics: readonly RefreshTopic[] | undefined, onRefresh: () => void): void {
  const refresh = useRefreshChannel();
  const callback = useLatest(onRefresh);
  const followed = topics?.join() ?? '';
  useEffect(() => {
    if (!followed) return;
    const list = followed.split(',') as RefreshTopic[];
    return refresh.subscribe((changed) => {
      if (changed === '*' || changed.some((topic) => list.includes(topic))) callback.current();
    });
  }, [refresh, followed]);
}

/** Where a load stands; `value` stays the last loaded one while a reload runs or after it failed. */
export type LoadState<T> =
  | { status: 'loading'; value: T | undefined; error: undefined }
  | { status: 'failed'; value: T | undefined; error: unknown }
  | { status: 'loaded'; value: T; error: undefined };

/**
 * A machine's {@link Remote} as a {@link LoadState} (what LoadPanel-based views take): a value once loaded stays
 * 'loaded' while it is loaded again and when that reload fails, as {@link useLoad}'s refreshes do.
 */
export function remoteLoad<T>(remote: Remote<T, unknown>): LoadState<T> {
  if (remote.value !== null) return { status: 'loaded', value: remote.value, error: undefined };
  if (remote.status === 'failed') return { status: 'failed', value: undefined, error: remote.error };
  return { status: 'loading', value: undefined, error: undefined };
}

export type UseLoad<T> = LoadState<T> & {
  /** loads again (the widgets' 'Reload' / 'Try again') */
  retry: () => void;
  /** how many times `retry` was called: a key for what should start over with the reload */
  attempt: number;
  /** changes the loaded value in place (an order cancelled, a price confirmed) */
  update: (change: (value: T) => T) => void;
};

interface Run<T> {
  /** the deps, attempt and refresh it loads for */
  deps: DependencyList;
  /** the deps and attempt: a refresh of the same base keeps the loaded value on screen */
  base: DependencyList;
  controller: AbortController;
  promise: Promise<T>;
}

interface Settled<T> {
  run: Run<T>;
  status: 'loaded' | 'failed';
  value: T | undefined;
  error: unknown;
}

function start<T>(
  loader: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
  base: DependencyList,
): Run<T> {
  const controller = new AbortController();
  let promise: Promise<T>;
  try {
    promise = loader(controller.signal);
  } catch (error) {
    promise = Promise.reject(error);
  }
  promise.catch(() => {}); // settled below, or dropped when stale
  return { deps, base, controller, promise };
}

const abort = (run: Run<unknown>) => run.controller.abort();

/**
 * Loads with `loader` after the first render, again when `deps` change or on `retry()`; a stale load is
 * aborted (its `signal`) and its answer ignored. StrictMode-safe: its remount keeps the load in flight
 * (see {@link useHeld}), so a page loads once.
 *
 * With `topics`, it also loads again — quietly — when the provider's refresh channel announces one of them:
 * the loaded value stays on screen (status 'loaded') until the new one replaces it, and stays if that load
 * fails.
 */
export function useLoad<T>(
  loader: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
  topics?: readonly RefreshTopic[],
): UseLoad<T> {
  const [attempt, setAttempt] = useState(0);
  const [refreshes, setRefreshes] = useState(0);
  useRefresh(topics, () => setRefreshes((n) => n + 1));
  const base = [...deps, attempt];
  const key = [...base, refreshes];
  const run = useHeld(() => start(loader, key, base), abort, key);
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  useEffect(() => {
    if (!run) return;
    let active = true;
    const settle = async () => {
      try {
        const value = await run.promise;
        if (active) setSettled({ run, status: 'loaded', value, error: undefined });
      } catch (error: unknown) {
        if (active && !run.controller.signal.aborted)
          // a refresh that failed leaves the loaded value
          setSettled((last) =>
            last?.status === 'loaded' && sameDeps(last.run.base, run.base)
              ? last
              : { run, status: 'failed', value: last?.value, error },
          );
      }
    };
    void settle();
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
  // a render with new deps reports 'loading' at once, before the new load starts; a refresh keeps 'loaded'
  if (settled && run && sameDeps(settled.run.base, base)) {
    if (settled.status === 'loaded')
      return { status: 'loaded', value: settled.value as T, error: undefined, ...common };
    if (settled.run === run && sameDeps(run.deps, key))
      return { status: 'failed', value: settled.value, error: settled.error, ...common };
  }
  return { status: 'loading', value: settled?.value, error: undefined, ...common };
}
