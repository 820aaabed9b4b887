/**
 * How resting orders fill. They fill when the price crosses their limit — `POST /sandbox/prices` moves prices
 * and matches — or, for a market order, at the market unless the price moved beyond the ± 0.5 variation
 * allowed on execution (002 §9) since it was placed: then the order waits in state `confirm` with a
 * `new_price` for the customer to confirm (001 §4). Expiry follows the sandbox clock.
 */
import type { Decimal } from '@bondkit/sdk-core';
import { type AccountRow, type Customer, findAccount } from '../accounts';
import type { Db } from '../db/types';
import { dec } from '../shared/decimal';
import { TRADE_TEXT } from '../shared/refusals';
import { productsChanged, type SandboxState } from '../state';
import { marketStateFor, productsById } from './context';
import { executeFills, TradeRejection } from './execute';
import { expireOrders, loadOrder, markFilled, type OrderRecord, type OrderRow } from './orders';
import { marketPrice, PRICE_VARIATION } from './pricing';

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
