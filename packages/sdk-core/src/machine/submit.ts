/**
 * The submit block: one submission in flight, an idempotency key kept across retries of the same submission
 * (a new one only after a success or a reset), and a refused answer split into field errors (mapped to the
 * form's fields) and the general error (everything else).
 *
 * @module
 */
import { ApiError, newIdempotencyKey } from '../http/index';

import type { MachineContext } from './template';

/** `idle`: not sent; `submitting`: in flight; `done`: accepted; `failed`: refused or not sent (errors say why). */
export type SubmitStatus = 'idle' | 'submitting' | 'done' | 'failed';

/** What a submit block shows. */
export interface SubmitState<F extends string = string> {
  readonly status: SubmitStatus;
  /** the server's messages per form field (only the fields the form has) */
  readonly fieldErrors: Partial<Record<F, string>>;
  /** everything else: non-field errors, errors on fields the form lacks, the server's message or the fallback */
  readonly error: string | null;
}

/** How a {@link createSubmit} block sends. */
export interface SubmitBlockOptions<I, T, F extends string> {
  /** sends `input` with the submission's idempotency key */
  send: (input: I, call: { idempotencyKey: string; signal: AbortSignal }) => Promise<T>;
  /** receives every change of the {@link SubmitState} */
  onChange: (state: SubmitState<F>) => void;
  /** the form's fields: a server error on one of these goes to the field, the rest to the general error */
  fields: readonly F[];
  /** the general error when the failure says nothing of its own */
  fallback: string;
  /** makes a new key (default: sdk-core's `newIdempotencyKey`) */
  newKey?: () => string;
}

/** A submit block. */
export interface Submit<I, T, F extends string> {
  /** Sends `input` unless a submission is in flight; resolves with the answer, or `undefined` when refused or not sent. */
  submit(input: I): Promise<T | undefined>;
  /** Forgets the errors and the key (the next submit is a new submission). */
  reset(): void;
  /** The key the next (or current) send carries. */
  key(): string;
  /** The current state. */
  current(): SubmitState<F>;
}

/** An idle submission. */
export function idleSubmit<F extends string = string>(): SubmitState<F> {
  return { status: 'idle', fieldErrors: {}, error: null };
}

/** Splits a failure into the form's field errors and the general error. */
export function submitErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  fallback: string,
): Pick<SubmitState<F>, 'fieldErrors' | 'error'> {
  if (!(error instanceof ApiError)) return { fieldErrors: {}, error: fallback };
  const fieldErrors: Partial<Record<F, string>> = {};
  const rest: string[] = [...error.nonFieldErrors];
  for (const [name, messages] of Object.entries(error.fieldErrors)) {
    const text = messages[0];
    if (!text) continue;
    if ((fields as readonly string[]).includes(name)) fieldErrors[name as F] = text;
    else rest.push(text);
  }
  const general =
    rest[0] ?? (Object.keys(fieldErrors).length === 0 ? (error.serverMessage ?? fallback) : null);
  return { fieldErrors, error: general };
}

/** Builds a submit block on the machine context `m`. */
export function createSubmit<S extends object, Step extends string, I, T, F extends string = string>(
  m: MachineContext<S, Step>,
  options: SubmitBlockOptions<I, T, F>,
): Submit<I, T, F> {
  const slot = m.requests();
  const newKey = options.newKey ?? newIdempotencyKey;
  let key = newKey();
  let state: SubmitState<F> = idleSubmit<F>();
  const emit = (next: SubmitState<F>) => {
    state = next;
    options.onChange(next);
  };
  return {
    async submit(input) {
      if (state.status === 'submitting' || m.disposed()) return undefined;
      const ticket = slot.start();
      emit({ status: 'submitting', fieldErrors: {}, error: null });
      try {
        const answer = await options.send(input, { idempotencyKey: key, signal: ticket.signal });
        if (!ticket.isCurrent()) return undefined;
        key = newKey();
        emit({ status: 'done', fieldErrors: {}, error: null });
        return answer;
      } catch (error) {
        if (ticket.isCurrent())
          emit({ status: 'failed', ...submitErrors(error, options.fields, options.fallback) });
        return undefined;
      }
    },
    reset() {
      slot.invalidate();
      key = newKey();
      emit(idleSubmit<F>());
    },
    key: () => key,
    current: () => state,
  };
}
