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
