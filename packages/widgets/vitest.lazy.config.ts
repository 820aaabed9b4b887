import { defineProject } from 'vitest/config';
import { widgetTests } from './vitest.config';

/** The widget tests that watch code load on demand, each file in a module graph of its own (vitest.config.ts). */
export default defineProject({
  ...widgetTests,
  test: { ...widgetTests.test, name: '@bondkit/widgets (lazy)', include: ['src/**/*.lazy.test.tsx'] },
});
