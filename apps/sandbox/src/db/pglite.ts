import { PGlite, type Transaction } from '@electric-sql/pglite';
import { type Db, PG_TYPES } from './types';

const parsers = {
  [PG_TYPES.INT8]: (value: string) => Number(value),
  [PG_TYPES.DATE]: (value: string) => value,
  [PG_TYPES.NUMERIC]: (value: string) => value,
};

type Queryable = Pick<PGlite, 'query' | 'exec'> | Transaction;

function wrap(target: Queryable, root: PGlite | null): Db {
  const db: Db = {
    kind: 'pglite',
    async query<T>(sql: string, params?: readonly unknown[]) {
      const result = await target.query<T>(sql, params ? [...params] : undefined);
      return result.rows;
    },
    async exec(sql: string) {
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

export async function openPglite(options: PgliteOptions = {}): Promise<{ db: Db; pglite: PGlite }> {
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    parsers,
    relaxedDurability: true,
  });
  return { db: wrap(pglite, pglite), pglite };
}
