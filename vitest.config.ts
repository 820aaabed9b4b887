import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      // the repository's own scripts (pnpm start's freshness check)
      'scripts/vitest.config.ts',
      // the element tests again on preact/compat: the lite build runs the same widget code
      'packages/elements/vitest.lite.config.ts',
    ],
  },
});
