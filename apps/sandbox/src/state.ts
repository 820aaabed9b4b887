import type { CurrencyCode } from '@bondkit/sdk-core';
import type { SandboxClock } from './clock';
import type { Db } from './db/types';

/** A market state forced through `/sandbox/market-state/`, or 'auto' (market hours decide). */
export type ForcedMarketState = 'auto' | 'open' | 'closed' | 'suspended';

/** Everything the routes share: the database, the clock, the forced market state and a data version. */
export interface SandboxState {
  db: Db;
  clock: SandboxClock;
  market: { forced: ForcedMarketState; perCurrency: Partial<Record<CurrencyCode, ForcedMarketState>> };
  /** bumped whenever product data changes (reset), so cached lists are rebuilt */
  dataVersion: number;
  /** reseeds the database relative to the clock and clears the forced market state */
  reset(): Promise<void>;
  /** what the modules book on a customer's sign-in (`SandboxModule.signedIn`); set by `createApp` */
  signedIn(customerId: number): Promise<void>;
}

/** Product data (liquidity, prices) changed: the market's cached lists are rebuilt. */
export function productsChanged(state: SandboxState): void {
  state.dataVersion++;
}

/** Hono environment of the sandbox app. */
export interface SandboxEnv {
  Variables: {
    user: AuthUser | null;
    authKind: 'session' | 'bearer' | null;
    /** the csrftoken cookie of the request, or the one this response sets */
    csrfToken: string;
    /** true when this response sets a new csrftoken cookie */
    csrfIssued: boolean;
    /** the client's address: the connection's peer, or the trusted proxy's `X-Forwarded-For` (auth/) */
    clientAddress: string;
    /** the request comes from a partner's allowed origin (not the API's own), checked by `crossOrigin` */
    partnerOrigin?: boolean;
  };
}

/** The signed-in customer, as the routes need it. */
export interface AuthUser {
  customer_id: number;
  is_read_only: boolean;
  partner: string | null;
  permissions: string[];
  questionnaires: Record<string, string>;
  session_key: string | null;
}
