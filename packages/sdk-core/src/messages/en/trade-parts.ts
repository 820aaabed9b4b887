import type { MessageDomain } from '../domains';
import { tradePartsSukuk } from '../sukuk/trade-parts';

// Spec: 002 §2.4, §3.2
/**
 * The parts of the trade ticket's first step that come later than its first paint: the limit order's fields
 * (price, its yield, expiry), the switch's target, and a quote's figures (shown once a quote is there; the
 * open orders show its cost and value lines too). Apart from `tradeMessages`, so a ticket's first load carries
 * none of them: the modules that show them register them (`registerMessages`). English. Texts quoted by the
 * specs are copied exactly; `{name}` is a placeholder (`formatMessage`).
 */
export const tradePartsEn = {
  'trade.ticket.limitPrice': 'Limit price',
  'trade.ticket.limitPrice.hint': 'Price per 100 of face value.',
  'trade.ticket.limitYield': 'Yield at this price: {value}',
  'trade.ticket.expiry': 'Expiry',
  'trade.ticket.expiry.good_until_canceled': 'Good until cancelled',
  'trade.ticket.expiry.expires_at_market_close': 'At market close',
  'trade.ticket.expiry.expires_on_exact_datetime': '5 business days',
  'trade.ticket.expiry.expires_in_timedelta': 'After a set time',
  'trade.ticket.expiry.at': 'Expires {time}',
  'trade.ticket.expiry.date': 'Expiry date',
  'trade.ticket.expiry.duration': 'Expires after',
  'trade.ticket.duration.hour': '1 hour',
  'trade.ticket.duration.day': '1 day',
  'trade.ticket.duration.week': '1 week',
  'trade.ticket.switch.target': 'Switching to',
  'trade.ticket.switch.none': 'No bond chosen yet.',
  'trade.ticket.switch.choose': 'Choose a bond to switch into',
  'trade.ticket.switch.change': 'Change bond',
  'trade.ticket.switch.buyAmount': 'Principal bought: {amount}',
  'trade.quote.leg.buy': 'Buy {company}',
  'trade.quote.leg.sell': 'Sell {company}',
  'trade.quote.price': 'Price',
  'trade.quote.principal': 'Principal',
  // the lines that add up to the total: cost (buy) or value (sell) + interest − fees charged (= total)
  'trade.quote.cost': 'Cost at {price} per 100',
  'trade.quote.value': 'Value at {price} per 100',
  'trade.quote.feesInPrice': 'of which fees, included in the price',
  'trade.quote.interest': 'Accrued interest',
  'trade.quote.platformFee': 'Daily platform fee',
  'trade.quote.adjustment': 'Adjustment',
  'trade.quote.total': 'Total',
  'trade.quote.settlement': 'Settlement date',
  'trade.quote.toPay': 'To pay',
  'trade.quote.toReceive': 'To receive',
  'trade.quote.netCashFlow': 'Net cash flow',
} as const satisfies Record<string, string>;

/** The limit and switch fields and the quote's figures, registered by the modules that show them. */
export const tradePartsMessages = {
  en: tradePartsEn,
  sukuk: tradePartsSukuk,
} as const satisfies MessageDomain;
