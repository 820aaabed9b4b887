import { createSandbox } from './index';
import { TEST_NOW } from './testing/helpers';
import { defineStoreSuite } from './testing/store-suite';

// Embedded PGlite, in memory, started from the cached initialised data directory.
defineStoreSuite('PGlite', () => createSandbox({ now: TEST_NOW }));
