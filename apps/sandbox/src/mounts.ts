/**
 * The route table of the sandbox's modules, built without a database, and the routes mounted twice in it
 * (`pnpm lint` runs `scripts/check-sandbox-mounts.ts`; the unit tests check it too).
 */
import { createClock } from './clock';
import type { Db } from './db/types';
import { duplicateMounts, type MountedRoute, mountTable, type SandboxModule } from './module';
import { SANDBOX_MODULES, SHARED_ROUTES } from './modules';
import type { SandboxState } from './state';

const noDatabase = new Proxy({} as Db, {
  get: () => {
    throw new Error('building the route table needs no database');
  },
});

/** A state for building the routes only: its database refuses every use. */
export function tableState(): SandboxState {
  return {
    db: noDatabase,
    clock: createClock(),
    market: { forced: 'auto', perCurrency: {} },
    dataVersion: 0,
    reset: async () => {},
    signedIn: async () => {},
  };
}

/** Every route the modules mount (method and full path, with the module that mounts it). */
export function sandboxRoutes(modules: readonly SandboxModule[] = SANDBOX_MODULES): MountedRoute[] {
  return mountTable(modules, tableState());
}

/** The routes mounted more than once by the modules, described for a failure message. */
export function sandboxDuplicateMounts(modules: readonly SandboxModule[] = SANDBOX_MODULES): string[] {
  return duplicateMounts(sandboxRoutes(modules), SHARED_ROUTES);
}
