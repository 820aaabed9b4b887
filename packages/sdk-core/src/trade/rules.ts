// Spec: 002 §4.3–4.5, §5.2, §9; 001 §4, §9
/**
 * Pure rules of trading: enablement, prohibitions, account options,
 * currency-account and entry redirects, proceed conditions, amounts and sukuk limits, the partner's
 * checkboxes, platform fee and price variation, the quote's breakdown, open-order actions and expiry, errors
 * and the page query.
 *
 * @module
 */
export * from './rules/accounts';
export * from './rules/amounts';
export * from './rules/constants';
export * from './rules/enablement';
export * from './rules/errors';
export * from './rules/expiry';
export * from './rules/orders';
export * from './rules/partner';
export * from './rules/proceed';
export * from './rules/query';
export * from './rules/quote';
export * from './rules/sukuk';
export * from './rules/transactions';
