/**
 * Accounts: `/api/customers/me/` (the session user, the investment accounts) and the signed-in customer and
 * their accounts as trade, FX and Smart Interest read them; the ISA allowance every payment into an ISA reserves.
 *
 * Other folders import this one only through this file.
 */
import type { SandboxModule } from '../module';
import { customerRoutes } from './routes';

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
export {
  type IsaAllowance,
  isaAllowance,
  isaThisYear,
  refuseRestrictedPayIn,
  releaseIsaAllowance,
  reserveIsaAllowance,
} from './isa';
export { customerRoutes } from './routes';
export { buildSessionUser, investmentAccountsOf } from './session-user';

/** /api/customers/me/ and the investment accounts. */
export const accountsModule: SandboxModule = {
  name: 'accounts',
  routes: [{ prefix: '/api/customers', routes: customerRoutes }],
};
