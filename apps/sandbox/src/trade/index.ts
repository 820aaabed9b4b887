/**
 * Trade: quotes, orders, RFQs, switches, bond orders and positions, and the sandbox's trading controls
 * (prices, order matching, the one-time-code inbox, the ledger check).
 *
 * Other folders import this one only through this file.
 */
export { tradeAdminRoutes } from './admin';
export { accruedInterest, days30E360, lastCouponDate } from './calendar';
export { tradeRoutes } from './routes';
