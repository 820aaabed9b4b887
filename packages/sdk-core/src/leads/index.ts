/**
 * Lead capture (000 §2, §5, §7): the guide requests, phone numbers and their contract.
 *
 * Other domains import this one only through this file.
 *
 * @module
 */
export * from './api';
export * from './phone';
export * from './schema';
