// Spec: 001 §4 'Currency exchange', §5 'Currency exchange'; written: the review step (issue 27)
/**
 * The currency exchange's flow in one place: its step graph, and the named guards the actions ask before they
 * act (the guards stay inside the domain; the graph is exported through `machine.ts`).
 *
 * @module
 */
import type { MachineGraph, StepGraph } from '../machine/index';
import { stepsOf } from '../machine/index';
import type { FxState } from './machine';
import { FX_BALANCE_DELAY_MS, fxCanConfirm } from './rules';

/**
 * `loading` the balances; `editing` the amounts; `quoting` (the firm quote the review shows is asked for);
 * `reviewing` it (amounts, rate, fee in money); `completing` (its acceptance); `completed` (the outcome);
 * `failed` (no balance).
 */
export type FxStep = 'loading' | 'editing' | 'quoting' | 'reviewing' | 'completing' | 'completed' | 'failed';

/**
 * The currency exchange's graph: editing may only go to review through a firm quote; the review may confirm,
 * go back to editing (the amounts kept) or ask for a new firm quote; only confirming a reviewed quote books
 * the exchange; a refused acceptance returns to the review.
 */
export const fxGraph = {
  name: 'fx',
  initial: 'loading',
  steps: {
    // Spec: 001 §4 — the balance is set after a 250 ms delay
    loading: [
      { to: 'editing', on: 'balancesLoaded', after: FX_BALANCE_DELAY_MS },
      { to: 'failed', on: 'balancesFailed' },
    ],
    editing: [{ to: 'quoting', on: 'review', guard: 'canReview' }],
    quoting: [
      { to: 'reviewing', on: 'firmQuoted' },
      { to: 'editing', on: 'firmQuoteRefused' },
    ],
    reviewing: [
      { to: 'completing', on: 'confirm', guard: 'canConfirm' },
      { to: 'editing', on: 'back', guard: 'isReviewing' },
      { to: 'quoting', on: 'refresh', guard: 'isReviewing' },
    ],
    completing: [
      { to: 'completed', on: 'quoteAccepted' },
      { to: 'reviewing', on: 'acceptFailed' },
    ],
    completed: [],
    failed: [],
  },
} as const satisfies MachineGraph<FxStep>;

/** Which step may follow which (derived from {@link fxGraph}). */
export const fxStepGraph: StepGraph<FxStep> = stepsOf(fxGraph);

/** The amounts and currencies may change: on editing. */
export function isEditing(s: Pick<FxState, 'step'>): boolean {
  return s.step === 'editing';
}

/** The review may be asked for: on editing, and Review is not disabled. */
export function canReview(s: Pick<FxState, 'step' | 'reviewDisabled'>): boolean {
  return s.step === 'editing' && !s.reviewDisabled;
}

/** On the review with nothing in flight: it may go back or ask for a new firm quote. */
export function isReviewing(s: Pick<FxState, 'step' | 'submitting' | 'quote'>): boolean {
  return s.step === 'reviewing' && !s.submitting && s.quote.status !== 'loading';
}

/** The reviewed quote may be confirmed: on the review, a firm quote without errors, not expired. */
export function canConfirm(
  s: Pick<FxState, 'step' | 'submitting' | 'quote' | 'reviewed' | 'expired'>,
): boolean {
  return (
    s.step === 'reviewing' &&
    fxCanConfirm({
      quote: s.reviewed,
      quoteLoading: s.quote.status === 'loading',
      submitting: s.submitting,
      expired: s.expired,
    })
  );
}
