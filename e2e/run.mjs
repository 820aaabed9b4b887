/**
 * `pnpm test:e2e`: the two Playwright projects one after the other, each in its own run, so that a failure in
 * the first never hides the second (a project `dependencies` would skip it). `chromium` runs the tests that
 * leave the sandbox as they found it, two at a time; `global-state` then runs, on a freshly started stack, the
 * tests that change it for everyone (market state, clock), one at a time. Exits non-zero when either failed.
 *
 * Arguments are passed to Playwright: with any (a file, `--grep`, `--project`), one plain run takes them.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const cli = createRequire(import.meta.url).resolve('@playwright/test/cli');
const playwright = (args) =>
  spawnSync(process.execPath, [cli, 'test', ...args], { cwd: here, stdio: 'inherit' }).status ?? 1;

const args = process.argv.slice(2);
if (args.length > 0) process.exit(playwright(args));

const results = ['chromium', 'global-state'].map((project) => [
  project,
  playwright([`--project=${project}`]),
]);
const failed = results.filter(([, status]) => status !== 0).map(([project]) => project);
if (failed.length > 0) console.error(`e2e: failed in ${failed.join(' and ')}`);
process.exit(failed.length > 0 ? 1 : 0);
