import { useEffect, useRef, useState } from 'react';

/**
 * A part of the market loaded on first need (a dynamic `import()`: its own chunk in the element bundles): the
 * Filters drawer, the card view, the CSV download. Loaded once; after a failed load the next `load` tries again.
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
    prefetch: () => {
      part.load().catch(() => undefined);
    },
  };
  return part;
}

/**
 * `part`'s module, loaded once `wanted` (re-rendering when it arrives); null until then, and after a failed
 * load (`onFailure` is called; wanting it again tries again).
 */
export function useOnDemand<T>(part: OnDemand<T>, wanted: boolean, onFailure?: () => void): T | null {
  const [, setArrived] = useState(0);
  const onFailureRef = useRef(onFailure);
  onFailureRef.current = onFailure;
  const module = part.current;
  useEffect(() => {
    if (!wanted || module) return;
    let live = true;
    part.load().then(
      () => live && setArrived((n) => n + 1),
      () => live && onFailureRef.current?.(),
    );
    return () => {
      live = false;
    };
  }, [part, wanted, module]);
  return module;
}
