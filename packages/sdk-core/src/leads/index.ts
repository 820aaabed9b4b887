// Spec: 000 §2, §5, §7
/**
 * Lead capture: the guide requests, phone numbers and their contract.
 *
 * Other domains import this one only through this file.
 *
 * @module
 */
export * from './api';
export * from './phone';
export * from './schema';
