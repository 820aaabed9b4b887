/**
 * The published packages as npm users get them (`pnpm check:packages`, after publint; run `pnpm build` first):
 * each is packed with `pnpm pack` (which applies `publishConfig`) into a temporary folder, then
 *
 * - its package.json carries no workspace-only `@bondkit/source` condition, and the tarball holds no source
 *   maps, and has its README and LICENSE;
 * - @arethetypeswrong/cli reports no problem. `@bondkit/elements` is ES modules only: custom elements are a
 *   browser API, and its standalone and lite bundles are browser ES modules, so a CommonJS build would serve
 *   nobody; `require()` of it resolving to ES modules (`cjs-resolves-to-esm`, which Node 20.19+ loads anyway) is
 *   the one rule not applied to it. Every other resolution, node10's subpaths included, must pass.
 *
 * Prints each tarball's packed and unpacked size. Exits non-zero on the first failing package.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const PACKAGES = [
  { dir: 'packages/sdk-core', attw: [] },
  { dir: 'packages/widgets', attw: [] },
  { dir: 'packages/elements', attw: ['--ignore-rules', 'cjs-resolves-to-esm'] },
];

/** The files of a .tgz (unpacked with the system's tar): path inside the package → content. */
function readTarball(file) {
  const into = mkdtempSync(path.join(tmpdir(), 'bondkit-tarball-'));
  try {
    execFileSync('tar', ['-xzf', file, '-C', into]);
    const base = path.join(into, 'package');
    const files = new Map();
    for (const name of readdirSync(base, { recursive: true })) {
      const full = path.join(base, name);
      if (statSync(full).isFile()) files.set(name.split(path.sep).join('/'), readFileSync(full));
    }
    return files;
  } finally {
    rmSync(into, { recursive: true, force: true });
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

const attwCli = path.join(
  root,
  'node_modules/@arethetypeswrong/cli',
  JSON.parse(readFileSync(path.join(root, 'node_modules/@arethetypeswrong/cli/package.json'), 'utf8')).bin
    .attw,
);

const destination = mkdtempSync(path.join(tmpdir(), 'bondkit-check-packages-'));
let failed = false;
try {
  for (const { dir, attw } of PACKAGES) {
    const cwd = path.join(root, dir);
    const packed = JSON.parse(
      execFileSync('pnpm', ['pack', '--json', '--pack-destination', destination], { cwd, encoding: 'utf8' }),
    );
    const tarball = path.join(destination, path.basename(packed.filename));
    const files = readTarball(tarball);
    const unpacked = [...files.values()].reduce((sum, content) => sum + content.length, 0);
    console.log(
      `${packed.name}: ${files.size} files, ${kb(readFileSync(tarball).length)} packed, ${kb(unpacked)} unpacked`,
    );

    const problems = [];
    const manifest = JSON.parse(files.get('package.json')?.toString('utf8') ?? '{}');
    // the scripts may name the condition (they run in the repository); nothing a consumer resolves may
    const { scripts: _scripts, ...resolved } = manifest;
    if (JSON.stringify(resolved).includes('@bondkit/source'))
      problems.push(
        'package.json has the workspace-only "@bondkit/source" condition (publishConfig.exports?)',
      );
    const maps = [...files.keys()].filter((name) => name.endsWith('.map'));
    if (maps.length > 0) problems.push(`${maps.length} source maps in the tarball, e.g. ${maps[0]}`);
    for (const required of ['README.md', 'LICENSE'])
      if (!files.has(required)) problems.push(`no ${required} in the tarball`);
    for (const problem of problems) console.error(`  ✗ ${problem}`);

    const result = spawnSync(process.execPath, [attwCli, tarball, '--format', 'ascii', ...attw], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    const report = `${result.stdout}${result.stderr}`.trim();
    if (result.status === 0) {
      console.log(`  attw${attw.length > 0 ? ` (${attw.join(' ')})` : ''}: no problems`);
    } else {
      console.error(report);
      problems.push('attw found problems');
    }
    if (problems.length > 0) failed = true;
  }
} finally {
  rmSync(destination, { recursive: true, force: true });
}
if (failed) {
  console.error('check-packages: FAILED');
  process.exit(1);
}
console.log('check-packages: the packed sdk-core, widgets and elements are fine');
