/**
 * Companies: the issuers' logos and documents.
 *
 * Other folders import this one only through this file.
 */
import type { SandboxModule } from '../module';
import { companyRoutes } from './routes';

export { companyRoutes } from './routes';

export const companiesModule: SandboxModule = {
  name: 'companies',
  routes: [{ prefix: '/api/companies', routes: companyRoutes }],
};
