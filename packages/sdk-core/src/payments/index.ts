// Spec: 001 §2–§9 (funding, withdrawal, bank accounts)
/**
 * Payments: money in and out — enumerations, the wire contract and its calls, the amount, method, withdrawal,
 * card and bank-details rules, and the funding machine.
 *
 * Other domains import this one only through this file.
 *
 * @module
 */
export * from './api';
export * from './bank';
export * from './card';
export * from './enums';
export * from './machine';
export * from './rules';
export * from './schema';
