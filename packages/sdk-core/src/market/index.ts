// Spec: 002 §3.1, §4.1
/**
 * The bond market: its contract and calls, its rules, the address of its filters and the market store.
 *
 * Other domains import this one only through this file.
 *
 * @module
 */
export * from './address';
export * from './api';
export * from './csv-api';
export * from './detail-api';
export * from './enums';
export * from './machine';
export * from './rules';
export * from './schema';
export * from './selectors';
export * from './status-api';
