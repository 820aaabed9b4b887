import type { tradeEn } from '../en/trade';

/** The partner (sukuk) variant's wording of {@link tradeEn}, overriding it by key. */
export const tradeSukuk = {
  'trade.ticket.mode.switchDescription': 'Sell this sukuk and buy another in one trade.',
  // written (issue 17; the specs give no partner text): profit accrues as a distribution, not interest
  'trade.transaction.accrued_interest_paid': 'Accrued distribution paid',
  'trade.transaction.accrued_interest_received': 'Accrued distribution received',
  'trade.transaction.coupon_payment': 'Periodical Distribution payment',
  'trade.ticket.orderType.grossDescription': 'Invest this much cash, accrued distribution included.',
  'trade.ticket.orderType.principalDescription': 'Buy this face value of the sukuk.',
} as const satisfies Partial<Record<keyof typeof tradeEn, string>>;
