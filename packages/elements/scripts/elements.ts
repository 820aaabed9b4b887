/**
 * Writes what is derived from the element list (src/elements.ts): the auto-defining entries (src/define/),
 * src/all.ts and the `exports` of package.json (and of its `publishConfig`). With `--check` it writes nothing
 * and fails when any of them differs from what it would write (`pnpm check:packages`, manifest.test.ts).
 * Run `node --import tsx scripts/elements.ts` (`pnpm --filter @bondkit/elements elements`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { derivedFiles } from '../src/elements-files';

const check = process.argv.includes('--check');
const packageDir = fileURLToPath(new URL('..', import.meta.url));
const stale: string[] = [];
for (const [file, text] of derivedFiles(packageDir)) {
  let current: string | undefined;
  try {
    current = readFileSync(`${packageDir}/${file}`, 'utf8');
  } catch {
    current = undefined;
  }
  if (current === text) continue;
  if (check) stale.push(file);
  else {
    writeFileSync(`${packageDir}/${file}`, text);
    console.log(`wrote ${file}`);
  }
}
if (stale.length > 0) {
  console.error(
    `@bondkit/elements: ${stale.join(', ')} differ from the element list (src/elements.ts): run pnpm --filter @bondkit/elements elements`,
  );
  process.exit(1);
}
