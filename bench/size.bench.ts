/**
 * `size-<element>-react`, `size-<element>-lite`, `size-all-react`, `size-all-lite`: what a page downloads for
 * an element — its standalone entry plus every chunk it imports, each file gzipped at level 9 (as a server
 * sends them), in KB — against the budgets of issue 5. `-react` is dist/standalone (React inside), `-lite`
 * dist/lite (preact/compat). Elements whose widget does not exist yet are left out. Chunks loaded later by a
 * dynamic `import()` are not counted, being off the critical path: the guide form's phone library and metadata
 * (about 29 KB, when the form comes into view or the visitor reaches it), the bond detail's HTML sanitiser
 * (next to the product's data), the market's Filters drawer, card view and CSV saving, and the ticket's review
 * and placed steps, its limit and switch fields and the quote's figures (when the user gets near them), and a
 * menu's open list.
 *
 * `size-peer-ratio-react` and `size-peer-ratio-lite`: all the elements (`size-all-*`) against the closest
 * peer SDK measured the same way in the same run — `@brokerize/elements` (web components for a brokerage; a
 * devDependency of bench, pinned to the version compared), its whole UMD bundle gzipped at level 9.
 *
 * The bundles are built first (`build:standalone`, `build:lite` of @bondkit/elements) when missing or older
 * than the sources of elements, widgets or sdk-core.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
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

/**
 * Budgets in KB gzip: [React build, lite build]. Issue 5's, re-based (issue 13) for the product owner's stack:
 * every element that calls the API rose by what zod/mini and ky cost it, measured as the change of `size-all-*`
 * when they replaced valibot and the hand-written fetch client (+10.3 KB React, +10.5 KB lite; each API
 * element +9.8 to +10.4), so +10.5 each. The calculator makes no calls: its budget stands.
 *
 * Re-based again for the partner review's sign-in contract, refresh channel and `reload()`, by what they cost,
 * measured on the same build before and after (bytes gzip, React / lite), rounded up to 0.1 KB: the market
 * table +1,642 / +1,620, the ticket +1,645 / +1,604, the guide form +1,072 / +1,059, everything +1,702 /
 * +1,647 (the page connection, the session shared by the page's elements, the signed-out state and its texts in
 * both variants, the refresh channel and the widgets' quiet reloads); the calculator +262 / +253 (the element
 * factory's methods, navigation rule and signed-out slot, in the runtime every element loads). The market
 * table's lite budget also takes the +349 bytes its bundle had grown by since it was last measured at 60.5
 * (1c17930 → 50c89d2, both built and measured the same way: 62,086 → 62,435 bytes, 61.0 KB before this change).
 * Then, measured the same way: the market table's lite bundle +474 B for the failure texts in the customer's
 * words (session ended, offline, not available, both variants) and +254 B for the container-responsive list
 * (its @container column levels and cards) → 64,783 B, 63.3 KB: its lite budget is 63.5. The calculator's React
 * bundle +75 B for its container rules and `hide-heading` → 80.3 KB: its React budget is 80.5.
 *
 * Re-based for issue 17 (what a customer meets), measured the same way on b9c283c and on the merge of its four
 * parts (bytes gzip, React / lite): the market table +879 / +889 (one row per coming-soon product with its
 * package choice, the reason beside a missing Buy, search over issuer, obligor and ISIN, the CSV asking for what
 * is shown) → 125,588 / 65,807 B: budgets 122.7 / 64.3; the ticket +1,933 / +1,889 (the reason beside every
 * disabled action, the agreements' links, the placed order's link, the partner's wording, pending packages) →
 * 130,541 / 70,718 B: budgets 127.5 / 69.1. `all` grew +2,008 / +1,920 → 160.7 / 101.0 KB, within its budget.
 * Then the one bond-maths convention (the wire's coupon frequency and day count, the ticket's yield through
 * `bonds/`): the market table +70 / +72 → 125,658 / 65,879 B, budgets 122.8 / 64.4; the ticket +92 / +95 →
 * 130,633 / 70,813 B, budgets 127.6 / 69.2.
 *
 * Issue 18 adds `<bk-portfolio-summary>` and `<bk-portfolio>` (measured when added: 112.5 / 54.1 and 136.3 /
 * 77.8 KB, budgets with 1 KB of room) and grows the others, measured on the merge of the sandbox's portfolio
 * routes and after the portfolio widgets (KB, React / lite): the widgets' navigation targets of the dashboard
 * (their default addresses and the elements' URL-template table), the load panel's 500 ms delay, and the
 * bundler's regrouping of the shared chunks the two new entries use: the calculator 80.5 → 80.7 / 22.3 → 22.5,
 * the market table 122.8 → 124.4 / 64.3 → 65.9, the ticket 127.6 → 130.5 / 69.2 → 72.0; `all` 160.8 → 172.1 /
 * 101.1 → 112.5 (the two elements). With the reports merged (the bond detail's report download and documents
 * e-mail, its report-download popup) `all` measured 175.0 / 115.3 and the market table's lite 66.0: budgets
 * `all` 175.5 / 115.8, the market table's lite 66.1. The portfolio elements' URL-template table left the
 * shared runtime chunk for their own (market table 124.6 → 124.4 React). The session's folds into shared kernels
 * (one `ui/` pager, the load panels' `failurePanel`, the money pages' amount field) measured the market table
 * 124.6 / 66.2 and the ticket 130.7 / 72.1: budgets 124.7 / 66.3 and 130.8 / 72.2.
 */
export const BUDGETS: Readonly<Record<string, readonly [react: number, lite: number]>> = {
  'savings-calculator': [80.7, 22.5],
  'guide-form': [96.6, 41.6],
  'market-table': [124.7, 66.3],
  'trade-ticket': [130.8, 72.2],
  'portfolio-summary': [113.5, 55.1],
  portfolio: [137.3, 78.8],
  all: [175.5, 115.8],
};

const BUILDS = { react: 'standalone', lite: 'lite' } as const;

/**
 * All elements ÷ the peer's bundle, at most: [React build, lite build]. React 0.56 since the sign-in contract
 * (+1.7 KB of `size-all-react`, 0.549 → 0.555 of the peer's 281.9 KB); 0.57 / 0.36 since issue 17 (+2.0 / +1.9 KB
 * of `size-all-*`: 0.570 / 0.358); 0.62 / 0.40 since issue 18's two portfolio elements (0.611 / 0.399); 0.625 /
 * 0.411 with its reports in the bond detail (0.621 / 0.409).
 */
export const PEER_RATIO_TARGETS = { react: 0.625, lite: 0.411 } as const;

/** The peer SDK's whole bundle (UMD, what a page without a bundler loads). */
function peerBundle(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@brokerize/elements/package.json')), 'dist/bundle.umd.js');
}

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

/** KB gzip of the peer's whole bundle. */
export function peerKB(): number {
  return gzipKB([peerBundle()]);
}

export default async function run(): Promise<Figure[]> {
  const figures: Figure[] = [];
  const peerKB = gzipKB([peerBundle()]);
  console.log(`  peer: @brokerize/elements bundle.umd.js ${peerKB} KB gzip`);
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
    const all = figures.find((figure) => figure.name === `size-all-${flavour}`);
    if (all) {
      figures.push({
        name: `size-peer-ratio-${flavour}`,
        value: Math.round((all.value / peerKB) * 1000) / 1000,
        unit: 'ratio',
        target: PEER_RATIO_TARGETS[flavour],
        better: 'lower',
      });
    }
  }
  return figures;
}
