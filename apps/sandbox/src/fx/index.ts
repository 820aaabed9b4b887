/**
 * FX: currency exchange quotes and their confirmation.
 *
 * Other folders import this one only through this file.
 */
import type { SandboxModule } from '../module';
import { fxRoutes } from './routes';

export { fxRoutes } from './routes';

export const fxModule: SandboxModule = {
  name: 'fx',
  routes: [{ prefix: '/api', routes: fxRoutes }],
};
