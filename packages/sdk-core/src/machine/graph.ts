/**
 * A machine's step graph: every step and the steps it may move to, written as one literal so the flow reads
 * in one place (`{ setup: ['confirm'], confirm: ['processing', 'setup'], … } satisfies StepGraph<Step>`).
 *
 * @module
 */

/** Every step of a machine and the steps it may move to next (a step not listed is refused). */
export type StepGraph<Step extends string> = { readonly [From in Step]: readonly Step[] };

/** True when `graph` allows the move `from` → `to`. */
export function canMove<Step extends string>(graph: StepGraph<Step>, from: Step, to: Step): boolean {
  return graph[from].includes(to);
}

/** A machine tried a move its step graph does not allow (thrown in development and tests only). */
export class TransitionError extends Error {
  /** the step the machine was in */
  readonly from: string;
  /** the step it tried to move to */
  readonly to: string;

  constructor(machine: string, from: string, to: string) {
    super(`${machine}: no move from '${from}' to '${to}'`);
    this.name = 'TransitionError';
    this.from = from;
    this.to = to;
  }
}

/**
 * What a refused move does by default: throw a {@link TransitionError} where `process.env.NODE_ENV` is set and
 * is not `production` (tests, development servers, the sandbox), so a wrong move fails loudly where it is
 * written; otherwise (production, and browsers, which have no `process`) ignore it and keep the current step, so
 * a user never sees a crash for a move the flow already guards against.
 */
export function refusedMovesThrow(): boolean {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
  const mode = env?.NODE_ENV;
  return mode !== undefined && mode !== 'production';
}

/** One move of a {@link MachineGraph}: the event that causes it, the named guard it asks, the delay it waits. */
export interface GraphEdge<Step extends string> {
  /** the step moved to */
  readonly to: Step;
  /** the event (an action or an answer) that makes the move */
  readonly on: string;
  /** the named guard that must hold (a rule function of the domain) */
  readonly guard?: string;
  /** the move happens this many milliseconds after the event (a debounce, a poll, a pause) */
  readonly after?: number;
}

/**
 * A machine's graph as data: its name, first step, and for every step the moves it may make with their
 * events, guards and delays. The step graph the template checks moves against is derived from it
 * ({@link stepsOf}); tests walk every edge and the docs draw it.
 */
export interface MachineGraph<Step extends string> {
  /** the machine, as named in refused-move errors and the docs */
  readonly name: string;
  /** the step a new machine starts in */
  readonly initial: Step;
  /** every step and its moves (a step with none is final) */
  readonly steps: { readonly [From in Step]: readonly GraphEdge<Step>[] };
}

/** The step graph of a {@link MachineGraph}: which step may follow which. */
export function stepsOf<Step extends string>(graph: MachineGraph<Step>): StepGraph<Step> {
  const out = {} as { [From in Step]: Step[] };
  for (const from of Object.keys(graph.steps) as Step[]) {
    out[from] = [...new Set(graph.steps[from].map((edge) => edge.to))];
  }
  return out;
}

/** Every edge of a {@link MachineGraph}, with the step it leaves. */
export function edgesOf<Step extends string>(
  graph: MachineGraph<Step>,
): (GraphEdge<Step> & { readonly from: Step })[] {
  return (Object.keys(graph.steps) as Step[]).flatMap((from) =>
    graph.steps[from].map((edge) => ({ from, ...edge })),
  );
}

/** The steps of a {@link MachineGraph} reached from its first step, in the order a walk finds them. */
export function reachableSteps<Step extends string>(graph: MachineGraph<Step>): Step[] {
  const seen: Step[] = [graph.initial];
  for (let i = 0; i < seen.length; i += 1) {
    for (const edge of graph.steps[seen[i] as Step]) if (!seen.includes(edge.to)) seen.push(edge.to);
  }
  return seen;
}

/** True for a {@link MachineGraph} (rather than a bare {@link StepGraph}). */
export function isMachineGraph<Step extends string>(
  graph: StepGraph<Step> | MachineGraph<Step>,
): graph is MachineGraph<Step> {
  return typeof (graph as MachineGraph<Step>).name === 'string' && 'steps' in graph;
}
