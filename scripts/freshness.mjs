/**
 * Which of `pnpm start`'s builds are missing or older than their inputs. An input is a folder (walked
 * recursively, skipping dependencies, builds and dot-files) or a single file (a package.json, a config).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SKIPPED = ['node_modules', 'dist', '.data', '.tsbuild'];

/** Newest modification time of the given files and of everything under the given folders (0 when none exist). */
export function newest(root, ...inputs) {
  let time = 0;
  const visit = (full) => {
    const stats = statSync(full);
    if (!stats.isDirectory()) {
      time = Math.max(time, stats.mtimeMs);
      return;
    }
    for (const entry of readdirSync(full, { withFileTypes: true })) {
      if (SKIPPED.includes(entry.name) || entry.name.startsWith('.')) continue;
      visit(path.join(full, entry.name));
    }
  };
  for (const input of inputs) {
    const full = path.join(root, input);
    if (existsSync(full)) visit(full);
  }
  return time;
}

/** Modification time of a build's output file, 0 when it has not been built. */
export function builtAt(root, file) {
  const full = path.join(root, file);
  return existsSync(full) ? statSync(full).mtimeMs : 0;
}

/** The steps (`{ name, output, inputs }`) whose output is missing or older than one of its inputs. */
export function staleBuilds(root, steps, { rebuild = false } = {}) {
  return steps.filter((step) => {
    if (rebuild) return true;
    const output = builtAt(root, step.output);
    return output === 0 || newest(root, ...step.inputs) > output;
  });
}

/** `pnpm start`'s builds and what each reads: folders and single files. */
export const builds = [
  {
    name: '@bondkit/sandbox',
    output: 'apps/sandbox/dist/bin.js',
    // the sandbox's bundle includes sdk-core (tsup noExternal), so sdk-core needs no build of its own
    inputs: [
      'apps/sandbox/src',
      'apps/sandbox/package.json',
      'apps/sandbox/tsup.config.ts',
      'packages/sdk-core/src',
    ],
  },
  {
    name: '@bondkit/demo-host',
    output: 'apps/demo-host/dist/index.html',
    inputs: [
      'apps/demo-host/src',
      'apps/demo-host/index.html',
      'apps/demo-host/vite.config.ts',
      'packages/widgets/src',
      'packages/sdk-core/src',
    ],
  },
];
