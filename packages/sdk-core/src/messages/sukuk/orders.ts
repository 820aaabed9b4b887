import type { ordersEn } from '../en/orders';

/** The partner (sukuk) variant's wording of {@link ordersEn}, overriding it by key. */
export const ordersSukuk = {
  'orders.column.bond': 'Sukuk',
  // written (issue 17; the specs give no partner text)
  'orders.bond.caption': 'Sukuk orders',
} as const satisfies Partial<Record<keyof typeof ordersEn, string>>;
