/**
 * The money kernel: currency codes, exact decimals, amounts on the wire, parsing and formatting.
 *
 * Other domains import this one only through this file.
 *
 * @module
 */
export * from './amount';
export * from './currencies';
export * from './decimal';
export * from './digits';
export * from './format';
export * from './parse';
export * from './schema';
