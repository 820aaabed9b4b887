export { useAssetUrl } from './asset-url';
export { describeFailure, type ShownFailure } from './failure';
export { useHeld } from './use-held';
export { useLatest } from './use-latest';
export { type LoadState, type UseLoad, useLoad } from './use-load';
export { type MachineStore, type StateOf, useMachine, useStoreState } from './use-machine';
