import { MIGRATIONS, type Migration } from './migrations';
import type { Db } from './types';

/** Applies the migrations not yet recorded in `schema_migrations`, each in its own transaction. */
export async function migrate(db: Db, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (id integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const rows = await db.query<{ id: number }>('SELECT id FROM schema_migrations');
  const applied = new Set(rows.map((r) => r.id));
  const ran: number[] = [];
  for (const migration of [...migrations].sort((a, b) => a.id - b.id)) {
    if (applied.has(migration.id)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (id, name) VALUES ($1, $2)', [
        migration.id,
        migration.name,
      ]);
    });
    ran.push(migration.id);
  }
  return ran;
}
