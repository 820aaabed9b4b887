/**
 * The trade ticket's flow in one place: its step graph, what proceeding creates, and the named guards the
 * actions ask before they act.
 *
 * @module
 */
import { type MachineGraph, type StepGraph, stepsOf } from '../machine/index';
import type { TradeMode, TradeStep } from './enums';
import type { ConfirmTarget, TradeMachineState } from './machine-types';

// Spec: 002 §2.4
/**
 * The trade ticket's steps: from setup you may only proceed to confirm; from confirm you may go
 * to processing or back to setup; processing ends placed or, on a failure, back at confirm; placed is final.
 */
export const tradeGraph = {
  name: 'trade',
  initial: 'setup',
  steps: {
    setup: [{ to: 'confirm', on: 'proceed', guard: 'isEditingSetup' }],
    confirm: [
      { to: 'processing', on: 'confirm', guard: 'not busy' },
      { to: 'setup', on: 'back', guard: 'not busy' },
    ],
    processing: [
      { to: 'placed', on: 'placed' },
      { to: 'confirm', on: 'placeFailed' },
      { to: 'confirm', on: 'codeRefused' },
    ],
    placed: [],
  },
} as const satisfies MachineGraph<TradeStep>;

/** Which step may follow which (derived from {@link tradeGraph}). */
export const tradeStepGraph: StepGraph<TradeStep> = stepsOf(tradeGraph);

// Spec: 002 §4.4
/** What proceeding creates and the confirm step confirms. */
export function confirmTargetKind(mode: TradeMode, isPartner: boolean): ConfirmTarget['kind'] {
  if (mode === 'switch_trade') return 'package';
  if (isPartner) return mode === 'basic' ? 'rfq' : 'order';
  if (mode === 'basic') return 'quote';
  return mode === 'rfq' ? 'rfq' : 'new-order';
}

/** Setup inputs may change: on setup, nothing in flight. */
export function isEditingSetup(s: TradeMachineState): boolean {
  return s.step === 'setup' && !s.busy;
}

/** The one-time-code modal may open: partner, confirm step, code requestable, modal closed. */
export function canOpenOtp(s: TradeMachineState): boolean {
  return s.derived.isPartner && s.step === 'confirm' && s.derived.canRequestCode && !s.otp.open;
}

/** A new code may be sent: the modal is open on confirm and the 60 s countdown reached 0. */
export function canResendCode(s: TradeMachineState): boolean {
  return s.step === 'confirm' && s.otp.open && s.otp.resendIn === 0 && s.derived.canRequestCode;
}

/** A checkbox may be ticked: on confirm, required, and unlocked (its document opened). */
export function canTickCheckbox(s: TradeMachineState, flag: keyof TradeMachineState['checkboxes']): boolean {
  return (
    s.step === 'confirm' && s.derived.requiredCheckboxes.includes(flag) && !!s.derived.checkboxEnabled[flag]
  );
}
