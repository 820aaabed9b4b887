/**
 * The kernel every call goes through: the client (ky), its errors and what they mean to a customer
 * (`failureMessage`), call options, cookies and the schema parts contracts are built from.
 *
 * Other domains import this one only through this file.
 *
 * @module
 */
export * from './call';
export * from './client';
export * from './content-disposition';
export * from './cookies';
export * from './download';
export * from './errors';
export * from './failure';
export * from './schema-parts';
export * from './search-params';
