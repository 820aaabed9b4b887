import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  // the composite (tsc -b) settings do not apply to the declaration bundle
  dts: { compilerOptions: { composite: false, incremental: false } },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
});
