/**
 * Trade: quotes, orders, RFQs, switches, bond orders and positions, and the sandbox's trading controls
 * (prices, order matching, the one-time-code inbox, the ledger check).
 *
 * Other folders import this one only through this file.
 */
import type { SandboxModule } from '../module';
import { tradeAdminRoutes } from './admin';
import { tradeRoutes } from './routes';

export { tradeAdminRoutes } from './admin';
export { accruedInterest, days30E360, lastCouponDate } from './calendar';
export { tradeRoutes } from './routes';

export const tradeModule: SandboxModule = {
  name: 'trade',
  routes: [
    { prefix: '/api', routes: tradeRoutes },
    { prefix: '/sandbox', routes: tradeAdminRoutes },
  ],
};
