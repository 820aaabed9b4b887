/**
 * Auth: sign-in, sessions and bearer tokens, CSRF, the partners' cross-origin access, and `requireUser`.
 *
 * Other folders import this one only through this file.
 */
export { authenticate, crossOrigin, csrfCookie, requireUser } from './middleware';
export { hashPassword } from './passwords';
export { authRoutes } from './routes';
export { createApiToken, issueApiToken, TOKEN_SECONDS } from './sessions';
