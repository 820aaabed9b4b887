/**
 * Orders: what every trade books (a basic trade from a confirmed quote, an RFQ or a switch package) and
 * what rests (limit orders, and market orders placed while the market is closed): loading, the wire shape,
 * expiry, booking, marking filled, cancelling. How resting orders fill is `fills.ts`; the bond buy and sell
 * order lists are `bond-orders.ts`.
 */
import {
  type CurrencyCode,
  type Decimal,
  type ExpiryOptions,
  type ExpiryType,
  type LimitOrderType,
  nextMarketClose,
  type Order,
  type OrderSide,
} from '@bondkit/sdk-core';
import type { AccountRow } from '../accounts';
import type { Db } from '../db/types';
import { tradeDate } from '../shared/dates';
import { wire, wirePrice, ZERO } from '../shared/decimal';
import { assertInstantInRange } from '../shared/edge';
import { fail, invalid } from '../shared/errors';
import { nextReference } from '../shared/references';
import { DETAIL, TRADE_TEXT } from '../shared/refusals';
import type { ExecutedLeg } from './execute';

export type StoredStatus = 'open' | 'confirm' | 'completed' | 'cancelled' | 'expired' | 'failed';
export type OrderSource = 'quote' | 'order' | 'rfq' | 'package' | 'seed';

export interface OrderRow {
  order_id: number;
  order_reference: string;
  customer_id: number;
  account_id: number;
  account_reference: string;
  order_type: LimitOrderType;
  source: OrderSource;
  status: StoredStatus;
  confirmation_state: 'unconfirmed' | 'confirmed' | 'rejected';
  currency: CurrencyCode;
  expiry_type: ExpiryType;
  expiry_options: ExpiryOptions | null;
  expires: Date | null;
  failure_reason: string | null;
  created: Date;
  executed_at: Date | null;
  settlement_date: string | null;
}

export interface LegRow {
  leg_id: number;
  order_id: number;
  position: number;
  product_id: number;
  side: OrderSide;
  requested_price: string | null;
  reference_price: string;
  notional: string;
  package_id: number | null;
  filled_notional: string;
  executed_price: string | null;
  new_price: string | null;
}

export interface OrderRecord extends OrderRow {
  legs: LegRow[];
}

const ORDER_COLUMNS = `o.order_id, o.order_reference, o.customer_id, o.account_id, a.reference AS account_reference,
  o.order_type, o.source, o.status, o.confirmation_state, o.currency, o.expiry_type, o.expiry_options, o.expires,
  o.failure_reason, o.created, o.executed_at, o.settlement_date`;
const LEG_COLUMNS = `leg_id, order_id, position, product_id, side, requested_price::text AS requested_price,
  reference_price::text AS reference_price, notional::text AS notional, package_id,
  filled_notional::text AS filled_notional, executed_price::text AS executed_price, new_price::text AS new_price`;

/** Orders matching a WHERE clause over `orders o` (with their legs), oldest first. */
export async function loadOrders(
  db: Db,
  where: string,
  params: readonly unknown[],
  lock = false,
): Promise<OrderRecord[]> {
  const orders = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders o JOIN investment_accounts a ON a.id = o.account_id
      WHERE ${where} ORDER BY o.created, o.order_id${lock ? ' FOR UPDATE OF o' : ''}`,
    params,
  );
  if (orders.length === 0) return [];
  const legs = await db.query<LegRow>(
    `SELECT ${LEG_COLUMNS} FROM order_legs WHERE order_id = ANY($1::int[]) ORDER BY order_id, position`,
    [orders.map((o) => o.order_id)],
  );
  const byOrder = new Map<number, LegRow[]>();
  for (const leg of legs) {
    const list = byOrder.get(leg.order_id) ?? [];
    list.push(leg);
    byOrder.set(leg.order_id, list);
  }
  return orders.map((o) => ({ ...o, legs: byOrder.get(o.order_id) ?? [] }));
}

export async function loadOrder(db: Db, orderId: number, lock = false): Promise<OrderRecord> {
  const [order] = await loadOrders(db, 'o.order_id = $1', [orderId], lock);
  if (!order) throw new Error(`order ${orderId} vanished`);
  return order;
}

/** The customer's order by reference, or 404. */
export async function orderByReference(
  db: Db,
  customerId: number,
  reference: string,
  lock = false,
): Promise<OrderRecord> {
  const [order] = await loadOrders(
    db,
    'o.order_reference = $1 AND o.customer_id = $2',
    [reference, customerId],
    lock,
  );
  if (!order) fail(404, DETAIL.notFound);
  return order;
}

/** The status reported for an order now: a filled order is `pending_settlement` until it settles. */
export function reportedStatus(order: OrderRow, now: Date): Order['status'] {
  if (order.status === 'completed') {
    return order.settlement_date !== null && order.settlement_date > tradeDate(now)
      ? 'pending_settlement'
      : 'completed';
  }
  if ((order.status === 'open' || order.status === 'confirm') && order.expires && order.expires <= now)
    return 'expired';
  return order.status;
}

/** An order on the wire (001 §3 'Limit orders'). */
export function serialiseOrder(order: OrderRecord, now: Date): Order {
  const notional = order.legs.reduce((sum, l) => sum.plus(l.notional), ZERO);
  return {
    order_reference: order.order_reference,
    order_type: order.order_type,
    status: reportedStatus(order, now),
    confirmation_state: order.confirmation_state,
    investment_account_reference: order.account_reference,
    currency: order.currency,
    expiry_type: order.expiry_type,
    expiry_options: order.expiry_options,
    expires: order.expires ? order.expires.toISOString() : null,
    notional: wire(notional),
    legs: order.legs.map((l) => ({
      product_id: l.product_id,
      side: l.side,
      requested_price: l.requested_price === null ? null : wirePrice(l.requested_price),
      notional: wire(l.notional),
      package_id: l.package_id,
      filled_notional: wire(l.filled_notional),
      executed_price: l.executed_price === null ? null : wirePrice(l.executed_price),
    })),
    created: order.created.toISOString(),
    settlement_date: order.settlement_date,
  };
}

/** When an order expires (null: good until cancelled); 400 when the options do not fit the type. */
export function expiryOf(
  type: ExpiryType,
  options: ExpiryOptions | null | undefined,
  now: Date,
): Date | null {
  switch (type) {
    case 'good_until_canceled':
      return null;
    case 'expires_at_market_close': {
      const at = options?.expires_at ? new Date(options.expires_at) : nextMarketClose(now);
      if (at.getTime() <= now.getTime()) invalid({ 'expiry_options.expires_at': [TRADE_TEXT.expiryPast] });
      assertInstantInRange('expiry_options.expires_at', at);
      return at;
    }
    case 'expires_on_exact_datetime': {
      if (!options?.expires_at) invalid({ 'expiry_options.expires_at': [TRADE_TEXT.expiryRequired] });
      const at = new Date(options.expires_at);
      if (at.getTime() <= now.getTime()) invalid({ 'expiry_options.expires_at': [TRADE_TEXT.expiryPast] });
      assertInstantInRange('expiry_options.expires_at', at);
      return at;
    }
    case 'expires_in_timedelta': {
      const seconds = options?.timedelta_seconds;
      if (!seconds) invalid({ 'expiry_options.timedelta_seconds': [TRADE_TEXT.expiryRequired] });
      const at = new Date(now.getTime() + seconds * 1000);
      assertInstantInRange('expiry_options.timedelta_seconds', at);
      return at;
    }
  }
}

export interface NewLeg {
  productId: number;
  side: OrderSide;
  requestedPrice: Decimal | null;
  /** the market price when placed (the reference for the ± 0.5 check of market orders) */
  referencePrice: Decimal;
  notional: Decimal;
  packageId: number | null;
}

export interface NewOrder {
  customerId: number;
  account: AccountRow;
  orderType: LimitOrderType;
  source: OrderSource;
  confirmationState: 'unconfirmed' | 'confirmed';
  currency: CurrencyCode;
  expiryType: ExpiryType;
  expiryOptions: ExpiryOptions | null;
  expires: Date | null;
  legs: NewLeg[];
  now: Date;
}

/** Inserts an order (status open) and its legs; returns its id and reference. */
export async function insertOrder(db: Db, input: NewOrder): Promise<{ id: number; reference: string }> {
  const { id, reference } = await nextReference(db, 'orders_order_id_seq', 'ORD');
  await db.query(
    `INSERT INTO orders (order_id, order_reference, customer_id, account_id, order_type, source, status,
       confirmation_state, currency, expiry_type, expiry_options, expires, failure_reason, created, executed_at,
       settlement_date)
     VALUES ($1, $2, $3, $4, $5, $6, 'open', $7, $8, $9, $10::jsonb, $11, NULL, $12, NULL, NULL)`,
    [
      id,
      reference,
      input.customerId,
      input.account.id,
      input.orderType,
      input.source,
      input.confirmationState,
      input.currency,
      input.expiryType,
      input.expiryOptions ? JSON.stringify(input.expiryOptions) : null,
      input.expires ? input.expires.toISOString() : null,
      input.now.toISOString(),
    ],
  );
  for (const [position, leg] of input.legs.entries()) {
    await db.query(
      `INSERT INTO order_legs (order_id, position, product_id, side, requested_price, reference_price, notional,
         package_id, filled_notional, executed_price, new_price)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 0, NULL, NULL)`,
      [
        id,
        position,
        leg.productId,
        leg.side,
        leg.requestedPrice?.toFixed() ?? null,
        leg.referencePrice.toFixed(),
        wire(leg.notional),
        leg.packageId,
      ],
    );
  }
  return { id, reference };
}

/** Marks an order filled: legs filled at their prices, executed now, settling on the latest leg's date. */
export async function markFilled(
  db: Db,
  orderId: number,
  legs: readonly ExecutedLeg[],
  now: Date,
): Promise<void> {
  const settlement =
    legs
      .map((l) => l.settlement)
      .sort()
      .at(-1) ?? null;
  await db.query(
    `UPDATE orders SET status = 'completed', executed_at = $2, settlement_date = $3, failure_reason = NULL
      WHERE order_id = $1`,
    [orderId, now.toISOString(), settlement],
  );
  for (const [position, leg] of legs.entries()) {
    await db.query(
      `UPDATE order_legs SET filled_notional = $3::numeric, executed_price = $4::numeric, new_price = NULL
        WHERE order_id = $1 AND position = $2`,
      [orderId, position, wire(leg.principal), leg.price.toFixed()],
    );
  }
}

/** Expires the open orders whose expiry passed (the sandbox clock). */
export async function expireOrders(db: Db, now: Date): Promise<number> {
  const rows = await db.query(
    `UPDATE orders SET status = 'expired'
      WHERE status IN ('open', 'confirm') AND expires IS NOT NULL AND expires <= $1 RETURNING order_id`,
    [now.toISOString()],
  );
  return rows.length;
}

/** Cancels an open (or confirm-state) order; 400 when it is past that. */
export async function cancelOrder(db: Db, order: OrderRecord, now: Date): Promise<void> {
  const status = reportedStatus(order, now);
  if (status !== 'open' && status !== 'confirm') fail(400, TRADE_TEXT.notCancellable);
  await db.query("UPDATE orders SET status = 'cancelled' WHERE order_id = $1", [order.order_id]);
}
