import { readFileSync } from 'node:fs';
import { defineConfig } from 'tsup';
import { ELEMENTS } from './src/elements';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/**
 * The build for React hosts (dist/): ES modules with React, react-dom, the widgets, sdk-core and r2wc left
 * as imports (peers and dependencies), with declarations. The standalone and lite bundles are Vite's
 * (vite.config.ts).
 */
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    jsx: 'src/jsx.ts',
    ...Object.fromEntries(ELEMENTS.map(({ name }) => [`define/${name}`, `src/define/${name}.ts`])),
    'define/all': 'src/define/all.ts',
  },
  format: ['esm'],
  // the composite (tsc -b) settings do not apply to the declaration bundle
  dts: { compilerOptions: { composite: false, incremental: false } },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
  // the version a development build names when a bundle is loaded twice (create-element.tsx)
  define: { __BONDKIT_ELEMENTS_VERSION__: JSON.stringify(version) },
  splitting: true,
  external: [
    'react',
    'react-dom',
    'react-dom/client',
    'react/jsx-runtime',
    '@bondkit/sdk-core',
    '@bondkit/widgets',
    '@r2wc/react-to-web-component',
  ],
});
