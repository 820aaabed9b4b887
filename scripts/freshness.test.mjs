import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { builds, staleBuilds } from './freshness.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const checkouts = [];
afterEach(() => {
  for (const dir of checkouts.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A checkout holding every input of `pnpm start`'s builds: folders get a source file, files are files. */
function checkout() {
  const root = mkdtempSync(path.join(tmpdir(), 'bondkit-start-'));
  checkouts.push(root);
  for (const input of builds.flatMap((step) => step.inputs)) {
    const full = path.join(root, input);
    if (path.extname(input)) {
      mkdirSync(path.dirname(full), { recursive: true });
      writeFileSync(full, '{}');
    } else {
      mkdirSync(full, { recursive: true });
      writeFileSync(path.join(full, 'index.ts'), 'export {};');
    }
  }
  return root;
}

/** What `pnpm start` does before serving: build the stale steps (here: write their output). */
function start(root, at) {
  const built = staleBuilds(root, builds).map((step) => step.name);
  for (const step of builds.filter((candidate) => built.includes(candidate.name))) {
    const output = path.join(root, step.output);
    mkdirSync(path.dirname(output), { recursive: true });
    writeFileSync(output, '');
    utimesSync(output, at, at);
  }
  return built;
}

describe('pnpm start, run twice on one checkout', () => {
  it('builds everything on the first run and nothing on the second', () => {
    const root = checkout();
    const later = new Date(Date.now() + 60_000);
    expect(start(root, later)).toEqual(['@bondkit/sandbox', '@bondkit/demo-host']);
    expect(start(root, later)).toEqual([]);
  });

  it('rebuilds only the builds whose inputs changed since, folders and single files alike', () => {
    const root = checkout();
    start(root, new Date(Date.now() + 60_000));
    const edited = new Date(Date.now() + 120_000);
    const edit = (file) => utimesSync(path.join(root, file), edited, edited);
    edit('apps/sandbox/package.json');
    expect(staleBuilds(root, builds).map((step) => step.name)).toEqual(['@bondkit/sandbox']);
    edit('packages/widgets/src/index.ts');
    expect(staleBuilds(root, builds).map((step) => step.name)).toEqual([
      '@bondkit/sandbox',
      '@bondkit/demo-host',
    ]);
  });

  it('reads this repository’s inputs as they are (every listed input exists)', () => {
    for (const input of builds.flatMap((step) => step.inputs)) {
      expect(existsSync(path.join(repo, input)), input).toBe(true);
      expect(() =>
        staleBuilds(repo, [{ name: input, output: 'package.json', inputs: [input] }]),
      ).not.toThrow();
    }
  });
});
