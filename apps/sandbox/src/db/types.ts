/** The sandbox's tiny database interface, over PGlite (embedded) or a PostgreSQL server (`pg`). */
export interface Db {
  readonly kind: 'pglite' | 'postgres';
  /** One statement with `$1…` parameters; rows as plain objects. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** One or more statements without parameters. */
  exec(sql: string): Promise<void>;
  /** Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Postgres type ids the adapters parse the same way: dates stay `YYYY-MM-DD`, numerics stay strings. */
export const PG_TYPES = { INT8: 20, DATE: 1082, TIMESTAMPTZ: 1184, NUMERIC: 1700 } as const;
