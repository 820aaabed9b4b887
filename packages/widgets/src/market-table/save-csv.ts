import {
  type BondkitClient,
  getMarketProductsCsv,
  type MarketBounds,
  type MarketFilters,
  type MarketVariant,
} from '@bondkit/sdk-core';
import { saveFile } from '../ui/download';

/** What the CSV is asked for: the market as the user sees it. */
export interface MarketCsvRequest {
  filters: MarketFilters;
  bounds: MarketBounds;
  search: string;
  showUnavailable: boolean;
  variant: MarketVariant;
}

/**
 * Asks for the market's CSV as the user sees it (sdk-core's `getMarketProductsCsv`: its query built from the
 * filters, search and toggles) and hands the file to the browser. A module of its own so the market loads the
 * CSV's query rules and the download code (shared with other widgets) only when a user asks for the file.
 */
export async function downloadMarketCsv(client: BondkitClient, request: MarketCsvRequest, doc: Document) {
  const { filters, bounds, ...view } = request;
  const file = await getMarketProductsCsv(client, filters, bounds, view);
  saveFile(file.blob, file.fileName, doc);
}
