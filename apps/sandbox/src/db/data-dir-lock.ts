/**
 * One process per PGlite data folder. PGlite is an embedded database: two processes opening the same folder
 * (a second `pnpm start`, a `reset` beside a running sandbox) would write the same files and corrupt them. The
 * sandbox therefore holds a lock file beside the folder (`<folder>.lock`, holding its process id) while the
 * database is open. A lock whose process has gone (a sandbox killed without closing) is taken over.
 */
import { open, readFile, unlink } from 'node:fs/promises';

/** The refusal when the folder is in use: says by whom and what to do. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The sandbox's data folder ${dataDir} is in use by process ${pid} (a sandbox or pnpm start already running). ` +
        'Stop that one first, or give this one another folder (SANDBOX_DATA_DIR or --data-dir).',
    );
    this.name = 'DataDirInUseError';
  }
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Takes the data folder's lock; resolves to its release. Throws {@link DataDirInUseError} when it is held. */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockFile = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(lockFile, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => unlink(lockFile).catch(() => undefined);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const pid = Number.parseInt(await readFile(lockFile, 'utf8').catch(() => ''), 10);
    if (Number.isInteger(pid) && pid > 0 && isRunning(pid)) throw new DataDirInUseError(dataDir, pid);
    // left by a process that has gone: take it over
    await unlink(lockFile).catch(() => undefined);
  }
  throw new Error(`Could not take the lock ${lockFile}.`);
}
