import { Hono } from 'hono';
import { requireUser } from '../shared/require-user';
import type { SandboxEnv, SandboxState } from '../state';
import { buildSessionUser, investmentAccountsOf } from './session-user';

/** /api/customers/ */
export function customerRoutes(state: SandboxState) {
  const app = new Hono<SandboxEnv>();
  app.get('/me/', async (c) => c.json(await buildSessionUser(state, requireUser(c).customer_id)));
  app.get('/me/investment-accounts/', async (c) =>
    c.json(await investmentAccountsOf(state.db, requireUser(c).customer_id, state.clock.now())),
  );
  return app;
}
