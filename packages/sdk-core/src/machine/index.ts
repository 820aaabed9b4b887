/**
 * The machine template (`createMachine`), step graphs, and the building blocks every sdk-core flow is built
 * on: load, request, poll, countdown and submit.
 *
 * @module
 */
export * from './countdown';
export * from './graph';
export * from './load';
export * from './poll';
export * from './remote';
export * from './request';
export * from './submit';
export * from './template';
export * from './walk';
