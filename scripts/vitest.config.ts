import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'scripts',
    environment: 'node',
    // the files share their worker's modules: a fresh module graph per file cost more than the tests
    isolate: false,
    include: ['*.test.mjs'],
  },
});
