import { type RefObject, useRef } from 'react';

/**
 * The latest value of a prop or callback, read from effects and machine callbacks without re-running them:
 * the one place the "latest ref" copy is written (a widget never copies a prop into a ref by hand).
 */
export function useLatest<T>(value: T): Readonly<RefObject<T>> {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}
