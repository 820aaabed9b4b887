import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', testing: 'src/testing/index.ts', bin: 'src/bin.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  dts: {
    entry: { index: 'src/index.ts', testing: 'src/testing/index.ts' },
    compilerOptions: { composite: false, incremental: false },
  },
  sourcemap: true,
  clean: true,
  treeshake: true,
  // One self-contained file per entry (faster cold start): our workspace code and the small pure libraries
  // are bundled; PGlite (WASM files next to its module) and pg (optional native parts) stay external.
  noExternal: [/^@bondkit\//, 'hono', /^@hono\//, 'zod', 'zustand'],
  external: ['@electric-sql/pglite', 'pg'],
  esbuildOptions(options) {
    options.conditions = ['@bondkit/source', ...(options.conditions ?? [])];
  },
  banner: { js: '#!/usr/bin/env node' },
});
