import type { BondkitClient } from '../http/index';
import { type MarketProduct, type MarketStatus, marketStatusSchema, marketsSchema } from './schema';

// apart from api.ts: the trade ticket and the bond detail ask for the market's state without carrying the
// market list's calls (its CSV export, filters)

/** GET market/ — the market's state (open / suspended / closed, next opening). */
export function getMarketStatus(client: BondkitClient): Promise<MarketStatus> {
  return client.get('market/', marketStatusSchema);
}

/** GET markets/ — the market state per currency. */
export function getMarkets(
  client: BondkitClient,
): Promise<(MarketStatus & { currency: MarketProduct['currency'] })[]> {
  return client.get('markets/', marketsSchema);
}
