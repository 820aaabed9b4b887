/**
 * Market: the product list, filters, CSV, market hours and state, ISINs, labels and yields.
 *
 * Other folders import this one only through this file.
 */
import type { SandboxModule } from '../module';
import { marketRoutes } from './routes';

export { csvCell, parseCsv } from './csv';
export { type ForcedMarketState, isWithinMarketHours, marketStatusAt } from './hours';
export { isinCheckDigit, isValidIsin, makeIsin } from './isin';
export { CATEGORIES, INDUSTRIES, type IndustryKey, RESTRICTION_TITLES, SENIORITY_LABELS } from './labels';
export { marketRoutes } from './routes';
export { logoPath, type ProductRow } from './store';
export { type ProductYields, productYields, SANDBOX_BOND_CONVENTION } from './yields';

export const marketModule: SandboxModule = {
  name: 'market',
  routes: [{ prefix: '/api', routes: marketRoutes }],
};
