import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@bondkit/source'] },
  ssr: { resolve: { conditions: ['@bondkit/source'] } },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // a flow drives the in-process sandbox (PGlite) through jsdom: a long one takes seconds on two shared cores
    testTimeout: 20_000,
  },
});
