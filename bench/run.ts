/**
 * `pnpm bench [-- NAME…]` — runs every bench/*.bench.ts module (or the subset named: a module name such as
 * `market-table-keystroke`, or a figure-name prefix such as `market-pipeline-10k`), writes bench/results.json
 * (the format of ARCHITECTURE.md) and prints a table. A module that fails is reported as a row, never thrown.
 */
import { readdir, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The units a figure may be in. */
export const UNITS = ['ms', 's', 'KB', 'ops/s', 'ratio'] as const;

export type Figure = {
  name: string;
  value: number;
  unit: (typeof UNITS)[number];
  target: number;
  better: 'lower' | 'higher';
};

export type Result = Figure & { ok: boolean; measured: string; machine: string };

type Failure = { module: string; error: string };

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const resultsFile = path.join(benchDir, 'results.json');

export function describeMachine(): string {
  const cores = os.cpus().length;
  const [major, minor] = process.versions.node.split('.');
  return `${cores} ${cores === 1 ? 'core' : 'cores'}, Node ${major}.${minor}`;
}

export function meetsTarget(figure: Figure): boolean {
  if (!Number.isFinite(figure.value)) return false;
  return figure.better === 'lower' ? figure.value <= figure.target : figure.value >= figure.target;
}

/** Which modules to run and which figures to keep, from the names given after `--`. */
export function selectBy(names: readonly string[]) {
  const wanted = names.filter((name) => name.length > 0 && name !== '--');
  return {
    all: wanted.length === 0,
    runsModule(moduleName: string): boolean {
      if (wanted.length === 0) return true;
      return wanted.some(
        (name) => name === moduleName || moduleName.startsWith(name) || name.startsWith(moduleName),
      );
    },
    keepsFigure(moduleName: string, figureName: string): boolean {
      if (wanted.length === 0) return true;
      return wanted.some((name) => name === moduleName || figureName.startsWith(name));
    },
  };
}

function formatValue(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const abs = Math.abs(value);
  const digits = abs >= 100 ? 0 : abs >= 10 ? 1 : abs >= 1 ? 2 : 3;
  return value.toFixed(digits);
}

export function renderTable(results: readonly Result[], failures: readonly Failure[]): string {
  const header = ['figure', 'value', 'target', 'ok'];
  const rows = results.map((r) => [
    r.name,
    `${formatValue(r.value)} ${r.unit}`,
    `${r.better === 'lower' ? '≤' : '≥'} ${r.target} ${r.unit}`,
    r.ok ? 'yes' : 'NO',
  ]);
  for (const failure of failures) rows.push([failure.module, 'failed', '', failure.error]);
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => (i === 1 || i === 2 ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '─'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

function isFigure(value: unknown): value is Figure {
  if (typeof value !== 'object' || value === null) return false;
  const f = value as Record<string, unknown>;
  return (
    typeof f.name === 'string' &&
    typeof f.value === 'number' &&
    typeof f.target === 'number' &&
    (UNITS as readonly unknown[]).includes(f.unit) &&
    (f.better === 'lower' || f.better === 'higher')
  );
}

async function readPrevious(): Promise<Result[]> {
  try {
    const { readFile } = await import('node:fs/promises');
    const parsed: unknown = JSON.parse(await readFile(resultsFile, 'utf8'));
    return Array.isArray(parsed) ? (parsed as Result[]) : [];
  } catch {
    return [];
  }
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n')[0]?.slice(0, 160) ?? 'failed';
}

async function main(argv: readonly string[]): Promise<void> {
  const selection = selectBy(argv);
  const files = (await readdir(benchDir)).filter((file) => file.endsWith('.bench.ts')).sort();
  const modules = files
    .map((file) => ({ file, name: file.slice(0, -'.bench.ts'.length) }))
    .filter((m) => selection.runsModule(m.name));
  if (modules.length === 0) {
    console.error(`No bench module matches ${argv.join(' ')}. Modules: ${files.join(', ')}`);
    process.exitCode = 1;
    return;
  }

  const machine = describeMachine();
  const results: Result[] = [];
  const failures: Failure[] = [];
  for (const mod of modules) {
    console.log(`▶ ${mod.name}`);
    const started = performance.now();
    try {
      const loaded = (await import(pathToFileURL(path.join(benchDir, mod.file)).href)) as {
        default?: () => Promise<unknown>;
      };
      if (typeof loaded.default !== 'function') throw new Error('no default export run()');
      const figures = await loaded.default();
      if (!Array.isArray(figures) || !figures.every(isFigure))
        throw new Error('run() did not return Figure[]');
      const measured = new Date().toISOString();
      for (const figure of figures) {
        if (!selection.keepsFigure(mod.name, figure.name)) continue;
        results.push({
          name: figure.name,
          value: figure.value,
          unit: figure.unit,
          target: figure.target,
          better: figure.better,
          ok: meetsTarget(figure),
          measured,
          machine,
        });
      }
      console.log(`  done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    } catch (error) {
      failures.push({ module: mod.name, error: errorText(error) });
      console.error(`  ${mod.name} failed:`, error);
    }
  }

  // A subset run keeps the other figures of the previous results so the file always holds every figure.
  const previous = selection.all ? [] : await readPrevious();
  const fresh = new Set(results.map((r) => r.name));
  const merged = [...previous.filter((r) => !fresh.has(r.name)), ...results];
  const order = new Map(merged.map((r, i) => [r.name, i]));
  merged.sort((a, b) => a.name.localeCompare(b.name) || (order.get(a.name) ?? 0) - (order.get(b.name) ?? 0));
  const tmp = `${resultsFile}.tmp`;
  await writeFile(tmp, `${JSON.stringify(merged, null, 2)}\n`);
  await rename(tmp, resultsFile);

  console.log(`\n${renderTable(results, failures)}\n`);
  console.log(`${machine} · wrote ${path.relative(process.cwd(), resultsFile)}`);
  if (failures.length > 0) process.exitCode = 1;
}

const invokedDirectly = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  await main(process.argv.slice(2));
}
