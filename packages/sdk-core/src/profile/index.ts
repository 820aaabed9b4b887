/**
 * The user's profile: its enumerations.
 *
 * Other domains import this one only through this file.
 *
 * @module
 */
export * from './enums';
