/** Bond buy and sell orders (001 §3 'Orders'): the order legs as the customer's order lists show them. */
import type { BondOrder, CurrencyCode, OrderSide } from '@bondkit/sdk-core';
import type { Db } from '../db/types';
import { logoPath } from '../market';
import { wire, wirePrice } from '../shared/decimal';
import { fail } from '../shared/errors';
import { DETAIL } from '../shared/refusals';
import {
  type LegRow,
  loadOrder,
  loadOrders,
  type OrderRecord,
  type OrderRow,
  reportedStatus,
} from './orders';

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
  adib_underlying_company_name: string | null;
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
            p.isin_code, p.currency AS product_currency, p.adib_underlying_company_name
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
        ...(leg.adib_underlying_company_name !== null
          ? { adib_details: { underlying_company_name: leg.adib_underlying_company_name } }
          : {}),
      },
      investment_account_reference: order.account_reference,
      state,
      price: wirePrice(leg.executed_price ?? leg.new_price ?? bid),
      amount: wire(leg.notional),
      currency: leg.product_currency,
      created: order.created.toISOString(),
      settlement_date: order.settlement_date,
      new_price: state === 'confirm' && leg.new_price !== null ? wirePrice(leg.new_price) : null,
      order_reference: order.order_reference,
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
  if (!rows[0]) fail(404, DETAIL.notFound);
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
