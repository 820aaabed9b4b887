// Spec: 002 §3.2, §4.7
/**
 * Investment accounts: their schema, the accounts call, account types and the rules on balances and titles.
 *
 * Other domains import this one only through this file.
 *
 * @module
 */
export * from './api';
export * from './enums';
export * from './rules';
export * from './schema';
