// Spec: 002 §2.4, §4.3–4.5
/**
 * Trading (001): the contract and calls, the rules, the messages and the trade ticket's machine.
 *
 * Other domains import this one only through this file.
 *
 * @module
 */
export * from './api';
export * from './enums';
export * from './machine';
export * from './messages';
export * from './rules';
export * from './schema';
export * from './yield';
