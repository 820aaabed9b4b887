import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { customerRoutes } from './accounts';
import { adminRoutes } from './admin';
import {
  authenticate,
  authRoutes,
  clientAddress,
  crossOrigin,
  csrfCookie,
  TRUST_PROXY_ENV,
  trustProxyFromEnv,
} from './auth';
import { companyRoutes } from './companies';
import { mailAdminRoutes } from './documents';
import { fxRoutes } from './fx';
import { consentRoutes, guideRoutes } from './leads';
import { marketRoutes } from './market';
import {
  createPartnerDirectory,
  PARTNER_ORIGINS_ENV,
  parseOrigins,
  partnerRoutes,
  SANDBOX_PARTNER_ID,
} from './partners';
import { cardProviderRoutes, landingMiddleware, paymentRoutes } from './payments';
import { portfolioRoutes } from './portfolio';
import { reportRoutes } from './reports';
import { requestEdge } from './shared/edge';
import { ApiFailure, DETAIL } from './shared/errors';
import { dynamicBondRoutes, settlementMiddleware, smartInterestRoutes } from './smart-interest';
import type { SandboxEnv, SandboxState } from './state';
import { tradeAdminRoutes, tradeRoutes } from './trade';

export interface AppOptions {
  /** where unexpected errors are reported (default: console.error) */
  onError?: (error: unknown) => void;
  /**
   * Origins replacing the seeded partner's (adib) allowed origins; default: `SANDBOX_PARTNER_ORIGINS`
   * (comma-separated), else the stored http://127.0.0.1:5190 and http://localhost:5190.
   */
  partnerOrigins?: readonly string[];
  /**
   * Take the client address the sign-in limits count by from the right-most `X-Forwarded-For` entry (set it
   * only behind a proxy that appends it); default: `SANDBOX_TRUST_PROXY` (`1`), else the connection's peer.
   */
  trustProxy?: boolean;
}

/**
 * The sandbox's Hono app: the platform API under /api, partner back ends' calls under /partner, sandbox
 * administration under /sandbox.
 */
export function createApp(state: SandboxState, options: AppOptions = {}): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  const report = options.onError ?? ((error: unknown) => console.error('[sandbox]', error));

  const partnerOrigins = options.partnerOrigins ?? parseOrigins(process.env[PARTNER_ORIGINS_ENV]);
  const partners = createPartnerDirectory(state.db, () => state.dataVersion, {
    ...(partnerOrigins ? { originOverrides: { [SANDBOX_PARTNER_ID]: partnerOrigins } } : {}),
  });

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
  // transfers whose time has come on the sandbox clock land before the call reads any balance
  app.use('/api/*', landingMiddleware(state));
  // Smart Interest coupons, repayments and cash-outs due on the sandbox clock are booked in the ledger likewise
  app.use('/api/*', settlementMiddleware(state));

  app.route('/api/auth', authRoutes(state));
  // before the customer routes: investment-accounts/?expand=summary is answered there, the plain list falls through
  app.route('/api', portfolioRoutes(state));
  app.route('/api/customers', customerRoutes(state));
  app.route('/api/companies', companyRoutes(state));
  app.route('/api', marketRoutes(state));
  app.route('/api/smart-interest', smartInterestRoutes(state));
  app.route('/api/customers', dynamicBondRoutes(state));
  app.route('/api/guides', guideRoutes(state));
  app.route('/profiles', consentRoutes(state));
  app.route('/api', tradeRoutes(state));
  app.route('/api', fxRoutes(state));
  app.route('/api', reportRoutes(state));
  app.route('/partner', partnerRoutes(state, partners));
  app.route('/sandbox', adminRoutes(state));
  app.route('/sandbox', tradeAdminRoutes(state));
  app.route('/sandbox', mailAdminRoutes(state));
  app.route('/api/customers', paymentRoutes(state));
  app.route('/partner', partnerRoutes(state, partners));
  app.route('/sandbox', adminRoutes(state));
  app.route('/sandbox', tradeAdminRoutes(state));
  app.route('/sandbox', cardProviderRoutes(state));

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
