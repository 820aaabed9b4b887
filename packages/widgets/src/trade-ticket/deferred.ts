import { useEffect, useState } from 'react';

/**
 * A part of the ticket loaded on first need (a dynamic `import()`, its own chunk in the element bundles):
 * the later steps, the switch picker. Loaded once; a failed load may be tried again.
 */
export interface Deferred<T> {
  /** starts loading (once) and resolves with the module */
  load: () => Promise<T>;
  /** the module once loaded */
  current: T | null;
}

export function deferred<T>(importer: () => Promise<T>): Deferred<T> {
  let loading: Promise<T> | null = null;
  const part: Deferred<T> = {
    current: null,
    load: () => {
      loading ??= importer().then(
        (module) => {
          part.current = module;
          return module;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
  };
  return part;
}

/** A deferred part's state in a component: its module once loaded, or whether loading it failed. */
export interface DeferredState<T> {
  module: T | null;
  failed: boolean;
  /** loads it again after a failure */
  retry: () => void;
}

/**
 * Loads `part` once `wanted` (e.g. as soon as the step that shows it is near) and re-renders when it arrives.
 * Until then `module` is null: the caller shows what it showed while busy.
 */
export function useDeferred<T>(part: Deferred<T>, wanted: boolean): DeferredState<T> {
  const [, setArrived] = useState(0);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const module = part.current;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` loads again after a failure
  useEffect(() => {
    if (!wanted || module) return;
    let live = true;
    part.load().then(
      () => live && setArrived((n) => n + 1),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [part, wanted, module, attempt]);

  return {
    module,
    failed,
    retry: () => {
      setFailed(false);
      setAttempt((n) => n + 1);
    },
  };
}
