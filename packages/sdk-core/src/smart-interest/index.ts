/**
 * Smart Interest (000): its contract and calls, its rules and the quote machine.
 *
 * Other domains import this one only through this file.
 *
 * @module
 */
export * from './api';
export * from './holdings-api';
export * from './holdings-schema';
export * from './machine';
export * from './reinvest-notices';
export * from './rules';
export * from './schema';
