import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@bondkit/docs',
    environment: 'node',
    include: ['lib/**/*.test.ts', 'server/**/*.test.ts'],
  },
});
