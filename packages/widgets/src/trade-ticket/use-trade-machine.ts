import {
  createTradeMachine,
  type TradeMachine,
  type TradeMachineDeps,
  type TradeMachineState,
} from '@bondkit/sdk-core';
import { useEffect, useState, useSyncExternalStore } from 'react';

const noop = () => () => {};

/**
 * Creates the trade machine for the life of the component (disposed on unmount: timers and calls stop) and
 * follows its state. Created in an effect so React's strict double-mount gets a live machine.
 */
export function useTradeMachine(
  deps: TradeMachineDeps,
): { machine: TradeMachine; state: TradeMachineState } | null {
  const [machine, setMachine] = useState<TradeMachine | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one machine per mount; the caller keys the component
  useEffect(() => {
    const created = createTradeMachine(deps);
    setMachine(created);
    return () => {
      created.getState().dispose();
    };
  }, []);
  const state = useSyncExternalStore(
    machine ? machine.subscribe : noop,
    () => machine?.getState() ?? null,
    () => machine?.getState() ?? null,
  );
  return machine && state ? { machine, state } : null;
}
