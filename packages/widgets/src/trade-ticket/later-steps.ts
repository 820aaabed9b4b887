// The ticket's steps after the setup — CONFIRM and PLACED, with their texts — in a module of their own: the
// ticket loads it (a chunk of its own in the element bundles) once its first step has a quote.
export { ConfirmStep } from './confirm-step';
export { PlacedStep } from './placed-step';
