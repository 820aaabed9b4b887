/**
 * The savings calculator's rules: projections of an investment over time.
 *
 * Other domains import this one only through this file.
 *
 * @module
 */
export * from './rules';
