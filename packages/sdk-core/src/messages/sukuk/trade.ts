import type { tradeEn } from '../en/trade';

/** The partner (sukuk) variant's wording of {@link tradeEn}, overriding it by key. */
export const tradeSukuk = {
  'trade.ticket.mode.switchDescription': 'Sell this sukuk and buy another in one trade.',
  'trade.ticket.orderType.grossDescription': 'Invest this much cash, accrued distribution included.',
  'trade.ticket.orderType.principalDescription': 'Buy this face value of the sukuk.',
} as const satisfies Partial<Record<keyof typeof tradeEn, string>>;
