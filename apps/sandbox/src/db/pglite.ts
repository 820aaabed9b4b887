import { PGlite, type Transaction } from '@electric-sql/pglite';
import { letOthersRun } from '../shared/turns';
import { type Db, PG_TYPES } from './types';

const parsers = {
  [PG_TYPES.INT8]: (value: string) => Number(value),
  [PG_TYPES.DATE]: (value: string) => value,
  [PG_TYPES.NUMERIC]: (value: string) => value,
};

type Queryable = Pick<PGlite, 'query' | 'exec'> | Transaction;

/**
 * PGlite runs its queries in this thread and resolves them as microtasks, so a request running a chain of
 * queries (a trade of many legs) would keep every other request, the HTTP server's included, waiting until it
 * ends: each query first lets the event loop run when its turn is due (`shared/turns.ts`).
 */
function wrap(target: Queryable, root: PGlite | null): Db {
  const db: Db = {
    kind: 'pglite',
    async query<T>(sql: string, params?: readonly unknown[]) {
      await letOthersRun();
      const result = await target.query<T>(sql, params ? [...params] : undefined);
      return result.rows;
    },
    async exec(sql: string) {
      await letOthersRun();
      await target.exec(sql);
    },
    transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      // nested calls run inside the outer transaction
      if (!root) return fn(db);
      return root.transaction((tx) => fn(wrap(tx, null)));
    },
    async close() {
      if (root && !root.closed) await root.close();
    },
  };
  return db;
}

export interface PgliteOptions {
  /** a folder on disk; omitted = in memory */
  dataDir?: string;
  /** an initialised data directory (tarball from `dumpDataDir`) to start from instead of running initdb */
  loadDataDir?: Blob;
}

/**
 * Postgres's default 128 MB of shared buffers is set up at every start (a third of a cold start's second); the
 * sandbox's whole database is about 25 MB, and what the buffers do not hold stays in PGlite's file system.
 */
const START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

export async function openPglite(options: PgliteOptions = {}): Promise<{ db: Db; pglite: PGlite }> {
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    parsers,
    relaxedDurability: true,
    startParams: START_PARAMS,
  });
  return { db: wrap(pglite, pglite), pglite };
}
