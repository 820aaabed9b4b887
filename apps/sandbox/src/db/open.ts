import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { lockDataDir } from './data-dir-lock';
import { migrate } from './migrate';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import { getSnapshot } from './snapshot';
import type { Db } from './types';

export interface OpenDatabaseOptions {
  /** a PostgreSQL connection string: use that server instead of PGlite */
  databaseUrl?: string;
  /** a folder for PGlite's data (kept between runs); omitted = in memory */
  dataDir?: string;
}

/** Opens (and migrates) the sandbox database. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Db> {
  let db: Db;
  if (options.databaseUrl) {
    db = await openPostgres(options.databaseUrl);
  } else if (options.dataDir) {
    const dataDir = path.resolve(options.dataDir);
    // one process per folder: the lock first, released when the database closes
    const release = await lockDataDir(dataDir);
    try {
      if (existsSync(path.join(dataDir, 'PG_VERSION'))) {
        ({ db } = await openPglite({ dataDir }));
      } else {
        await mkdir(dataDir, { recursive: true });
        ({ db } = await openPglite({ dataDir, loadDataDir: await getSnapshot() }));
      }
    } catch (error) {
      await release();
      throw error;
    }
    const closeDb = db.close.bind(db);
    db.close = async () => {
      try {
        await closeDb();
      } finally {
        await release();
      }
    };
  } else {
    ({ db } = await openPglite({ loadDataDir: await getSnapshot() }));
  }
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
