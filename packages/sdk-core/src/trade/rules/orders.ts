import type { BondOrder, Order } from '../schema';
import { costAtPrice } from './quote';

/** An action on a bond buy/sell order. */
export type BondOrderActionKind = 'cancel' | 'confirm';

// Spec: 002 §4.5, 001 §4
/**
 * The actions of a bond order row: cancel when open (not for the partner), 'Confirm new
 * price' when the state is confirm, nothing for failed orders, and nothing at all for read-only users.
 */
export function bondOrderActions(
  order: Pick<BondOrder, 'state'>,
  context: { isPartner: boolean; readOnly: boolean },
): BondOrderActionKind[] {
  if (context.readOnly) return [];
  if (order.state === 'open') return context.isPartner ? [] : ['cancel'];
  if (order.state === 'confirm') return ['confirm'];
  return [];
}

// Spec: 001 §4
/**
 * The partner's limit orders that are listed: only confirmed ones, expired ones hidden (status
 * `expired`, or an `expires` time that has passed), and cancelled or completed ones gone.
 */
export function visibleLimitOrders<T extends Pick<Order, 'confirmation_state' | 'status' | 'expires'>>(
  orders: readonly T[],
  now: Date,
): T[] {
  return orders.filter(
    (order) =>
      order.confirmation_state === 'confirmed' &&
      order.status !== 'expired' &&
      order.status !== 'cancelled' &&
      order.status !== 'completed' &&
      !(order.expires && Date.parse(order.expires) <= now.getTime()),
  );
}

/** What confirming a new price means for an order: its amount, both prices and the cost (or value) at each. */
export interface NewPriceReview {
  /** face value */
  amount: string;
  /** the price the order was placed at */
  placedPrice: string;
  newPrice: string;
  /** amount × placed price / 100 */
  atPlacedPrice: string;
  /** amount × new price / 100 */
  atNewPrice: string;
}

// Spec: 001 §4, 002 §4.5
/**
 * The review shown before 'Confirm new price': the order goes ahead at a price the customer
 * did not see when placing it, so both prices and what each comes to are shown first. Null when the order has
 * no new price to confirm.
 */
export function newPriceReview(
  order: Pick<BondOrder, 'state' | 'amount' | 'price' | 'new_price' | 'my_bid' | 'my_ask'>,
): NewPriceReview | null {
  if (order.state !== 'confirm' || !order.new_price) return null;
  const placedPrice = order.my_bid ?? order.my_ask ?? order.price;
  return {
    amount: order.amount,
    placedPrice,
    newPrice: order.new_price,
    atPlacedPrice: costAtPrice(order.amount, placedPrice),
    atNewPrice: costAtPrice(order.amount, order.new_price),
  };
}

// Spec: 001 §4
/**
 * The bond orders to list beside the listed limit orders: a leg of a limit order already listed under 'Limit
 * orders' is not listed again — one order, one row, with that list's actions.
 */
export function bondOrdersBesideLimitOrders<T extends Pick<BondOrder, 'order_reference'>>(
  bondOrders: readonly T[],
  limitOrders: readonly Pick<Order, 'order_reference'>[],
): T[] {
  const listed = new Set(limitOrders.map((order) => order.order_reference));
  return bondOrders.filter(
    (order) => order.order_reference === undefined || !listed.has(order.order_reference),
  );
}

// Spec: 001 §4
/** A listed (confirmed) limit order can be cancelled while it is open or partly filled. */
export function canCancelLimitOrder(
  order: Pick<Order, 'confirmation_state' | 'status'>,
  context: { readOnly: boolean },
): boolean {
  if (context.readOnly || order.confirmation_state !== 'confirmed') return false;
  return order.status === 'open' || order.status === 'partially_completed';
}
