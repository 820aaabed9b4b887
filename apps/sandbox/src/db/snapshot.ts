import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from './migrate';
import { MIGRATIONS } from './migrations';
import { openPglite } from './pglite';

/**
 * PGlite runs initdb on every `PGlite.create()` (3–4.5 s here). The sandbox instead builds one initialised,
 * migrated data directory, keeps it as a gzipped tarball in a cache folder keyed by the migrations and the
 * PGlite version, and starts every database from it (`loadDataDir`, about 0.6 s).
 */
const SNAPSHOT_FORMAT = 1;
const LOCK_STALE_MS = 120_000;
const WAIT_LIMIT_MS = 180_000;

function pgliteVersion(): string {
  try {
    const require = createRequire(import.meta.url);
    let dir = path.dirname(require.resolve('@electric-sql/pglite'));
    for (let i = 0; i < 4; i++) {
      const file = path.join(dir, 'package.json');
      if (existsSync(file)) {
        const pkg = require(file) as { name?: string; version?: string };
        if (pkg.name === '@electric-sql/pglite') return pkg.version ?? 'unknown';
      }
      dir = path.dirname(dir);
    }
  } catch {
    // fall through
  }
  return 'unknown';
}

export function snapshotKey(): string {
  return createHash('sha256')
    .update(JSON.stringify({ format: SNAPSHOT_FORMAT, pglite: pgliteVersion(), migrations: MIGRATIONS }))
    .digest('hex')
    .slice(0, 16);
}

/** `<nearest node_modules>/.cache/bondkit-sandbox`, else the OS temp folder; `BONDKIT_SANDBOX_CACHE` overrides. */
export function snapshotCacheDir(): string {
  const override = process.env.BONDKIT_SANDBOX_CACHE;
  if (override) return override;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 8; i++) {
    const candidate = path.join(dir, 'node_modules');
    if (existsSync(candidate)) return path.join(candidate, '.cache', 'bondkit-sandbox');
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return path.join(os.tmpdir(), 'bondkit-sandbox');
}

async function buildSnapshot(): Promise<Uint8Array> {
  const { db, pglite } = await openPglite();
  try {
    await migrate(db);
    const dump = await pglite.dumpDataDir('gzip');
    return new Uint8Array(await dump.arrayBuffer());
  } finally {
    await db.close();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readOrBuild(file: string): Promise<Uint8Array> {
  const lock = `${file}.lock`;
  const started = Date.now();
  for (;;) {
    if (existsSync(file)) return new Uint8Array(await readFile(file));
    let handle: Awaited<ReturnType<typeof open>> | null = null;
    try {
      handle = await open(lock, 'wx');
    } catch {
      // another process is building it: wait, unless its lock is stale
      const info = await stat(lock).catch(() => null);
      if (info && Date.now() - info.mtimeMs > LOCK_STALE_MS) await rm(lock, { force: true });
      if (Date.now() - started > WAIT_LIMIT_MS) return buildSnapshot();
      await sleep(200);
      continue;
    }
    try {
      const bytes = await buildSnapshot();
      const tmp = `${file}.${process.pid}.tmp`;
      await writeFile(tmp, bytes);
      await rename(tmp, file);
      return bytes;
    } finally {
      await handle.close();
      await rm(lock, { force: true });
    }
  }
}

let memo: { key: string; bytes: Promise<Uint8Array> } | null = null;

/** The initialised data directory as a tarball (built and cached on first use). */
export async function getSnapshot(): Promise<Blob> {
  const key = snapshotKey();
  if (!memo || memo.key !== key) {
    const dir = snapshotCacheDir();
    const bytes = mkdir(dir, { recursive: true })
      .then(() => readOrBuild(path.join(dir, `pglite-${key}.tar.gz`)))
      .catch(async (error) => {
        // an unwritable cache folder only costs speed
        if ((error as NodeJS.ErrnoException).code === 'EACCES') return buildSnapshot();
        throw error;
      });
    memo = { key, bytes };
    bytes.catch(() => {
      if (memo?.bytes === bytes) memo = null;
    });
  }
  const bytes = await memo.bytes;
  return new Blob([bytes as Uint8Array<ArrayBuffer>]);
}
