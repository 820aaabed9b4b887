import type { Hono } from 'hono';
import { createApp } from './app';
import { createClock, type SandboxClock } from './clock';
import { type FetchLike, SANDBOX_ORIGIN } from './cookie-fetch';
import { openDatabase } from './db/open';
import type { Db } from './db/types';
import { seedDatabase, seededAt } from './seed';
import type { SandboxEnv, SandboxState } from './state';

export type { SandboxClock } from './clock';
export {
  type CookieFetch,
  createCookieFetch,
  type FetchLike,
  followRedirects,
  SANDBOX_ORIGIN,
} from './cookie-fetch';
export type { Db } from './db/types';
export {
  type ForcedMarketState,
  isinCheckDigit,
  isValidIsin,
  isWithinMarketHours,
  makeIsin,
  marketStatusAt,
} from './market';
export {
  buildCatalogue,
  type Catalogue,
  type CatalogueMarkers,
  PERSONA_PASSWORD,
  PERSONAS,
  personaEmail,
  ROLLING_GILT_PRODUCT_ID,
} from './seed';

export interface SandboxOptions {
  /** the sandbox clock's start (it runs on from there); default: the real time */
  now?: Date | string;
  /** a PostgreSQL connection string: use that server instead of embedded PGlite */
  databaseUrl?: string;
  /** a folder for PGlite's data, kept between runs; default: in memory */
  dataDir?: string;
  /** reseed even when the database already holds data (default: seed only an empty database) */
  reset?: boolean;
  /** unexpected errors (default: console.error) */
  onError?: (error: unknown) => void;
  /** count sign-in attempts by the right-most `X-Forwarded-For` entry (behind a proxy); see `AppOptions` */
  trustProxy?: boolean;
}

export interface Sandbox {
  app: Hono<SandboxEnv>;
  /** a standard fetch served by the app in-process; relative URLs resolve against http://sandbox.test */
  fetch: FetchLike;
  db: Db;
  clock: SandboxClock;
  /** reseeds relative to the clock, signs everyone out and clears a forced market state */
  reset(): Promise<void>;
  /** closes the database, once the requests being served are answered */
  close(): Promise<void>;
}

/**
 * Starts a sandbox: opens (and migrates) the database, seeds it when empty, and builds the app.
 * The default is an in-memory PGlite started from a cached, initialised data directory.
 */
export async function createSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const clock = createClock(options.now);
  const db = await openDatabase({
    ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
  });
  const state: SandboxState = {
    db,
    clock,
    market: { forced: 'auto', perCurrency: {} },
    dataVersion: 0,
    // set by createApp from the modules' sign-in hooks
    signedIn: async () => {},
    async reset() {
      await seedDatabase(db, clock.now());
      state.market = { forced: 'auto', perCurrency: {} };
      state.dataVersion++;
    },
  };
  try {
    if (options.reset || (await seededAt(db)) === null) await state.reset();
  } catch (error) {
    await db.close();
    throw error;
  }
  const app = createApp(state, {
    ...(options.onError ? { onError: options.onError } : {}),
    ...(options.trustProxy !== undefined ? { trustProxy: options.trustProxy } : {}),
  });
  // requests being served: closing waits for them (a widget that unmounts aborts only its side of a call)
  const inFlight = new Set<Promise<unknown>>();
  const fetch: FetchLike = async (input, init) => {
    const request =
      input instanceof Request && init === undefined
        ? input
        : new Request(typeof input === 'string' ? new URL(input, SANDBOX_ORIGIN) : input, init);
    const served = Promise.resolve(app.fetch(request));
    const settled = served.then(
      () => undefined,
      () => undefined,
    );
    inFlight.add(settled);
    void settled.then(() => inFlight.delete(settled));
    return served;
  };
  let closed = false;
  return {
    app,
    fetch,
    db,
    clock,
    reset: () => state.reset(),
    async close() {
      if (closed) return;
      closed = true;
      while (inFlight.size > 0) await Promise.all([...inFlight]);
      await db.close();
    },
  };
}
