import type { MessageDomain } from '../domains';
import { ordersSukuk } from '../sukuk/orders';

// Spec: 001 §4, §8; 002 §4.5
/**
 * Open orders (ids `orders.*`, and the `trade.success.*` of a cancelled order and a confirmed new price).
 * English. Texts quoted by the specs are copied exactly; `{name}` is a placeholder (`formatMessage`).
 */
export const ordersEn = {
  'orders.title': 'Open orders',
  // the open orders' toasts, under the trade ids the specs' trade texts list (sdk-core/src/trade/messages.ts)
  'trade.success.newPrice': 'New price confirmation successful',
  'trade.success.cancelled': 'Cancelled open order',
  'orders.loadFailed': 'Open orders failed to load.',
  'orders.reload': 'Reload',
  'orders.empty': 'You have no open orders.',
  'orders.bond.caption': 'Bond orders',
  'orders.limit.caption': 'Limit orders',
  'orders.limit.empty': 'You have no limit orders.',
  'orders.column.bond': 'Bond',
  'orders.column.side': 'Side',
  'orders.column.state': 'State',
  'orders.column.price': 'Price',
  'orders.column.amount': 'Amount',
  'orders.column.account': 'Account',
  'orders.column.created': 'Placed',
  'orders.column.limitPrice': 'Limit price',
  'orders.column.expires': 'Expires',
  'orders.column.actions': 'Actions',
  'orders.side.buy': 'Buy',
  'orders.side.sell': 'Sell',
  'orders.state.open': 'Open',
  'orders.state.confirm': 'Confirm',
  'orders.state.pending_settlement': 'Pending settlement',
  'orders.state.transaction_failed': 'Transaction failed',
  'orders.newPrice': 'New price {price}',
  'orders.expires.never': 'Good until cancelled',
  'orders.cancel': 'Cancel',
  'orders.cancelLabel': 'Cancel the {side} order for {company}',
  'orders.confirmNewPrice': 'Confirm new price',
  'orders.confirmNewPriceLabel': 'Confirm new price for {company}',
  // the review before a new price is confirmed: the order goes ahead at a price the customer has not seen yet
  'orders.review.title': 'Review the new price',
  'orders.review.intro':
    'The price of your {side} order for {company} has changed. The order goes ahead at the new price only if you confirm it.',
  'orders.review.placedPrice': 'Price when placed',
  'orders.review.newPrice': 'New price',
  'orders.review.keep': 'Not now',
  // the order a trade placed, reached by its reference from 'Order placed!'
  'orders.highlight': 'Order {reference} is highlighted below.',
  'orders.highlightGone': 'Order {reference} is no longer open.',
} as const satisfies Record<string, string>;

/** Open orders: `orders.*`, registered by the widgets that show it (`registerMessages`). */
export const ordersMessages = { en: ordersEn, sukuk: ordersSukuk } as const satisfies MessageDomain;
