// Spec: 000 §6, 002 §6
/**
 * The session: sign-in and the session user, and the rules on what a user may see and do.
 *
 * Other domains import this one only through this file.
 *
 * @module
 */
export * from './api';
export * from './rules';
export * from './schema';
