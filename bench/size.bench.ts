/**
 * `size-<element>-react`, `size-<element>-lite`, `size-all-react`, `size-all-lite`: what a page downloads for
 * an element — its standalone entry plus every chunk it imports, each file gzipped at level 9 (as a server
 * sends them), in KB — against the budgets of issue 5. `-react` is dist/standalone (React inside), `-lite`
 * dist/lite (preact/compat). Elements whose widget does not exist yet are left out. Chunks loaded later by a
 * dynamic `import()` are not counted, being off the critical path: the guide form's phone library and metadata
 * (about 29 KB, when the form comes into view or the visitor reaches it), the bond detail's HTML sanitiser
 * (next to the product's data), the market's Filters drawer, card view and CSV saving, and the ticket's review
 * and placed steps, switch picker and limit yield (when the user gets near them).
 *
 * The bundles are built first (`build:standalone`, `build:lite` of @bondkit/elements) when missing or older
 * than the sources of elements, widgets or sdk-core.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Figure } from './run';
import { newestMtime } from './support/sources';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const elementsDir = path.join(root, 'packages/elements');
const SOURCES = ['packages/elements/src', 'packages/widgets/src', 'packages/sdk-core/src'].map((dir) =>
  path.join(root, dir),
);

/** Budgets in KB gzip (issue 5): [React build, lite build]. */
export const BUDGETS: Readonly<Record<string, readonly [react: number, lite: number]>> = {
  'savings-calculator': [80, 22],
  'guide-form': [85, 30],
  'market-table': [110, 50],
  'trade-ticket': [115, 55],
  all: [160, 90],
};

const BUILDS = { react: 'standalone', lite: 'lite' } as const;

function ensureBuilt(build: 'standalone' | 'lite'): void {
  const entry = path.join(elementsDir, 'dist', build, 'all.js');
  const sources = Math.max(
    ...SOURCES.map((dir) =>
      newestMtime(dir, (entry) => !entry.isDirectory() && entry.name.includes('.test.')),
    ),
  );
  if (existsSync(entry) && statSync(entry).mtimeMs >= sources) return;
  console.log(`  building @bondkit/elements ${build}…`);
  const result = spawnSync('pnpm', ['--filter', '@bondkit/elements', 'run', `build:${build}`], {
    cwd: root,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`build:${build} failed: ${result.stderr || result.stdout}`);
}

/** The files a module loads: itself and, transitively, every relative static import. */
export function moduleGraph(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+)["']/g)) {
      visit(path.resolve(path.dirname(file), match[1]!));
    }
  };
  visit(entry);
  return [...seen];
}

/** KB of the files gzipped one by one at level 9. */
export function gzipKB(files: readonly string[]): number {
  const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0);
  return Math.round((bytes / 1024) * 10) / 10;
}

export default async function run(): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const [flavour, build] of Object.entries(BUILDS) as [keyof typeof BUILDS, 'standalone' | 'lite'][]) {
    ensureBuilt(build);
    for (const [element, [react, lite]] of Object.entries(BUDGETS)) {
      const entry = path.join(elementsDir, 'dist', build, `${element}.js`);
      if (!existsSync(entry)) continue; // not made yet
      figures.push({
        name: `size-${element}-${flavour}`,
        value: gzipKB(moduleGraph(entry)),
        unit: 'KB',
        target: flavour === 'react' ? react : lite,
        better: 'lower',
      });
    }
  }
  return figures;
}
