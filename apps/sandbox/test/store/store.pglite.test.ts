import { createSandbox } from '../../src/index';
import { TEST_NOW } from '../support/helpers';
import { defineStoreSuite } from './suite';

// Embedded PGlite, in memory, started from the cached initialised data directory.
defineStoreSuite('PGlite', () => createSandbox({ now: TEST_NOW }));
