import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@bondkit/source'] },
  ssr: { resolve: { conditions: ['@bondkit/source'] } },
  test: {
    name: '@bondkit/sandbox',
    environment: 'node',
    // the files share their worker's modules: a fresh module graph per file cost more than the tests
    isolate: false,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // each file starts its own database (PGlite from a cached data directory: about a second)
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
