import { type Dirent, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The newest modification time (ms) of the files below `dir`, for "build when missing or older than its
 * sources". `skip` leaves out an entry (a file, or a folder with all it holds).
 */
export function newestMtime(dir: string, skip: (entry: Dirent) => boolean = () => false): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skip(entry)) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full, skip) : statSync(full).mtimeMs);
  }
  return newest;
}
