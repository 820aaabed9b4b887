import { type RefObject, useEffect } from 'react';

/**
 * Moves the focus to `target` each time a flow reaches a step worth announcing: whenever `step` changes to a
 * value other than `null`, `undefined` or `false` (an outcome, a saved state, the next step's heading). The one
 * place the "focus what just happened" effect is written, so focus never drops to the page's body when the
 * control that was pressed goes away.
 */
export function useFocusOn(target: RefObject<HTMLElement | null>, step: unknown): void {
  useEffect(() => {
    if (step !== null && step !== undefined && step !== false) target.current?.focus();
  }, [target, step]);
}
