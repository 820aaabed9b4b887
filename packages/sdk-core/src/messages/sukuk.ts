import type { MessageId } from './en';

/**
 * Wording of the partner (bank-linked sukuk) variant, overriding the English catalogue by key
 * (002 §2.1 'Show Fractional Certificates' and the sukuk table columns; §8 the sukuk no-results wording;
 * §9 the bond name header 'Sukuk'). Only ids that exist in `en` may appear here.
 */
export const sukuk = {
  'market.title': 'Sukuk market',
  'market.search.label': 'Search sukuk',
  'market.search.placeholder': 'Search by underlying company name or ISIN',
  'market.options.showUnavailable': 'Show unavailable sukuk',
  'market.filters.apply': 'Show Fractional Certificates',
  'market.empty.body': 'There are no sukuk that match your filters and/or search',
  'market.results.line': 'Showing {shown} out of {total} sukuk matching {criteria}',
  'market.results.count': '{count} sukuk',
  'market.table.label': 'Sukuk',
  'market.column.bond': 'Sukuk',
  'market.column.yield': 'Return to Maturity',
  'market.sort.company': 'Underlying Sukuk',
  'market.sort.yield_to_maturity': 'Return to Maturity',
  'market.sort.coupon': 'Periodical Distribution',
  'market.returns.yield_to_maturity': 'Return to Maturity',
  'market.returns.coupon': 'Periodical Distribution',
  'market.row.ytm': 'Return to Maturity {value}',
  'market.row.coupon': 'Periodical Distribution {value}',
  'market.card.previousIn': 'Previous sukuk in {category}',
  'market.card.nextIn': 'Next sukuk in {category}',
  'market.card.region': '{category}, {count} sukuk',
  'category.all': 'All sukuk',
  'detail.tabs.label': 'Sukuk details',
  'detail.yield': 'Return to Maturity',
  'detail.coupon': 'Periodical Distribution',
  'detail.underlying': 'Underlying Sukuk',
  'trade.review.bond': 'Sukuk',
  'trade.ticket.limitYield': 'Return at this price: {value}',
  'trade.ticket.mode.switchDescription': 'Sell this sukuk and buy another in one trade.',
  'trade.ticket.switch.none': 'No sukuk chosen yet.',
  'trade.ticket.switch.choose': 'Choose a sukuk to switch into',
  'trade.ticket.switch.change': 'Change sukuk',
  'switch.title': 'Select a sukuk to switch into',
  'switch.search': 'Search sukuk',
  'switch.table': 'Sukuk to switch between',
  'switch.column.yield': 'Return to Maturity',
  'orders.column.bond': 'Sukuk',
  'holdings.column.bond': 'Sukuk',
} as const satisfies Partial<Record<MessageId, string>>;
