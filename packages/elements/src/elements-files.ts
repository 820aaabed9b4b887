/**
 * The files derived from the element list (elements.ts), as text: written by scripts/elements.ts, compared
 * by its `--check` and by manifest.test.ts. Node only; no bundle imports it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { camelName, ELEMENTS } from './elements';

const GENERATED = '// Generated from src/elements.ts by scripts/elements.ts: do not edit.\n';

function defineFile(name: string, file: string): string {
  return `${GENERATED}/** Defines \`<bk-${name}>\` on import (guarded: importing twice, or next to another copy, does not throw). */
import { ${camelName(name)}Element } from '../${file}';

${camelName(name)}Element.define();
`;
}

function allFile(): string {
  const byFile = new Map<string, string[]>();
  for (const { name, file = name } of ELEMENTS) {
    byFile.set(file, [...(byFile.get(file) ?? []), `${camelName(name)}Element`]);
  }
  const imports = [...byFile]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([file, names]) => {
      const list = names.sort().join(', ');
      return `import { ${list} } from './${file}';`;
    });
  const list = ELEMENTS.map(({ name }) => `  ${camelName(name)}Element,`).join('\n');
  return `${GENERATED}${imports.join('\n')}

/** Every element of this package, in the manifest's order (src/elements.ts). */
export const bondkitElements = [
${list}
] as const;

/** Defines every element under its default tag name (those already defined are left alone). */
export function defineAll(): void {
  for (const element of bondkitElements) element.define();
}
`;
}

type Exports = Record<string, unknown>;

/** The package's `exports`: the main entry, one `<name>/define` per element, `all/define`, then the rest. */
function exportsOf(current: Exports, source: boolean): Exports {
  const entry = (from: string, to: string) => ({
    ...(source ? { '@bondkit/source': `./src/${from}.ts` } : {}),
    types: `./dist/${to}.d.ts`,
    default: `./dist/${to}.js`,
  });
  const derived: Exports = { '.': entry('index', 'index') };
  for (const { name } of [...ELEMENTS, { name: 'all' }]) {
    derived[`./${name}/define`] = entry(`define/${name}`, `define/${name}`);
  }
  // what is not an element's entry (jsx, the bundles, the manifest) is kept as written
  for (const [key, value] of Object.entries(current)) {
    if (key !== '.' && !key.endsWith('/define')) derived[key] = value;
  }
  return derived;
}

function packageJson(packageDir: string): string {
  const pkg = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    exports: Exports;
    publishConfig: { exports: Exports };
  };
  pkg.exports = exportsOf(pkg.exports, true);
  pkg.publishConfig.exports = exportsOf(pkg.publishConfig.exports, false);
  return `${JSON.stringify(pkg, null, 2)}\n`;
}

/** [file relative to the package, its text] for everything derived from the list. */
export function derivedFiles(packageDir: string): [string, string][] {
  return [
    ...ELEMENTS.map(({ name, file = name }): [string, string] => [
      `src/define/${name}.ts`,
      defineFile(name, file),
    ]),
    ['src/all.ts', allFile()],
    ['package.json', packageJson(packageDir)],
  ];
}
