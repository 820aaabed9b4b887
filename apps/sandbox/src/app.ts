import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import {
  authenticate,
  clientAddress,
  crossOrigin,
  csrfCookie,
  TRUST_PROXY_ENV,
  trustProxyFromEnv,
} from './auth';
import { createDueRunner } from './due';
import type { AppOptions, DueOnClock } from './module';
import { SANDBOX_MODULES } from './modules';
import { partnerDirectory } from './partners';
import { requestEdge } from './shared/edge';
import { ApiFailure, DETAIL } from './shared/errors';
import type { SandboxEnv, SandboxState } from './state';

export type { AppOptions } from './module';

/**
 * The sandbox's Hono app: the platform API under /api, partner back ends' calls under /partner, sandbox
 * administration under /sandbox.
 */
export function createApp(state: SandboxState, options: AppOptions = {}): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  const report = options.onError ?? ((error: unknown) => console.error('[sandbox]', error));

  const modules = SANDBOX_MODULES;
  const partners = partnerDirectory(state, options);
  const due = createDueRunner(
    state,
    modules.flatMap((m): DueOnClock[] => (m.due ? [m.due] : [])),
  );
  const onSignIn = modules.flatMap((m) => (m.signedIn ? [m.signedIn] : []));
  state.signedIn = async (customerId) => {
    for (const signedIn of onSignIn) await signedIn(state, customerId);
  };

  // Every answer tells the sandbox clock's time (not the machine's), so clients judge the windows the server
  // defines (holds, series openings) by the test clock.
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('Date', state.clock.now().toUTCString());
  });

  // Partner pages call the API from their allowed origins with a bearer token (never with cookies).
  const cors = crossOrigin({
    methods: 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    headers: 'Authorization, Content-Type, X-CSRFToken, Idempotency-Key',
    expose: 'Content-Disposition, Idempotent-Replayed, Date, Retry-After',
    isAllowedOrigin: (origin) => partners.isAllowedOrigin(origin),
  });
  app.use('/api/*', cors);
  app.use('/profiles/*', cors);
  app.use(
    '*',
    clientAddress({ trustProxy: options.trustProxy ?? trustProxyFromEnv(process.env[TRUST_PROXY_ENV]) }),
  );
  app.use('*', csrfCookie());
  // the address, the body's size and its values are checked before any route or database work
  app.use('*', requestEdge());
  app.use('/api/*', authenticate(state));
  // what falls due on the sandbox clock (transfers landing, Smart Interest coupons, repayments and cash-outs) is
  // booked for the signed-in customer before the call reads any data: once per customer and clock change (due.ts)
  app.use('*', due.countWrites);
  app.use('/api/*', due.middleware);

  for (const module of modules) {
    for (const mount of module.routes ?? []) app.route(mount.prefix, mount.routes(state, options));
  }

  app.notFound((c) => c.json({ detail: DETAIL.notFound }, 404));
  app.onError((error, c) => {
    if (error instanceof ApiFailure) return c.json(error.body, error.status);
    if (error instanceof HTTPException)
      return c.json({ detail: error.message || DETAIL.serverError }, error.status);
    report(error);
    return c.json({ detail: DETAIL.serverError }, 500);
  });
  return app;
}
