/**
 * Portfolio: the accounts' figures (summaries open and lifetime, per currency), an account's products and
 * payment activity (read from the ledger), debit notes, withdrawal confirmations and the lifetime preference.
 *
 * Other folders import this one only through this file.
 */
import type { SandboxModule } from '../module';
import { portfolioRoutes } from './routes';

export { ACTIVITY_PAGE_SIZE, type ActivityQuery, activityPage } from './activity';
export {
  createWithdrawalConfirmation,
  type NewWithdrawalConfirmation,
} from './notices';
export { portfolioRoutes } from './routes';

export const portfolioModule: SandboxModule = {
  name: 'portfolio',
  routes: [{ prefix: '/api', routes: portfolioRoutes }],
};
