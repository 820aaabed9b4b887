import type { PoolClient } from 'pg';
import { type Db, PG_TYPES } from './types';

function wrapClient(client: PoolClient): Db {
  const db: Db = {
    kind: 'postgres',
    async query<T>(sql: string, params?: readonly unknown[]) {
      const result = await client.query(sql, params ? [...params] : undefined);
      return result.rows as T[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
    transaction: (fn) => fn(db),
    async close() {},
  };
  return db;
}

/** A pooled connection to a PostgreSQL server. The `pg` module is loaded only when used. */
export async function openPostgres(connectionString: string): Promise<Db> {
  const { default: pg } = await import('pg');
  const getTypeParser = ((oid: number, format?: string) => {
    if (oid === PG_TYPES.DATE || oid === PG_TYPES.NUMERIC) return (value: string) => value;
    if (oid === PG_TYPES.INT8) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format as 'text');
  }) as typeof pg.types.getTypeParser;
  const pool = new pg.Pool({ connectionString, max: 8, types: { getTypeParser } });
  // keep an idle-connection error from crashing the process
  pool.on('error', () => {});
  let closed = false;
  return {
    kind: 'postgres',
    async query<T>(sql: string, params?: readonly unknown[]) {
      const result = await pool.query(sql, params ? [...params] : undefined);
      return result.rows as T[];
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrapClient(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
