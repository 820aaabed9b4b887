import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@bondkit/source'] },
  ssr: { resolve: { conditions: ['@bondkit/source'] } },
  test: { environment: 'node', include: ['src/**/*.test.ts'], isolate: false },
});
