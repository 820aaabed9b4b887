/**
 * Currency exchange (001 §3, §7): the FX quote contract and its calls.
 *
 * Other domains import this one only through this file.
 *
 * @module
 */
export * from './api';
export * from './enums';
export * from './schema';
