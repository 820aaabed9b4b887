/**
 * Smart Interest: settings, series, quotes and orders, and the holdings (dynamic bonds) with their cash-out
 * and repayment actions.
 *
 * Other folders import this one only through this file.
 */
import type { SandboxModule } from '../module';
import { dynamicBondRoutes } from './holding-routes';
import { settleDueHoldings } from './ledger';
import { smartInterestRoutes } from './routes';

export { buildSeries, buildSettings, SANDBOX_RATE_TABLES, seriesReference } from './catalogue';
export { SUPPORT_EMAIL } from './gate';
export { dynamicBondRoutes } from './holding-routes';
export {
  bookedAt,
  bookMovement,
  MOVEMENT_LEDGER_TYPE,
  type Movement,
  movementEntries,
  planSettlement,
  purchaseMovement,
  settleDueHoldings,
  smartInterestDiscrepancies,
} from './ledger';
export { smartInterestRoutes } from './routes';
export {
  allSettings,
  type HoldingRow,
  holdingName,
  holdingRow,
  insertRows,
  type NewHolding,
} from './store';
export { addDays, addYears, anniversaries, daysBetween, holdingFigures, interest } from './terms';

export const smartInterestModule: SandboxModule = {
  name: 'smart-interest',
  routes: [
    { prefix: '/api/smart-interest', routes: smartInterestRoutes },
    { prefix: '/api/customers', routes: dynamicBondRoutes },
  ],
  // coupons, repayments and cash-outs due on the sandbox clock are booked in the ledger before a call reads it
  due: settleDueHoldings,
};
