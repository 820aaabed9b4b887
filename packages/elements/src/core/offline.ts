import { type BondkitClient, systemClock } from '@bondkit/sdk-core';
import type { Connection, UseConnection } from './connection';

const refuse = (): Promise<never> =>
  Promise.reject(new Error('bondkit: this element makes no API requests.'));

/**
 * The client of elements that make no requests (the savings calculator): the provider needs one, and a real
 * `createClient` would bring the client (ky) and the zod schemas into the element's bundle for nothing.
 */
export const offlineClient: BondkitClient = {
  baseUrl: '',
  // no server to ask: the device's time
  clock: systemClock,
  get: refuse,
  post: refuse,
  put: refuse,
  patch: refuse,
  delete: refuse,
  fetchRaw: refuse,
  download: refuse,
} as unknown as BondkitClient;

/** The connection of elements without API: the offline client and the `user` property (a visitor by default). */
export const useOfflineConnection: UseConnection = (_host, values): Connection => ({
  client: offlineClient,
  user: values.user ?? null,
  ready: true,
});
