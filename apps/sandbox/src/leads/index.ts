/**
 * Leads: the guide requests and downloads, and the email-marketing consent calls.
 *
 * Other folders import this one only through this file.
 */
export { GUIDES } from './guides';
export { consentRoutes, guideRoutes } from './routes';
