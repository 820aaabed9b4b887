import { type DependencyList, useRef, useSyncExternalStore } from 'react';
import { useHeld } from './use-held';

/** What a widget follows: a zustand/vanilla store (sdk-core's machines are ones). */
export interface MachineStore<S> {
  getState(): S;
  subscribe(listener: () => void): () => void;
}

/** Stops a store's timers and calls: `dispose()` on the store, or on its state (sdk-core's machines). */
function disposeStore(store: MachineStore<unknown>): void {
  const own = (store as { dispose?: unknown }).dispose;
  if (typeof own === 'function') {
    own.call(store);
    return;
  }
  const state = store.getState() as { dispose?: unknown } | null;
  if (state && typeof state.dispose === 'function') state.dispose.call(state);
}

const noSubscribe = () => () => {};

function shallowEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every(
    (key) =>
      Object.hasOwn(b, key) &&
      Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

const whole = <S>(state: S) => state as unknown;

/**
 * Follows `store` through `selector` (default: the whole state): re-renders only when the selected value
 * changes (compared shallowly, so a selector may return a fresh object of the same fields).
 */
export function useStoreState<S, T = S>(store: MachineStore<S>, selector?: (state: S) => T): T;
export function useStoreState<S, T = S>(store: MachineStore<S> | null, selector?: (state: S) => T): T | null;
export function useStoreState<S, T = S>(
  store: MachineStore<S> | null,
  selector: (state: S) => T = whole as (state: S) => T,
): T | null {
  const cache = useRef<{ store: MachineStore<S>; state: S; selector: (state: S) => T; selected: T } | null>(
    null,
  );
  const snapshot = (): T | null => {
    if (!store) return null;
    const state = store.getState();
    const last = cache.current;
    if (last && last.store === store && last.state === state && last.selector === selector)
      return last.selected;
    const next = selector(state);
    const selected = last && last.store === store && shallowEqual(last.selected, next) ? last.selected : next;
    cache.current = { store, state, selector, selected };
    return selected;
  };
  return useSyncExternalStore(store ? store.subscribe : noSubscribe, snapshot, snapshot);
}

/** The state a store holds. */
export type StateOf<M> = M extends MachineStore<infer S> ? S : never;

/**
 * One machine for the life of the component: `factory` creates it (sdk-core's machines start their first
 * request there) after the first render and again whenever `deps` change; the previous one is disposed then
 * and on unmount. It survives StrictMode's remount (see {@link useHeld}). `null` until the first machine
 * exists (before the first paint in a browser). `selector` (default: the whole state) keeps re-renders to
 * what it selects.
 */
export function useMachine<M extends MachineStore<unknown>, T = StateOf<M>>(
  factory: () => M,
  deps: DependencyList,
  selector?: (state: StateOf<M>) => T,
): { store: M; state: T } | null {
  const store = useHeld(factory, disposeStore, deps);
  const state = useStoreState(store as MachineStore<StateOf<M>> | null, selector);
  return store ? { store, state: state as T } : null;
}
