/**
 * Admin: the sandbox's own `/sandbox/` controls (clock, market state, personas, markers, tokens, reset).
 *
 * Other folders import this one only through this file.
 */
export { adminRoutes } from './routes';
