/**
 * Portfolio (the dashboard and the portfolio pages): the contract and calls (accounts with their summaries,
 * payment activity, debit notes, withdrawal confirmations, the lifetime preference) and the pure rules
 * (notices, the ISA allowance bar, open or lifetime figures, what the partner hides, debit notes' markdown).
 *
 * Other domains import this one only through this file.
 *
 * @module
 */
export * from './api';
export * from './rules';
export * from './schema';
