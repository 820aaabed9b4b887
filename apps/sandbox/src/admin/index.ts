/**
 * Admin: the sandbox's own `/sandbox/` controls (clock, market state, personas, markers, tokens, reset).
 *
 * Other folders import this one only through this file.
 */
import type { SandboxModule } from '../module';
import { adminRoutes } from './routes';

export { adminRoutes } from './routes';

export const adminModule: SandboxModule = {
  name: 'admin',
  routes: [{ prefix: '/sandbox', routes: adminRoutes }],
};
