// Spec: 002 §4.1, §4.3, §5.1, §9
/**
 * Pure rules of the bond market: availability, coming-soon expansion,
 * display order, sort, filters and ranges, search, chips, card rows, CSV parameters, trade-status
 * banners and the indexed pipeline the market store runs.
 *
 * @module
 */
export * from './rules/availability';
export * from './rules/cards';
export * from './rules/chips';
export * from './rules/constants';
export * from './rules/csv';
export * from './rules/filters';
export * from './rules/pipeline';
export * from './rules/sort';
export * from './rules/trade-status';
export * from './rules/types';
