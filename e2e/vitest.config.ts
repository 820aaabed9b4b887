import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e-support',
    environment: 'node',
    // the e2e's own support code (its pure parts: the contrast judgement); the Playwright specs run in run.mjs
    include: ['support/*.test.ts'],
  },
});
