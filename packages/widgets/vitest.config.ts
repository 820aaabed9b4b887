import { defineProject } from 'vitest/config';

/** What both widget projects share: the packages' sources, jsdom, the setup file. */
export const widgetTests = {
  resolve: { conditions: ['@bondkit/source'] },
  ssr: { resolve: { conditions: ['@bondkit/source'] } },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // a flow drives the in-process sandbox (PGlite) through jsdom: a long one takes seconds on two shared cores
    testTimeout: 20_000,
  },
} as const;

/**
 * The widget tests share their worker's modules (`isolate: false`): each file starting a fresh module graph and
 * jsdom cost more than its tests on two cores. The `.lazy` tests watch a step's code load on demand, which a
 * module another file already loaded would not: they run isolated (vitest.lazy.config.ts).
 */
export default defineProject({
  ...widgetTests,
  test: {
    ...widgetTests.test,
    name: '@bondkit/widgets',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: ['src/**/*.lazy.test.tsx'],
    isolate: false,
  },
});
