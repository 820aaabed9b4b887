import { createSandbox } from '../../src/index';
import { TEST_NOW } from '../support/helpers';
import { defineTradeSuite } from './suite';

// Embedded PGlite, in memory, started from the cached initialised data directory.
defineTradeSuite('PGlite', () => createSandbox({ now: TEST_NOW }), { propertyRuns: 40 });
