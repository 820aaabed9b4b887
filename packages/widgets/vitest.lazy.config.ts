import { defineProject } from 'vitest/config';

/** The widget tests that watch code load on demand, each file in a module graph of its own (see vitest.config.ts). */
export default defineProject({
  resolve: { conditions: ['@bondkit/source'] },
  ssr: { resolve: { conditions: ['@bondkit/source'] } },
  test: {
    name: '@bondkit/widgets (lazy)',
    environment: 'jsdom',
    include: ['src/**/*.lazy.test.tsx'],
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 20_000,
  },
});
