/**
 * The time kernel: clocks (real, fake, the server's), London wall time and market hours, calendar days and tax years, dates on the wire and their formats, debounce.
 *
 * Other domains import this one only through this file.
 *
 * @module
 */
export * from './calendar';
export * from './clock';
export * from './day-count';
export * from './debounce';
export * from './format';
export * from './london';
export * from './schema';
export * from './server-clock';
