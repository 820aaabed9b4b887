/**
 * The sandbox's domains in the order `app.ts` mounts them. Order matters where two modules answer under one
 * prefix: portfolio comes before accounts, since `investment-accounts/?expand=summary` is answered there and the
 * plain list falls through to the customer routes.
 */
import { accountsModule } from './accounts';
import { adminModule } from './admin';
import { authModule } from './auth';
import { companiesModule } from './companies';
import { documentsModule } from './documents';
import { fxModule } from './fx';
import { leadsModule } from './leads';
import { marketModule } from './market';
import type { SandboxModule } from './module';
import { partnersModule } from './partners';
import { paymentsModule } from './payments';
import { portfolioModule } from './portfolio';
import { reportsModule } from './reports';
import { seedModule } from './seed';
import { smartInterestModule } from './smart-interest';
import { tradeModule } from './trade';

export const SANDBOX_MODULES: readonly SandboxModule[] = [
  authModule,
  portfolioModule,
  accountsModule,
  companiesModule,
  marketModule,
  smartInterestModule,
  leadsModule,
  tradeModule,
  fxModule,
  reportsModule,
  partnersModule,
  adminModule,
  documentsModule,
  paymentsModule,
  seedModule,
];

/**
 * Routes two modules mount on purpose (the first answers what it can and falls through to the second), as
 * 'METHOD /path'. Any other route mounted twice fails `duplicateMounts`.
 */
export const SHARED_ROUTES: ReadonlySet<string> = new Set<string>([
  // portfolio answers ?expand=summary, the plain list falls through to accounts
  'GET /api/customers/me/investment-accounts/',
]);
