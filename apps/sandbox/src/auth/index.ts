/**
 * Auth: sign-in (with its limits on guessing, and a second step with an authenticator app's code where the
 * customer set one up: `two-factor.ts`), sessions and bearer tokens, CSRF, the partners' cross-origin
 * access, the client address, and `requireUser`.
 *
 * Other folders import this one only through this file.
 */
import type { SandboxModule } from '../module';
import { authRoutes } from './routes';

export { clientAddress, IN_PROCESS_ADDRESS, TRUST_PROXY_ENV, trustProxyFromEnv } from './client-address';
export { authenticate, crossOrigin, csrfCookie, requireUser } from './middleware';
export { hashPassword } from './passwords';
export { authRoutes } from './routes';
export {
  createApiToken,
  issueApiToken,
  revokePartnerToken,
  revokePartnerTokens,
  TOKEN_SECONDS,
} from './sessions';
export {
  LOGIN_BLOCKED,
  limitedAttempt,
  refuseBlocked,
  SIGN_IN_LIMITS,
} from './sign-in-limits';

export const authModule: SandboxModule = {
  name: 'auth',
  routes: [{ prefix: '/api/auth', routes: authRoutes }],
};
