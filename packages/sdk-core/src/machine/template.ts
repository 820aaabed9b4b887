/**
 * The machine template every sdk-core flow is built on: a zustand/vanilla store with an injected clock, a step
 * graph, one guarded `transition(to)`, derived values recomputed on every commit, timers and debounces that die
 * with the machine, latest-only requests (a newer one aborts the older), and `dispose()`.
 *
 * @module
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { type Clock, type Debounced, debounce } from '../time/index';
import {
  canMove,
  isMachineGraph,
  type MachineGraph,
  refusedMovesThrow,
  type StepGraph,
  stepsOf,
  TransitionError,
} from './graph';

/** The data fields of a machine's state: everything but its actions (functions). */
export type MachineData<S> = {
  [K in keyof S as S[K] extends (...args: never[]) => unknown ? never : K]: S[K];
};

/** What every machine depends on: at least the clock its timers run on (`createFakeClock` in tests). */
export interface MachineDeps {
  /** timers and `now` */
  clock: Clock;
}

/** How a machine is built: its name, clock, step graph, where its step lives, and what it derives. */
export interface MachineConfig<S extends object, Step extends string> {
  /** named in refused-move errors */
  name: string;
  clock: Clock;
  /** every step and where it may go: a bare step graph, or a {@link MachineGraph} with events, guards and delays */
  graph: StepGraph<Step> | MachineGraph<Step>;
  /** reads the current step from the state */
  stepOf: (state: S) => Step;
  /** writes a step into a state patch */
  stepPatch: (to: Step, state: S) => Partial<S>;
  /** the values computed from the state on every {@link MachineContext.commit} (merged into the patch) */
  derive?: (next: S) => Partial<S>;
  /** refused moves throw (default: {@link refusedMovesThrow}) */
  strict?: boolean;
}

/** A request that only counts while it is the latest of its {@link RequestSlot}. */
export interface RequestTicket {
  /** aborted when a newer request starts, the slot is invalidated or the machine is disposed */
  readonly signal: AbortSignal;
  /** true while no newer request started, the slot was not invalidated and the machine is not disposed */
  isCurrent(): boolean;
}

/** Latest-only requests: starting one aborts (and makes stale) the one before. */
export interface RequestSlot {
  /** Starts a request, aborting the previous one. */
  start(): RequestTicket;
  /** Makes the current request stale and aborts it, starting nothing. */
  invalidate(): void;
}

/** One timer at a time: starting it again replaces the pending one. */
export interface TimerSlot {
  /** Runs `fn` after `ms`, replacing a pending run. Does nothing once the machine is disposed. */
  start(fn: () => void, ms: number): void;
  /** Drops the pending run. */
  cancel(): void;
  /** True while a run is waiting. */
  pending(): boolean;
}

/** What a machine's actions work with. */
export interface MachineContext<S extends object, Step extends string> {
  readonly clock: Clock;
  /** The current state. */
  get(): S;
  /** Sets fields as they are (nothing derived). */
  set(patch: Partial<S>): void;
  /** Sets fields and recomputes the derived values. */
  commit(patch: Partial<S>): void;
  /** The derived values merged into `state` (for the initial state). */
  withDerived(state: S): S;
  /**
   * Moves to `to` with `patch`, committed together, when the step graph allows it from the current step.
   * A refused move throws a {@link TransitionError} in development and tests and is ignored in production
   * (returns false, nothing changes).
   */
  transition(to: Step, patch?: Partial<S>): boolean;
  /** True when the graph allows moving from the current step to `to`. */
  can(to: Step): boolean;
  /** A debounced call on the machine's clock, cancelled by dispose. */
  debounce(fn: () => void, ms: number): Debounced<[]>;
  /** A timer on the machine's clock, cancelled by dispose. */
  timer(): TimerSlot;
  /** A latest-only request slot, aborted by dispose. */
  requests(): RequestSlot;
  /** True once {@link MachineContext.dispose} ran. */
  disposed(): boolean;
  /** Cancels every timer, debounce and request of the machine; its late answers are then dropped. */
  dispose(): void;
}

/**
 * Builds a machine: `build` receives the {@link MachineContext} and returns the initial state with its actions.
 *
 * @example
 * const graph = { idle: ['loading'], loading: ['idle'] } as const satisfies StepGraph<'idle' | 'loading'>;
 * const machine = createMachine(
 *   { name: 'demo', clock, graph, stepOf: (s) => s.step, stepPatch: (step) => ({ step }) },
 *   (m) => ({ step: 'idle', start: () => m.transition('loading'), dispose: m.dispose }),
 * );
 */
export function createMachine<S extends object, Step extends string>(
  config: MachineConfig<S, Step>,
  build: (context: MachineContext<S, Step>) => S,
): StoreApi<S> {
  const { clock } = config;
  const graph = isMachineGraph(config.graph) ? stepsOf(config.graph) : config.graph;
  const strict = config.strict ?? refusedMovesThrow();
  const cleanups: (() => void)[] = [];
  let isDisposed = false;

  return createStore<S>()((setState, getState) => {
    const derived = (next: S): Partial<S> => (config.derive ? config.derive(next) : {});
    const commit = (patch: Partial<S>) => setState((s) => ({ ...patch, ...derived({ ...s, ...patch }) }));
    const can = (to: Step) => canMove(graph, config.stepOf(getState()), to);

    const context: MachineContext<S, Step> = {
      clock,
      get: getState,
      set: (patch) => setState(patch),
      commit,
      withDerived: (state) => ({ ...state, ...derived(state) }),
      can,
      transition(to, patch = {}) {
        const from = config.stepOf(getState());
        if (!canMove(graph, from, to)) {
          if (strict) throw new TransitionError(config.name, from, to);
          return false;
        }
        commit({ ...patch, ...config.stepPatch(to, getState()) });
        return true;
      },
      debounce(fn, ms) {
        const debounced = debounce(clock, fn, ms);
        cleanups.push(() => debounced.cancel());
        return {
          ...debounced,
          call: () => {
            if (!isDisposed) debounced.call();
          },
        };
      },
      timer() {
        let handle: unknown;
        let waiting = false;
        const cancel = () => {
          if (waiting) clock.clearTimeout(handle);
          waiting = false;
          handle = undefined;
        };
        cleanups.push(cancel);
        return {
          start(fn, ms) {
            cancel();
            if (isDisposed) return;
            waiting = true;
            handle = clock.setTimeout(() => {
              waiting = false;
              handle = undefined;
              fn();
            }, ms);
          },
          cancel,
          pending: () => waiting,
        };
      },
      requests() {
        let seq = 0;
        let controller: AbortController | null = null;
        const invalidate = () => {
          seq += 1;
          controller?.abort();
          controller = null;
        };
        cleanups.push(invalidate);
        return {
          start() {
            invalidate();
            const mine = seq;
            const current = new AbortController();
            controller = current;
            return {
              signal: current.signal,
              isCurrent: () => mine === seq && !isDisposed,
            };
          },
          invalidate,
        };
      },
      disposed: () => isDisposed,
      dispose() {
        isDisposed = true;
        for (const cleanup of cleanups) cleanup();
      },
    };
    return build(context);
  });
}
