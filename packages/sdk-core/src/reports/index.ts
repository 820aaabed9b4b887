/**
 * Reports: their enumerations, contract and calls, the pure rules of the reporting panel (date filter,
 * statement ranges, the tax-year menu, pagination) and the report-download machine.
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
