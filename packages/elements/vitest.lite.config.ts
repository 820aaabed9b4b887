import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/**
 * The element tests again on preact/compat (the lite build's aliases): `pnpm --filter @bondkit/elements
 * test:lite`. The tests that need the sandbox run too; the manifest test is the same either way.
 */
const preact = (specifier: string) => fileURLToPath(import.meta.resolve(specifier));

export default defineProject({
  define: { __BONDKIT_ELEMENTS_VERSION__: JSON.stringify(version) },
  resolve: {
    conditions: ['@bondkit/source'],
    alias: [
      { find: /^react-dom\/client$/, replacement: preact('preact/compat/client') },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: preact('preact/jsx-runtime') },
      { find: /^react-dom$/, replacement: preact('preact/compat') },
      { find: /^react$/, replacement: preact('preact/compat') },
      // preact/compat/client imports 'preact/compat' itself: the same module, or compat runs twice
      { find: /^preact\/compat$/, replacement: preact('preact/compat') },
    ],
  },
  ssr: { resolve: { conditions: ['@bondkit/source'] } },
  test: {
    name: '@bondkit/elements (lite)',
    environment: 'jsdom',
    // the files share their worker's modules: a fresh module graph per file cost more than the tests
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: ['src/manifest.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // as in vitest.config.ts: a flow through the in-process sandbox takes seconds on two shared cores
    testTimeout: 20_000,
    server: { deps: { inline: [/@r2wc/] } },
  },
});
