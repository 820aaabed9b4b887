/**
 * sdk-core without any UI: one API call, a pure rule, and the market store a widget would render.
 * Run it against the sandbox (`pnpm start` in the bondkit repository):
 *
 *   BONDKIT_API=http://127.0.0.1:8787/api node --import tsx headless.ts
 */
import {
  ApiError,
  createClient,
  createMarketStore,
  formatMessage,
  formatMoney,
  getCatalogue,
  getMarketStatus,
  projectSavings,
  systemClock,
} from '@bondkit/sdk-core';

const client = createClient({
  baseUrl: process.env.BONDKIT_API ?? 'http://127.0.0.1:8787/api',
  // the catalogue's text when the server gives no message of its own
  fallbackMessage: getCatalogue('standard')['market.loadFailed.title'],
});

// 1. A call: every answer is parsed with the contract's zod schema (a mismatch throws ContractError).
try {
  const market = await getMarketStatus(client);
  console.log('market:', market.state);
} catch (error) {
  if (error instanceof ApiError) console.error(`API error ${error.status}: ${error.message}`);
  throw error;
}

// 2. A pure rule: decimal-safe money (a BigInt decimal inside), no request.
const projection = projectSavings({ start: '10000', monthly: '250', years: 10, rate: '7' });
console.log('in 10 years:', formatMoney(projection.finalValue, 'GBP'));

// 3. The market store (zustand/vanilla) that MarketTable renders: load, search, read the results.
const store = createMarketStore({ client, clock: systemClock, variant: 'standard', user: null });
await store.getState().load();
store.getState().setSearch('energy');
store.getState().submitSearch();
const { results, notices } = store.getState();
console.log(`showing ${results.shown} of ${results.total} bonds matching “energy”:`);
for (const row of results.rows.slice(0, 5)) {
  console.log(`  ${row.companyName} — yield to maturity ${row.yieldToMaturity ?? 'N/A'}`);
}
// notices carry message ids: the host words them with the catalogue (or its own overrides)
const catalogue = getCatalogue('standard');
for (const notice of notices) console.log(formatMessage(catalogue, notice.code, notice.values));
store.getState().dispose();
