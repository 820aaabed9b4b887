import type { marketEn } from '../en/market';

/** The partner (sukuk) variant's wording of {@link marketEn}, overriding it by key. */
export const marketSukuk = {
  'market.title': 'Sukuk market',
  'market.search.label': 'Search sukuk',
  'market.search.placeholder': 'Search by underlying company name or ISIN',
  'market.options.showUnavailable': 'Show unavailable sukuk',
  'market.results.line': 'Showing {shown} out of {total} sukuk matching {criteria}',
  'market.results.count': '{count} sukuk',
  'market.table.label': 'Sukuk',
  'market.column.bond': 'Sukuk',
  'market.column.yield': 'Return to Maturity',
  'category.all': 'All sukuk',
  // written (issue 17; the specs give no partner text): the terminology box and the current return
  'market.terminology.body':
    'Price is the percentage of face value you pay. Return to Maturity is the annual return if you hold the sukuk until it matures; current return is the Periodical Distribution divided by the price.',
  'market.row.currentYield': 'Current return {value}',
  'category.high_yield': 'High return',
} as const satisfies Partial<Record<keyof typeof marketEn, string>>;
