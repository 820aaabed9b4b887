import type { tradeEn } from '../en/trade';

/** The partner (sukuk) variant's wording of {@link tradeEn}, overriding it by key. */
export const tradeSukuk = {
  'trade.ticket.limitYield': 'Return at this price: {value}',
  'trade.ticket.mode.switchDescription': 'Sell this sukuk and buy another in one trade.',
  'trade.ticket.switch.none': 'No sukuk chosen yet.',
  'trade.ticket.switch.choose': 'Choose a sukuk to switch into',
  'trade.ticket.switch.change': 'Change sukuk',
} as const satisfies Partial<Record<keyof typeof tradeEn, string>>;
