/**
 * Partners: the banks embedding the elements — their keys, allowed origins and token endpoint.
 *
 * Other folders import this one only through this file.
 */
export { partnerRoutes } from './routes';
export {
  createPartnerDirectory,
  PARTNER_ORIGINS_ENV,
  parseOrigins,
  SANDBOX_PARTNER_DEFAULT_ORIGINS,
  SANDBOX_PARTNER_ID,
  SANDBOX_PARTNER_KEY,
} from './store';
