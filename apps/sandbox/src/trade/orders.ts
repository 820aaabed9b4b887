/**
 * Orders: what every trade books (a basic trade from a confirmed quote, an RFQ or a switch package) and
 * what rests (limit orders, and market orders placed while the market is closed). Resting orders fill when
 * the price crosses their limit — `POST /sandbox/prices` moves prices and matches — or, for a market order,
 * at the market unless the price moved beyond the ± 0.5 variation allowed on execution (002 §9) since it was
 * placed: then the order waits in state `confirm` with a `new_price` for the customer to confirm (001 §4).
 * Expiry follows the sandbox clock.
 */
import {
  type BondOrder,
  type CurrencyCode,
  type Decimal,
  type ExpiryOptions,
  type ExpiryType,
  type LimitOrderType,
  nextMarketClose,
  type Order,
  type OrderSide,
} from '@bondkit/sdk-core';
import { type AccountRow, type Customer, findAccount } from '../accounts';
import type { Db } from '../db/types';
import { logoPath } from '../market';
import { tradeDate } from '../shared/dates';
import { dec, wire, wirePrice, ZERO } from '../shared/decimal';
import { fail, invalid } from '../shared/errors';
import { formatReference, nextReference } from '../shared/references';
import { productsChanged, type SandboxState } from '../state';
import { marketStateFor, productsById } from './context';
import { type ExecutedLeg, executeFills, TradeRejection } from './execute';
import { TRADE_TEXT } from './messages';
import { marketPrice } from './pricing';

/** Price variation allowed on execution, per 100 nominal (002 §9). */
export const PRICE_VARIATION = dec('0.5');

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
  if (!order) fail(404, 'Not found.');
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
      return at;
    }
    case 'expires_on_exact_datetime': {
      if (!options?.expires_at) invalid({ 'expiry_options.expires_at': [TRADE_TEXT.expiryRequired] });
      const at = new Date(options.expires_at);
      if (at.getTime() <= now.getTime()) invalid({ 'expiry_options.expires_at': [TRADE_TEXT.expiryPast] });
      return at;
    }
    case 'expires_in_timedelta': {
      const seconds = options?.timedelta_seconds;
      if (!seconds) invalid({ 'expiry_options.timedelta_seconds': [TRADE_TEXT.expiryRequired] });
      return new Date(now.getTime() + seconds * 1000);
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

export type FillOutcome = 'filled' | 'waiting' | 'confirm' | 'expired' | 'failed' | 'closed';

/**
 * Tries to execute a resting, confirmed order now (inside the caller's transaction): expired orders expire;
 * nothing happens while its market is closed; a market leg whose price moved beyond ± 0.5 sends the order to
 * `confirm`; limit legs wait until the price crosses (buys at or below the limit, sells at or above);
 * liquidity short → it waits; cash or holdings short → it fails. Fills every leg at once, at the market price.
 */
export async function tryFill(db: Db, state: SandboxState, orderId: number): Promise<FillOutcome> {
  const now = state.clock.now();
  const order = await loadOrder(db, orderId, true);
  if (order.status !== 'open' || order.confirmation_state !== 'confirmed') return 'waiting';
  if (order.expires && order.expires <= now) {
    await db.query("UPDATE orders SET status = 'expired' WHERE order_id = $1", [orderId]);
    return 'expired';
  }
  if (marketStateFor(state, order.currency) !== 'open') return 'closed';
  const products = await productsById(
    db,
    order.legs.map((l) => l.product_id),
  );
  const fills = [];
  const moved: { position: number; price: Decimal }[] = [];
  for (const leg of order.legs) {
    const product = products.get(leg.product_id);
    if (!product) return 'waiting';
    const market = marketPrice(product, leg.side);
    if (leg.requested_price === null) {
      if (market.minus(leg.reference_price).abs().gt(PRICE_VARIATION))
        moved.push({ position: leg.position, price: market });
    } else {
      const limit = dec(leg.requested_price);
      const crosses = leg.side === 'buy' ? market.lte(limit) : market.gte(limit);
      if (!crosses) return 'waiting';
    }
    fills.push({
      side: leg.side,
      productId: leg.product_id,
      principal: dec(leg.notional).minus(leg.filled_notional),
      price: market,
      packageId: leg.package_id,
    });
  }
  if (moved.length > 0) {
    await db.query("UPDATE orders SET status = 'confirm' WHERE order_id = $1", [orderId]);
    for (const m of moved) {
      await db.query('UPDATE order_legs SET new_price = $3::numeric WHERE order_id = $1 AND position = $2', [
        orderId,
        m.position,
        m.price.toFixed(),
      ]);
    }
    return 'confirm';
  }
  return executeOrder(db, state, order, fills);
}

async function executeOrder(
  db: Db,
  state: SandboxState,
  order: OrderRecord,
  fills: Parameters<typeof executeFills>[2],
): Promise<FillOutcome> {
  const now = state.clock.now();
  const account = await accountOfOrder(db, order);
  try {
    const legs = await executeFills(
      db,
      { customer: await customerOf(db, order.customer_id), account, orderId: order.order_id, now },
      fills,
    );
    await markFilled(db, order.order_id, legs, now);
    return 'filled';
  } catch (error) {
    if (!(error instanceof TradeRejection)) throw error;
    if (error.code === 'insufficient_liquidity') return 'waiting';
    await db.query("UPDATE orders SET status = 'failed', failure_reason = $2 WHERE order_id = $1", [
      order.order_id,
      error.code,
    ]);
    return 'failed';
  }
}

async function accountOfOrder(db: Db, order: OrderRow): Promise<AccountRow> {
  const account = await findAccount(db, order.customer_id, { id: order.account_id });
  if (!account) throw new Error(`account ${order.account_id} vanished`);
  return account;
}

async function customerOf(db: Db, customerId: number): Promise<Pick<Customer, 'customer_id' | 'partner'>> {
  const rows = await db.query<{ customer_id: number; partner: string | null }>(
    'SELECT customer_id, partner FROM users WHERE customer_id = $1',
    [customerId],
  );
  if (!rows[0]) throw new Error(`customer ${customerId} vanished`);
  return rows[0];
}

/**
 * Confirms the new price of an order in state `confirm` (001 §4 'Confirm new price'): executes at the new
 * prices while the market stays within ± 0.5 of them; otherwise the new prices are updated and the
 * answer is 'moved' (the caller commits that and refuses with the price-changed text).
 */
export async function confirmNewPrice(
  db: Db,
  state: SandboxState,
  order: OrderRecord,
): Promise<'filled' | 'moved' | 'failed'> {
  const products = await productsById(
    db,
    order.legs.map((l) => l.product_id),
  );
  const fills = [];
  let moved = false;
  for (const leg of order.legs) {
    const product = products.get(leg.product_id);
    if (!product) throw new Error('product vanished');
    const market = marketPrice(product, leg.side);
    const agreed = leg.new_price === null ? null : dec(leg.new_price);
    if (agreed !== null && market.minus(agreed).abs().gt(PRICE_VARIATION)) {
      moved = true;
      await db.query('UPDATE order_legs SET new_price = $2::numeric WHERE leg_id = $1', [
        leg.leg_id,
        market.toFixed(),
      ]);
    }
    fills.push({
      side: leg.side,
      productId: leg.product_id,
      principal: dec(leg.notional).minus(leg.filled_notional),
      price: agreed ?? market,
      packageId: leg.package_id,
    });
  }
  if (moved) return 'moved';
  // the customer agreed: the order rests no more, it executes now
  await db.query("UPDATE orders SET status = 'open' WHERE order_id = $1", [order.order_id]);
  const outcome = await executeOrder(db, state, order, fills);
  if (outcome === 'filled') return 'filled';
  if (outcome === 'waiting') {
    // liquidity short: back to confirm, nothing booked
    await db.query("UPDATE orders SET status = 'confirm' WHERE order_id = $1", [order.order_id]);
    throw new TradeRejection('insufficient_liquidity', TRADE_TEXT.insufficientLiquidity);
  }
  return 'failed';
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

/**
 * Expires what is due, then tries every resting confirmed order (of the given products, or all), each in a
 * transaction of its own. Returns the outcomes by order reference.
 */
export async function matchOrders(
  state: SandboxState,
  productIds: readonly number[] | null = null,
): Promise<Record<string, FillOutcome>> {
  const now = state.clock.now();
  await expireOrders(state.db, now);
  const candidates = await state.db.query<{ order_id: number; order_reference: string }>(
    `SELECT o.order_id, o.order_reference FROM orders o
      WHERE o.status = 'open' AND o.confirmation_state = 'confirmed'
        ${productIds ? 'AND EXISTS (SELECT 1 FROM order_legs l WHERE l.order_id = o.order_id AND l.product_id = ANY($1::int[]))' : ''}
      ORDER BY o.created, o.order_id`,
    productIds ? [[...productIds]] : [],
  );
  const out: Record<string, FillOutcome> = {};
  for (const candidate of candidates) {
    out[candidate.order_reference] = await state.db.transaction((tx) =>
      tryFill(tx, state, candidate.order_id),
    );
  }
  if (Object.values(out).some((o) => o === 'filled')) productsChanged(state);
  return out;
}

/** Cancels an open (or confirm-state) order; 400 when it is past that. */
export async function cancelOrder(db: Db, order: OrderRecord, now: Date): Promise<void> {
  const status = reportedStatus(order, now);
  if (status !== 'open' && status !== 'confirm') fail(400, TRADE_TEXT.notCancellable);
  await db.query("UPDATE orders SET status = 'cancelled' WHERE order_id = $1", [order.order_id]);
}

// ── bond buy and sell orders (001 §3 'Orders') ──────────────────────────────────────────────────────────

/** The state a bond order shows, or null when it is not listed (settled, cancelled, expired, unconfirmed). */
export function bondOrderState(order: OrderRow, now: Date): BondOrder['state'] | null {
  if (order.confirmation_state !== 'confirmed') return null;
  const status = reportedStatus(order, now);
  if (status === 'open') return 'open';
  if (status === 'confirm') return 'confirm';
  if (status === 'pending_settlement') return 'pending_settlement';
  if (status === 'failed') return 'transaction_failed';
  return null;
}

interface BondOrderRow extends LegRow {
  reference: string;
  company_name: string;
  company_reference: string;
  isin_code: string;
  product_currency: CurrencyCode;
}

/** The customer's bond orders of one side (optionally of some currencies), newest first. */
export async function bondOrders(
  db: Db,
  customerId: number,
  side: OrderSide,
  currencies: readonly string[],
  now: Date,
): Promise<BondOrder[]> {
  const orders = await loadOrders(db, "o.customer_id = $1 AND o.confirmation_state = 'confirmed'", [
    customerId,
  ]);
  const live = orders.filter((o) => bondOrderState(o, now) !== null);
  if (live.length === 0) return [];
  const legs = await db.query<BondOrderRow>(
    `SELECT l.leg_id, l.order_id, l.position, l.product_id, l.side, l.requested_price::text AS requested_price,
            l.reference_price::text AS reference_price, l.notional::text AS notional, l.package_id,
            l.filled_notional::text AS filled_notional, l.executed_price::text AS executed_price,
            l.new_price::text AS new_price, p.reference, c.company_name, c.reference AS company_reference,
            p.isin_code, p.currency AS product_currency
       FROM order_legs l JOIN products p USING (product_id) JOIN companies c USING (company_id)
      WHERE l.order_id = ANY($1::int[]) AND l.side = $2`,
    [live.map((o) => o.order_id), side],
  );
  const byId = new Map(live.map((o) => [o.order_id, o]));
  const out: BondOrder[] = [];
  for (const leg of legs) {
    const order = byId.get(leg.order_id);
    if (!order) continue;
    if (currencies.length > 0 && !currencies.includes(leg.product_currency)) continue;
    const state = bondOrderState(order, now);
    if (!state) continue;
    const bid = leg.requested_price ?? leg.reference_price;
    const bondOrder: BondOrder = {
      id: leg.leg_id,
      product_id: leg.product_id,
      product: {
        product_id: leg.product_id,
        reference: leg.reference,
        company_name: leg.company_name,
        isin_code: leg.isin_code,
        logo: logoPath(leg.company_reference),
      },
      investment_account_reference: order.account_reference,
      state,
      price: wirePrice(leg.executed_price ?? leg.new_price ?? bid),
      amount: wire(leg.notional),
      currency: leg.product_currency,
      created: order.created.toISOString(),
      settlement_date: order.settlement_date,
      new_price: state === 'confirm' && leg.new_price !== null ? wirePrice(leg.new_price) : null,
    };
    if (side === 'buy') bondOrder.my_bid = wirePrice(bid);
    else bondOrder.my_ask = wirePrice(bid);
    out.push(bondOrder);
  }
  return out.sort((a, b) => (a.created < b.created ? 1 : a.created > b.created ? -1 : b.id - a.id));
}

/** The customer's order of a bond-order leg id (and the leg's side), or 404. */
export async function orderOfLeg(
  db: Db,
  customerId: number,
  legId: number,
  side: OrderSide,
): Promise<OrderRecord> {
  const rows = await db.query<{ order_id: number }>(
    `SELECT l.order_id FROM order_legs l JOIN orders o USING (order_id)
      WHERE l.leg_id = $1 AND l.side = $2 AND o.customer_id = $3 AND o.confirmation_state = 'confirmed'`,
    [legId, side, customerId],
  );
  if (!rows[0]) fail(404, 'Not found.');
  return loadOrder(db, rows[0].order_id, true);
}

/** The bond order of a leg id as the lists show it. */
export async function bondOrderOfLeg(
  db: Db,
  customerId: number,
  legId: number,
  side: OrderSide,
  now: Date,
): Promise<BondOrder | null> {
  const list = await bondOrders(db, customerId, side, [], now);
  return list.find((o) => o.id === legId) ?? null;
}

export { formatReference };
