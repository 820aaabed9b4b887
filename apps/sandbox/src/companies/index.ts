/**
 * Companies: the issuers' logos and documents.
 *
 * Other folders import this one only through this file.
 */
export { companyRoutes } from './routes';
