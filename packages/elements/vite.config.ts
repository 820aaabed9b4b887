import { fileURLToPath } from 'node:url';
import MagicString from 'magic-string';
import type { OutputChunk, RolldownOutput } from 'rolldown';
import { build, defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { ELEMENTS } from './src/elements';

/**
 * The standalone bundles (`vite build --mode standalone` → dist/standalone/) and the lite ones on
 * preact/compat (`vite build --mode lite` → dist/lite/): one ES module per element, each loadable by a single
 * `<script type="module" src>` (one per entry of the element list, src/elements.ts), sharing their common code (the runtime: React or preact, r2wc, the provider,
 * sdk-core's client) in chunks they import; then `all.js` (`--mode standalone-all` / `lite-all`). Nothing is
 * external.
 */
const ELEMENT_ENTRIES = Object.fromEntries(ELEMENTS.map(({ name }) => [name, `src/define/${name}.ts`]));

/**
 * Every element in one module, built on its own (`--mode standalone-all` / `lite-all`, into the same folder)
 * so it shares nothing with the per-element modules: everything it needs up front is that one file, one
 * request and one gzip stream for a page that uses them all. Only what loads later (the sanitiser, the phone
 * data, dialogs and later steps) is in separate chunks.
 */
const ALL_ENTRY = { all: 'src/define/all.ts' };

/** preact, resolved from this package (the widgets and sdk-core sources importing React do not depend on it). */
const preact = (specifier: string) => fileURLToPath(import.meta.resolve(specifier));

/** The same widget code on preact/compat (TOOLCHAIN.md). */
const PREACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: preact('preact/compat/client') },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: preact('preact/jsx-runtime') },
  { find: /^react-dom$/, replacement: preact('preact/compat') },
  { find: /^react$/, replacement: preact('preact/compat') },
  // preact/compat/client imports 'preact/compat' itself: the same file, or compat is bundled twice
  { find: /^preact\/compat$/, replacement: preact('preact/compat') },
];

/**
 * r2wc's React renderer imports React's default export for `React.createElement`. On preact/compat that
 * default export is an object of the whole compat API (Suspense, lazy, portals, Children, …), which keeps all
 * of it in every bundle; r2wc gets a default export holding only `createElement` instead (−1.2 KB gzip).
 */
function r2wcCreateElementOnly(): Plugin {
  const id = '\0bondkit:r2wc-react';
  const compat = preact('preact/compat');
  return {
    name: 'bondkit:r2wc-create-element-only',
    // before Vite's own resolver (the alias has already turned 'react' into compat's path)
    enforce: 'pre',
    resolveId(source, importer) {
      const fromR2wc = importer?.replaceAll('\\', '/').includes('/@r2wc/react-to-web-component/');
      return fromR2wc && (source === 'react' || source === compat) ? id : null;
    },
    load(loaded) {
      return loaded === id
        ? `import { createElement } from ${JSON.stringify(compat)}; export default { createElement };`
        : null;
    },
  };
}

/**
 * The standalone build's React, as ES modules: each of these specifiers, imported by our sources, becomes a
 * module re-exporting the names below from the real (CommonJS) one. It sits in the runtime chunk, so element
 * chunks import plain bindings from it instead of each wrapping React with rolldown's interop helpers. A name
 * our code imports and this list lacks fails the build (MISSING_EXPORT).
 */
const ESM_PREFIX = '\0bondkit:esm:';
const REACT_EXPORTS: Record<string, readonly string[]> = {
  react: [
    'Children',
    'Component',
    'Fragment',
    'PureComponent',
    'StrictMode',
    'Suspense',
    'cloneElement',
    'createContext',
    'createElement',
    'createRef',
    'forwardRef',
    'isValidElement',
    'lazy',
    'memo',
    'startTransition',
    'use',
    'useActionState',
    'useCallback',
    'useContext',
    'useDebugValue',
    'useDeferredValue',
    'useEffect',
    'useId',
    'useImperativeHandle',
    'useInsertionEffect',
    'useLayoutEffect',
    'useMemo',
    'useOptimistic',
    'useReducer',
    'useRef',
    'useState',
    'useSyncExternalStore',
    'useTransition',
    'version',
  ],
  'react/jsx-runtime': ['Fragment', 'jsx', 'jsxs'],
  'react-dom': ['createPortal', 'flushSync'],
};
function reactAsEsm(): Plugin {
  return {
    name: 'bondkit:react-as-esm',
    // before Vite's own resolver
    enforce: 'pre',
    resolveId(source, importer) {
      // not React's own modules, nor a virtual module (the re-exporting one itself)
      const ours = importer && !importer.includes('node_modules') && !importer.startsWith('\0');
      return ours && source in REACT_EXPORTS ? ESM_PREFIX + source : null;
    },
    load(id) {
      if (!id.startsWith(ESM_PREFIX)) return null;
      const source = id.slice(ESM_PREFIX.length);
      return `export { ${REACT_EXPORTS[source]!.join(', ')} } from ${JSON.stringify(source)};`;
    },
  };
}

/** Chunk files by what they hold: the groups below (`runtime`, `api`, `all`), else the element whose code it is. */
function chunkName(name: string, moduleIds: readonly string[]): string {
  if (['runtime', 'api', 'shared', 'navigation', 'all'].includes(name)) return name;
  if (name.startsWith('first-load:')) return 'helpers';
  const own = moduleIds
    .map((id) => /\/elements\/src\/([a-z-]+)\.tsx$/.exec(id.replaceAll('\\', '/'))?.[1])
    .find(Boolean);
  return own ?? 'helpers';
}

/**
 * The `runtime` chunk: what every element needs — React or preact, r2wc, the element factory, the provider, the
 * theme, the primitives every widget renders and the parts they expose (`ui/anatomy.ts`), the catalogue's
 * registry. Left to automatic chunking it would be split by which lazily loaded chunks (the sanitiser, the phone
 * data, a dialog) also use each module, and every element would load several files instead of one. (rolldown's
 * own interop helpers cannot be grouped: the React build keeps them in a small chunk of their own.)
 */
const RUNTIME_MODULES = new RegExp(
  [
    String.raw`node_modules[\\/](?:preact|react|react-dom|scheduler|@r2wc[\\/][^\\/]+)[\\/]`,
    // the standalone build's React as ES modules (ESM_PREFIX)
    String.raw`^\0bondkit:esm:`,
    String.raw`elements[\\/]src[\\/]core[\\/](?!connection|session-connection|when-set|api-common|navigation|portfolio-urls)`,
    String.raw`widgets[\\/]src[\\/](?:provider[\\/](?!nav-link)|theme[\\/])`,
    String.raw`widgets[\\/]src[\\/]ui[\\/](?:core-styles|use-ui-styles|anatomy)\.tsx?$`,
    String.raw`sdk-core[\\/]src[\\/]messages[\\/](?:registry|index|en[\\/]common)\.ts$`,
    String.raw`sdk-core[\\/]src[\\/]time[\\/]clock\.ts$`,
    String.raw`sdk-core[\\/]src[\\/]money[\\/]digits\.ts$`,
  ].join('|'),
);

/**
 * The `api` chunk: the client (ky), the schema library (zod/mini), the element's connection, the failure banner and
 * the signed-out state, for every
 * element that calls the API (all but the calculator).
 */
const API_MODULES = new RegExp(
  [
    String.raw`node_modules[\\/](?:zod|ky)[\\/]`,
    String.raw`sdk-core[\\/]src[\\/]http[\\/](?:client|errors|cookies|search-params|schema-parts|parse)\.ts$`,
    String.raw`sdk-core[\\/]src[\\/]time[\\/]server-clock\.ts$`,
    // the element's client and attributes; the buttons, choices and failure banner of API widgets
    String.raw`elements[\\/]src[\\/]core[\\/](?:connection|api-common)\.ts$`,
    String.raw`widgets[\\/]src[\\/]ui[\\/](?:banner\.tsx|button\.tsx|choice-styles\.ts|signed-out\.tsx)$`,
    String.raw`sdk-core[\\/]src[\\/]messages[\\/](?:en|sukuk)[\\/]session\.ts$`,
  ].join('|'),
);

/**
 * The `shared` group (of the probe, {@link PROBE_GROUPS}): what every element but the guide form needs besides
 * the runtime — the money maths and formatting, the widgets' rate and years rules, and the loader of the parts
 * that come later.
 */
const SHARED_MODULES = new RegExp(
  [
    String.raw`sdk-core[\\/]src[\\/]money[\\/](?:decimal|format|amount|parse|currencies)\.ts$`,
    String.raw`widgets[\\/]src[\\/]ui[\\/]on-demand\.ts$`,
    // the rate and years rules of the widgets' formatting (the calculator's too)
    String.raw`widgets[\\/]src[\\/]shared[\\/]format-rules\.ts$`,
  ].join('|'),
);

/**
 * The `navigation` group (of the probe): the URL templates and links of the elements that send the page somewhere (all but
 * the calculator and the guide form).
 */
const NAVIGATION_MODULES = new RegExp(
  [
    String.raw`elements[\\/]src[\\/]core[\\/]navigation\.ts$`,
    String.raw`widgets[\\/]src[\\/]provider[\\/]nav-link\.tsx$`,
    String.raw`widgets[\\/]src[\\/]trade-ticket[\\/]targets\.ts$`,
    // a visitor's hidden prices (market, bond detail), too small for a chunk of their own
    String.raw`widgets[\\/]src[\\/]ui[\\/]price-value\.tsx$`,
  ].join('|'),
);

/**
 * Leaves what only custom-elements.json and the typings use out of the bundles: the element definitions'
 * descriptions and summaries, class, module and widget names, the attributes' documented defaults, the manifest's type texts (`typeText`,
 * `detailType`, the first argument of `property<T>(…)` / `event<D>(…)`), the token custom properties' table and
 * the lists of parts (the widgets render their parts from their anatomies).
 * scripts/custom-elements.ts reads them from the sources.
 */
function stripMetadata(): Plugin {
  const ours = /\/packages\/elements\/src\/.*\.tsx?$/;
  const text = `('(?:[^'\\\\]|\\\\.)*'|"(?:[^"\\\\]|\\\\.)*"|\`(?:[^\`\\\\$]|\\\\.)*\`)`;
  // a documentation key goes with its text and comma; a type text argument becomes ''
  const documentation = new RegExp(
    `\\b(?:description|summary|typeText|detailType|default|className|module|widget):\\s*${text},?`,
    'g',
  );
  const typeArgument = new RegExp(`\\b(?:property|event)<[^\\n]*?>\\(\\s*${text}`, 'g');
  const tokenTable = /(export const tokenCssProperties\b[^=]*=\s*)\{[\s\S]*?\n\};/;
  // the parts: the widgets render them from their anatomies; the definitions' lists are documentation
  const partLists = /(\n(\s*)parts: )\{[\s\S]*?\n\2\},/g;
  const commonPartsTable = /(export const commonParts\b[^=]*=\s*)\{[\s\S]*?\n\}/;
  return {
    name: 'bondkit:strip-metadata',
    // on the TypeScript source: the type arguments it looks for are gone once the source is compiled
    enforce: 'pre',
    transform(code, id) {
      if (!ours.test(id.replaceAll('\\', '/')) || id.includes('.test.')) return null;
      const edited = new MagicString(code);
      for (const match of code.matchAll(documentation))
        edited.remove(match.index, match.index + match[0].length);
      for (const match of code.matchAll(typeArgument)) {
        const end = match.index + match[0].length;
        edited.overwrite(end - (match[1]?.length ?? 0), end, "''");
      }
      const table = tokenTable.exec(code);
      if (table) edited.overwrite(table.index + table[1]!.length, table.index + table[0].length, '{};');
      for (const match of code.matchAll(partLists))
        edited.overwrite(match.index + match[1]!.length, match.index + match[0].length, '{},');
      const common = commonPartsTable.exec(code);
      if (common) edited.overwrite(common.index + common[1]!.length, common.index + common[0].length, '{}');
      if (!edited.hasChanged()) return null;
      return { code: edited.toString(), map: edited.generateMap({ hires: true, source: id }) };
    },
  };
}

/** The groups of every per-element build, the probe's (below) and the real one's: one file each, whoever loads it. */
const HAND_GROUPS = [
  { name: 'runtime', test: RUNTIME_MODULES },
  { name: 'api', test: API_MODULES },
];

/**
 * The probe's groups besides: modules that many elements load first and rolldown would otherwise split by which
 * lazily loaded parts use them. In the real build they go by their first load like any other module, so they
 * share a file with every other module of the same elements (the navigation's with the session and the
 * loaders': one file fewer for seven elements).
 */
const PROBE_GROUPS = [
  { name: 'shared', test: SHARED_MODULES },
  { name: 'navigation', test: NAVIGATION_MODULES },
];

/**
 * Which elements load each module first, from a probe build (same sources and groups, nothing written): a chunk
 * is in an element's first load when the element's module reaches it through static imports. Left to itself
 * rolldown also splits the modules that the same elements load first by which lazily loaded parts use them (a
 * tab's or a step's code), so an element fetched several small files where one would do, each costing a file's
 * overhead; the real build puts the modules of the same elements in one file. Modules only one element loads
 * first, and those only lazily loaded parts reach, stay where rolldown puts them.
 *
 * The probe reads the bundle rather than the import graph: the graph runs through the packages' index modules,
 * which import everything but of which the bundle keeps only what is used.
 */
async function firstLoadPlan(mode: string): Promise<ReadonlyMap<string, string>> {
  const output = (await build({
    configFile: fileURLToPath(import.meta.url),
    mode: `${mode}-probe`,
    logLevel: 'silent',
    build: { write: false, sourcemap: false },
  })) as RolldownOutput | RolldownOutput[];
  const chunks = (Array.isArray(output) ? output : [output])
    .flatMap((o) => o.output)
    .filter((file): file is OutputChunk => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loadedBy = new Map<string, string[]>();
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) {
    const seen = new Set<string>();
    const next = [entry.fileName];
    for (let file = next.pop(); file !== undefined; file = next.pop()) {
      if (seen.has(file)) continue;
      seen.add(file);
      next.push(...(byName.get(file)?.imports ?? []));
      if (file !== entry.fileName) loadedBy.set(file, [...(loadedBy.get(file) ?? []), entry.name]);
    }
  }
  // an element that joins others' files does not tell their modules apart (`joinsOthersFiles`)
  const joining = new Set(ELEMENTS.filter((entry) => entry.joinsOthersFiles).map((entry) => entry.name));
  const plan = new Map<string, string>();
  for (const [file, elements] of loadedBy) {
    if (elements.length < 2) continue;
    const others = elements.filter((name) => !joining.has(name));
    const key = `first-load:${(others.length > 0 ? others : elements).sort().join('+')}`;
    for (const id of byName.get(file)?.moduleIds ?? []) plan.set(id, key);
  }
  return plan;
}

export default defineConfig(async ({ mode }) => {
  const lite = mode.startsWith('lite');
  // `<build>-all`: the all-elements bundle on its own, one file (plus its lazily loaded chunks)
  const all = mode.endsWith('-all');
  // `<build>-probe`: the build `firstLoadPlan` reads
  const probe = mode.endsWith('-probe');
  const plan = all || probe ? null : await firstLoadPlan(mode);
  return {
    plugins: lite ? [stripMetadata(), r2wcCreateElementOnly()] : [stripMetadata(), reactAsEsm()],
    resolve: {
      // workspace packages from their sources, like every other build of the repo
      conditions: ['@bondkit/source', ...defaultClientConditions],
      alias: lite ? PREACT_ALIASES : [],
    },
    // without it React ships its development build
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      outDir: lite ? 'dist/lite' : 'dist/standalone',
      emptyOutDir: !all && !probe,
      target: 'es2022',
      sourcemap: true,
      minify: true,
      copyPublicDir: false,
      lib: { entry: all ? ALL_ENTRY : ELEMENT_ENTRIES, formats: ['es'] },
      rolldownOptions: {
        // what an element shares only with its own later-loaded parts stays in its module (which then also
        // exports it to them) instead of a chunk of its own
        preserveEntrySignatures: 'allow-extension',
        output: {
          // library mode leaves whitespace in unless asked (TOOLCHAIN.md)
          minify: true,
          comments: false,
          entryFileNames: '[name].js',
          chunkFileNames: (chunk) => `chunks/${chunkName(chunk.name, chunk.moduleIds)}-[hash].js`,
          codeSplitting: {
            groups: all
              ? [{ name: 'all', tags: ['$initial'] }]
              : [
                  ...HAND_GROUPS,
                  ...(plan ? [] : PROBE_GROUPS),
                  // the probe's groups by first load; a module's dependencies have a first load of their own
                  ...(plan
                    ? [{ name: (id: string) => plan.get(id) ?? null, includeDependenciesRecursively: false }]
                    : []),
                ],
          },
        },
      },
    },
  };
});
