import { defineProject } from 'vitest/config';

export default defineProject({
  // the packages' sources (lib/state-diagram reads sdk-core's machine graphs), so the tests need no build
  resolve: { conditions: ['@bondkit/source'] },
  ssr: { resolve: { conditions: ['@bondkit/source'] } },
  test: {
    name: '@bondkit/docs',
    environment: 'node',
    // the files share their worker's modules: a fresh module graph per file cost more than the tests
    isolate: false,
    include: ['lib/**/*.test.ts', 'server/**/*.test.ts'],
  },
});
