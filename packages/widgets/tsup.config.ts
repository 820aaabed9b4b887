import { defineConfig } from 'tsup';

/**
 * ES modules (`dist/index.js`, `index.d.ts`) for `import`, and CommonJS (`dist/index.cjs`, `index.d.cts`) for
 * `require`; the package's `exports` pick one. The CommonJS build has no chunks: the parts loaded on demand
 * are in the one file.
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
  // peers and the SDK stay imports; the build never bundles React
  external: ['react', 'react-dom', 'react/jsx-runtime', '@bondkit/sdk-core'],
});
