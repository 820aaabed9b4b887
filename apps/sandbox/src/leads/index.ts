/**
 * Leads: the guide requests and downloads, and the email-marketing consent calls.
 *
 * Other folders import this one only through this file.
 */
import type { SandboxModule } from '../module';
import { consentRoutes, guideRoutes } from './routes';

export { GUIDES } from './guides';
export { consentRoutes, guideRoutes } from './routes';

export const leadsModule: SandboxModule = {
  name: 'leads',
  routes: [
    { prefix: '/api/guides', routes: guideRoutes },
    { prefix: '/profiles', routes: consentRoutes },
  ],
};
