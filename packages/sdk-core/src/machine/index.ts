/**
 * The machine template (`createMachine`) and step graphs every sdk-core flow is built on.
 *
 * @module
 */
export * from './graph';
export * from './template';
