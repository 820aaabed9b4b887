import { defineProject } from 'vitest/config';

/**
 * The widget tests share their worker's modules (`isolate: false`): each file starting a fresh module graph and
 * jsdom cost more than its tests on two cores. The `.lazy` tests watch a step's code load on demand, which a
 * module another file already loaded would not: they run isolated (vitest.lazy.config.ts).
 */
export default defineProject({
  resolve: { conditions: ['@bondkit/source'] },
  ssr: { resolve: { conditions: ['@bondkit/source'] } },
  test: {
    name: '@bondkit/widgets',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: ['src/**/*.lazy.test.tsx'],
    isolate: false,
    setupFiles: ['./src/test/setup.ts'],
    // a flow drives the in-process sandbox (PGlite) through jsdom: a long one takes seconds on two shared cores
    testTimeout: 20_000,
  },
});
