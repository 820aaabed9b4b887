/**
 * FX: currency exchange quotes and their confirmation.
 *
 * Other folders import this one only through this file.
 */
export { fxRoutes } from './routes';
