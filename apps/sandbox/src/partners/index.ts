/**
 * Partners: the banks embedding the elements — their keys, allowed origins and token endpoint.
 *
 * Other folders import this one only through this file.
 */
import type { SandboxModule } from '../module';
import { partnerRoutes } from './routes';
import { partnerDirectory } from './store';

export { partnerRoutes } from './routes';
export {
  createPartnerDirectory,
  PARTNER_ORIGINS_ENV,
  parseOrigins,
  partnerDirectory,
  SANDBOX_PARTNER_DEFAULT_ORIGINS,
  SANDBOX_PARTNER_ID,
  SANDBOX_PARTNER_KEY,
} from './store';

export const partnersModule: SandboxModule = {
  name: 'partners',
  routes: [
    {
      prefix: '/partner',
      routes: (state, options) => partnerRoutes(state, partnerDirectory(state, options)),
    },
  ],
};
