import { useEffect, useState } from 'react';
import { useLatest } from '../shared/use-latest';

/**
 * A part of a widget loaded on first need (a dynamic `import()`: its own chunk in the element bundles) — the
 * bond detail's sanitiser; the market's Filters drawer, card view and CSV saving; the ticket's later steps,
 * its limit and switch fields, switch picker and quote figures; a menu's open list; the portfolio's Open
 * orders and Activity tabs (`OnDemandPanel`).
 * Loaded once; after a failed load the next `load` tries again.
 */
export interface OnDemand<T> {
  /** starts loading (once) and resolves with the module */
  load: () => Promise<T>;
  /** starts loading without waiting for it (e.g. when the pointer nears the control that shows the part) */
  prefetch: () => void;
  /** the module once loaded */
  current: T | null;
}

export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let loading: Promise<T> | null = null;
  const part: OnDemand<T> = {
    current: null,
    load: () => {
      const importing = async () => {
        try {
          const module = await importer();
          part.current = module;
          return module;
        } catch (error: unknown) {
          // the next load tries again
          loading = null;
          throw error;
        }
      };
      loading ??= importing();
      return loading;
    },
    prefetch: () => {
      part.load().catch(() => undefined);
    },
  };
  return part;
}

/** An on-demand part's state in a component: its module once loaded, or whether loading it failed. */
export interface OnDemandState<T> {
  module: T | null;
  failed: boolean;
  /** loads it again after a failure */
  retry: () => void;
}

/**
 * Loads `part` once `wanted` and re-renders when it arrives. Until then `module` is null: the caller shows what
 * it showed while busy. A failed load sets `failed` and calls `onFailure`; `retry` (or wanting it again after
 * it was not wanted) tries again.
 */
export function useOnDemand<T>(part: OnDemand<T>, wanted: boolean, onFailure?: () => void): OnDemandState<T> {
  const [, setArrived] = useState(0);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const onFailureRef = useLatest(onFailure);
  const module = part.current;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` loads again after a failure
  useEffect(() => {
    if (!wanted || module) return;
    let live = true;
    const arrive = async () => {
      try {
        await part.load();
        if (live) setArrived((n) => n + 1);
      } catch {
        if (!live) return;
        setFailed(true);
        onFailureRef.current?.();
      }
    };
    void arrive();
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
