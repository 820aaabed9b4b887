/**
 * Payments: money in and out — payment methods, fundings (card through the stand-in card provider, bank and
 * instant transfers landing on the sandbox clock), transfers between a customer's accounts, balances, the
 * registered bank account per currency and the IFISA declaration.
 *
 * Other folders import this one only through this file.
 */
import type { SandboxModule } from '../module';
import { cardProviderRoutes } from './card-provider';
import { landDueFundings } from './fundings';
import { paymentRoutes } from './routes';

export { IDENTITY_CHECK_CODE, moneyCustomer } from './access';
export { cardProviderRoutes, DECLINED_TEST_CARD, PAYING_TEST_CARD } from './card-provider';
export { CLIENT_MONEY_ACCOUNTS, INSTANT_TRANSFER_MS, landDueFundings, MANUAL_TRANSFER_MS } from './fundings';
export { paymentRoutes } from './routes';
export { bookWithdrawal } from './withdrawals';

export const paymentsModule: SandboxModule = {
  name: 'payments',
  routes: [
    { prefix: '/api/customers', routes: paymentRoutes },
    { prefix: '/sandbox', routes: cardProviderRoutes },
  ],
  // transfers whose time has come on the sandbox clock land before the call reads any balance
  due: landDueFundings,
};
