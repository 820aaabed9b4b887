import type { marketPartsEn } from '../en/market-parts';

/** The partner (sukuk) variant's wording of {@link marketPartsEn}, overriding it by key. */
export const marketPartsSukuk = {
  'market.filters.apply': 'Show Fractional Certificates',
  'market.sort.company': 'Underlying Sukuk',
  'market.sort.yield_to_maturity': 'Return to Maturity',
  'market.sort.coupon': 'Periodical Distribution',
  'market.returns.yield_to_maturity': 'Return to Maturity',
  'market.returns.coupon': 'Periodical Distribution',
  'market.card.previousIn': 'Previous sukuk in {category}',
  'market.card.nextIn': 'Next sukuk in {category}',
  'market.card.region': '{category}, {count} sukuk',
  'market.sort.current_yield': 'Current return',
  'market.returns.current_yield': 'Current return',
  'market.empty.body': 'There are no sukuk that match your filters and/or search',
  'market.empty.hiddenMatches': 'Unavailable sukuk match too ({count}).',
} as const satisfies Partial<Record<keyof typeof marketPartsEn, string>>;
