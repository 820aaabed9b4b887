import { readFileSync } from 'node:fs';
import { defineProject } from 'vitest/config';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

export default defineProject({
  // the version a development build names when a bundle is loaded twice (create-element.tsx)
  define: { __BONDKIT_ELEMENTS_VERSION__: JSON.stringify(version) },
  resolve: { conditions: ['@bondkit/source'] },
  ssr: { resolve: { conditions: ['@bondkit/source'] } },
  test: {
    environment: 'jsdom',
    // the files share their worker's modules: a fresh module graph per file cost more than the tests
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // a flow drives the in-process sandbox (PGlite) through jsdom: a long one takes seconds on two shared cores
    testTimeout: 20_000,
  },
});
