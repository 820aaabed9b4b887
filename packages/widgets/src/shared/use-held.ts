import { type DependencyList, useEffect, useLayoutEffect, useRef, useState } from 'react';

// layout effects warn during server rendering in React 18; none runs there anyway
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** Whether two dependency lists hold the same values (as React compares them). */
export function sameDeps(a: DependencyList, b: DependencyList): boolean {
  return a.length === b.length && a.every((value, i) => Object.is(value, b[i]));
}

interface Slot<R> {
  resource: R;
  deps: DependencyList;
  /** let go by a cleanup; released for good unless the component mounts again at once */
  letGo: boolean;
}

/**
 * A resource held while the component is mounted with the same `deps`: `create` makes it after the first
 * render and whenever `deps` change, `release` ends the previous one then and on unmount. It survives
 * StrictMode's check (mount, clean up, mount again at once): the release waits a microtask and the
 * remount keeps the resource — so a machine's first request or a load is not started twice, and a
 * failure injected once still reaches the screen. `null` before the first resource exists (created in a
 * layout effect: before the first paint in a browser; a render React throws away creates nothing).
 */
export function useHeld<R>(create: () => R, release: (resource: R) => void, deps: DependencyList): R | null {
  const slot = useRef<Slot<R> | null>(null);
  const [held, setHeld] = useState<R | null>(null);
  useIsomorphicLayoutEffect(() => {
    let mine = slot.current;
    if (mine?.letGo && sameDeps(mine.deps, deps)) {
      mine.letGo = false; // StrictMode's remount: keep it
    } else {
      const resource = create();
      mine = { resource, deps, letGo: false };
      slot.current = mine;
      setHeld(() => resource);
    }
    const own = mine;
    return () => {
      own.letGo = true;
      queueMicrotask(() => {
        if (!own.letGo) return;
        if (slot.current === own) slot.current = null;
        release(own.resource);
      });
    };
  }, deps);
  return held;
}
