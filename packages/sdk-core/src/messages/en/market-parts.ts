import type { MessageDomain } from '../domains';
import { marketPartsSukuk } from '../sukuk/market-parts';

// Spec: 002 §2.1, §3.1
/**
 * What the market shows only after its first paint, with the code that shows it: the Filters drawer (ids
 * `market.filters.*` but the Filters button's), its sort keys and order (`market.sort.*`), the returns
 * measures (`market.returns.*`), the applied filters' chips (`market.chips.*`), the card view
 * (`market.card.*`), the empty state (`market.empty.*`) and the banners (`market.closed.*`,
 * `market.suspended.*`, `market.ifisaPromo.*`). English. Texts quoted by the specs are copied
 * exactly; `{name}` is a placeholder (`formatMessage`).
 */
export const marketPartsEn = {
  'market.filters.title': 'Filters',
  'market.filters.sort': 'Sort',
  'market.filters.sortBy': 'Sort by',
  'market.filters.sortOrder': 'Order',
  'market.filters.categories': 'Categories',
  'market.filters.currencies': 'Currencies',
  'market.filters.maturityDates': 'Maturity Dates',
  'market.filters.returns': 'Returns',
  'market.filters.seniority': 'Seniority',
  'market.filters.apply': 'Show bonds',
  'market.filters.resetAll': 'Reset all',
  // Sort keys (002 §3.1)
  'market.sort.recently_added': 'Recently added',
  'market.sort.company': 'Company',
  'market.sort.seniority': 'Seniority',
  'market.sort.maturity_date': 'Maturity date',
  'market.sort.coupon': 'Coupon',
  'market.sort.current_yield': 'Current yield',
  'market.sort.yield_to_maturity': 'Yield to maturity',
  'market.sort.available': 'Available',
  'market.sort.invested': 'Invested',
  'market.sort.price': 'Price',
  'market.sort.buy_price': 'Buy price',
  'market.sort.sell_price': 'Sell price',
  'market.sort.asc': 'Ascending',
  'market.sort.desc': 'Descending',
  'market.sort.default': 'Recommended',
  'market.sort.sortBy': 'Sort by {column}',
  // Returns measures (002 §2.1)
  'market.returns.yield_to_maturity': 'Yield to maturity',
  'market.returns.current_yield': 'Current yield',
  'market.returns.coupon': 'Coupon',
  'market.chips.label': 'Applied filters',
  'market.chips.remove': 'Remove filter: {label}',
  'market.chips.more': '+{count} filters',
  'market.chips.clearAll': 'Clear all',
  'market.chips.search': 'Search: {search}',
  'market.chips.maturity': 'Maturity {min}–{max}',
  'market.chips.range': '{measure} {min}–{max}',
  'market.chips.sort': 'Sort: {sort} ({order})',
  'market.card.viewAll': 'View all ({count})',
  'market.card.previous': 'Previous',
  'market.card.next': 'Next',
  'market.card.previousIn': 'Previous bonds in {category}',
  'market.card.nextIn': 'Next bonds in {category}',
  'market.card.region': '{category}, {count} bonds',
  // The market's banners (002 §2.1, §8)
  'market.closed.title': 'The market is currently closed',
  'market.closed.resumes': 'Trading resumes at {time}',
  'market.suspended.title': 'The market is currently suspended',
  'market.ifisaPromo.body': 'Invest tax-free with an Innovative Finance ISA.',
  'market.ifisaPromo.link': 'Find out about the IFISA',
  // Empty state (002 §8)
  'market.empty.title': 'Nothing to see here',
  'market.empty.body': 'There are no bonds that match your filters and/or search',
  'market.empty.clearAll': 'Clear all',
  'market.empty.hiddenMatches': 'Unavailable bonds match too ({count}).',
} as const satisfies Record<string, string>;

/** The market's later parts, registered by the modules that show them (`registerMessages`). */
export const marketPartsMessages = {
  en: marketPartsEn,
  sukuk: marketPartsSukuk,
} as const satisfies MessageDomain;
