// Spec: 001 §3, §4, §5, §7
/**
 * Currency exchange: the FX quote contract and its calls, the exchange page's rules and its machine.
 *
 * Other domains import this one only through this file.
 *
 * @module
 */
export * from './api';
export * from './enums';
export * from './machine';
export * from './rules';
export * from './schema';
