/**
 * Accounts: `/api/customers/me/` (the session user, the investment accounts) and the signed-in customer and
 * their accounts as trade, FX and Smart Interest read them.
 *
 * Other folders import this one only through this file.
 */
export {
  type AccountRow,
  accountById,
  accountByReference,
  type Customer,
  findAccount,
  loadCustomer,
  lockAccount,
  lockCustomer,
} from './customer';
export { customerRoutes } from './routes';
export { buildSessionUser, investmentAccountsOf } from './session-user';
