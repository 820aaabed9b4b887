import { defineConfig } from 'tsup';

/**
 * Dependencies published as ES modules only. The CommonJS build (`require`) carries its own copy, so it also
 * loads where `require()` of an ES module does not work (Node before 20.19, Jest); the ES build imports them.
 */
const ESM_ONLY_DEPENDENCIES = ['ky'];

/**
 * ES modules (`dist/index.js`, `index.d.ts`) for `import`, and CommonJS (`dist/index.cjs`, `index.d.cts`) for
 * `require`; the package's `exports` pick one.
 */
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  // the composite (tsc -b) settings do not apply to the declaration bundle
  dts: { compilerOptions: { composite: false, incremental: false } },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
  // bundled by both builds as far as tsup knows; the plugin below keeps them imports in the ES one
  noExternal: ESM_ONLY_DEPENDENCIES,
  esbuildPlugins: [
    {
      name: 'bondkit:esm-only-dependencies',
      setup(build) {
        // the format built (esbuild's own is ESM for both: tsup's tree shaking writes the CommonJS afterwards)
        if (build.initialOptions.define?.TSUP_FORMAT !== '"esm"') return;
        const filter = new RegExp(`^(?:${ESM_ONLY_DEPENDENCIES.join('|')})(?:/|$)`);
        build.onResolve({ filter }, (args) => ({ path: args.path, external: true }));
      },
    },
  ],
});
