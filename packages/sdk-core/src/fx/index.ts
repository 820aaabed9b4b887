// Spec: 001 §3, §7
/**
 * Currency exchange: the FX quote contract and its calls.
 *
 * Other domains import this one only through this file.
 *
 * @module
 */
export * from './api';
export * from './enums';
export * from './schema';
