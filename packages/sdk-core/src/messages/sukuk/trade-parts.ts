import type { tradePartsEn } from '../en/trade-parts';

/** The partner (sukuk) variant's wording of {@link tradePartsEn}, overriding it by key. */
export const tradePartsSukuk = {
  'trade.ticket.limitYield': 'Return at this price: {value}',
  'trade.ticket.switch.none': 'No sukuk chosen yet.',
  'trade.ticket.switch.choose': 'Choose a sukuk to switch into',
  'trade.ticket.switch.change': 'Change sukuk',
  // written (issue 17; the specs give no partner text): profit accrues as a distribution, not interest
  'trade.quote.interest': 'Accrued distribution',
} as const satisfies Partial<Record<keyof typeof tradePartsEn, string>>;
