/**
 * Seed: the catalogue, the personas and their trading and Smart Interest data, written relative to the clock.
 *
 * Other folders import this one only through this file.
 */
import type { SandboxModule } from '../module';
import { bookPendingHistory } from './history';

export {
  buildCatalogue,
  type Catalogue,
  type CatalogueMarkers,
  type ProductRow,
  ROLLING_GILT_PRODUCT_ID,
} from './catalogue';
export { bookPendingHistory } from './history';
export { PERSONA_EMAIL_DOMAIN, PERSONA_PASSWORD, PERSONAS, personaEmail } from './personas';
export { seedDatabase, seededAt } from './seed';
export type { TradeMarkers } from './trading';

export const seedModule: SandboxModule = {
  name: 'seed',
  // the long-history persona's years of ledger are booked on its first sign-in (seed/history.ts)
  signedIn: async (state, customerId) => {
    await bookPendingHistory(state.db, customerId);
  },
};
