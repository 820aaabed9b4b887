/**
 * @bondkit/sdk-core: one entry, re-exporting each domain through its own `index.ts` (kernels first, then the
 * product's domains).
 *
 * @module
 */

export * from './accounts/index';
export * from './auth/index';
export * from './bonds/index';
export * from './calculator/index';
export * from './categorisation/index';
export * from './documents/index';
export * from './fx/index';
export * from './http/index';
export * from './leads/index';
export * from './machine/index';
export * from './market/index';
export * from './messages/index';
export * from './money/index';
export * from './payments/index';
export * from './portfolio/index';
export * from './profile/index';
export * from './questionnaires/index';
export * from './reports/index';
export * from './smart-interest/index';
export * from './time/index';
export * from './trade/index';
