import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // vitest's default is one worker fewer than the cores: one on a 2-core machine; the tests wait on the
    // in-process sandbox as much as they compute, so two keep both cores busy
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      // the repository's own scripts (pnpm start's freshness check)
      'scripts/vitest.config.ts',
      // the e2e's support code (the contrast judgement of support/axe.ts)
      'e2e/vitest.config.ts',
      // the element tests again on preact/compat: the lite build runs the same widget code
      'packages/elements/vitest.lite.config.ts',
      // the widget tests that watch code load on demand, isolated
      'packages/widgets/vitest.lazy.config.ts',
    ],
  },
});
