import { type BondkitClient, type DownloadedFile, downloadFile } from '../http/index';
import { marketSharedEn } from '../messages/en/market-shared';
import { SUKUK_PARTNER_ID } from './partner';
import { type MarketCsvView, marketCsvParams } from './rules/csv';
import { DEFAULT_BOUNDS } from './rules/filters';
import type { MarketBounds, MarketFilters, MarketVariant } from './rules/types';

// Spec: 002 §7
/**
 * GET products/?format=csv with the market's filters: `currency`, `seniority`, `category`
 * (repeated), `maturity__gte/lte`, `{measure}__gte/lte` — and what else decides what the customer sees: the
 * applied `search`, `view_unavailable=false` while unavailable products are hidden, and the partner's market
 * for the sukuk variant. The file name comes from `Content-Disposition` (fallback `market.csv`).
 *
 * @param client - the bondkit client
 * @param filters - the applied filters
 * @param bounds - the slider bounds (ranges covering them are not sent); defaults before data
 * @param view - the applied search, the unavailable toggle and the variant
 */
export async function getMarketProductsCsv(
  client: BondkitClient,
  filters: MarketFilters,
  bounds: MarketBounds = DEFAULT_BOUNDS,
  view: MarketCsvView & { variant?: MarketVariant } = {},
): Promise<DownloadedFile> {
  return downloadFile(client, 'products/', {
    searchParams: {
      format: 'csv',
      ...(view.variant === 'sukuk' ? { partner: SUKUK_PARTNER_ID } : {}),
      ...marketCsvParams(filters, bounds, view),
    },
    fallbackMessage: marketSharedEn['market.options.downloadFailed'],
    fallbackName: 'market.csv',
  });
}
