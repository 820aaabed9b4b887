import { describe, expect, it } from 'vitest';
import { makeOrder } from '../test-fixtures';
import { defaultExactExpiry } from './expiry';
import {
  bondOrderActions,
  bondOrdersBesideLimitOrders,
  canCancelLimitOrder,
  newPriceReview,
  visibleLimitOrders,
} from './orders';
import { transactionMessageId, visibleProductTransactions } from './transactions';

const standard = { isPartner: false, readOnly: false };

describe('bond order actions (002 §4.5, 001 §4)', () => {
  it('cancels open orders (not for the partner), confirms new prices, and does nothing for failed orders', () => {
    expect(bondOrderActions({ state: 'open' }, standard)).toEqual(['cancel']);
    expect(bondOrderActions({ state: 'open' }, { ...standard, isPartner: true })).toEqual([]);
    expect(bondOrderActions({ state: 'confirm' }, standard)).toEqual(['confirm']);
    expect(bondOrderActions({ state: 'transaction_failed' }, standard)).toEqual([]);
    expect(bondOrderActions({ state: 'pending_settlement' }, standard)).toEqual([]);
  });

  it('gives read-only users no actions', () => {
    expect(bondOrderActions({ state: 'open' }, { ...standard, readOnly: true })).toEqual([]);
    expect(bondOrderActions({ state: 'confirm' }, { ...standard, readOnly: true })).toEqual([]);
  });
});

describe('the review of a new price', () => {
  it('shows the amount, both prices and what each comes to, only for an order awaiting its new price', () => {
    const order = {
      state: 'confirm' as const,
      amount: '1000.00',
      price: '101.25',
      new_price: '101.25',
      my_bid: '100.25',
    };
    expect(newPriceReview(order)).toEqual({
      amount: '1000.00',
      placedPrice: '100.25',
      newPrice: '101.25',
      atPlacedPrice: '1002.50',
      atNewPrice: '1012.50',
    });
    expect(newPriceReview({ ...order, state: 'open' })).toBeNull();
    expect(newPriceReview({ ...order, new_price: null })).toBeNull();
  });
});

describe('the partner’s limit orders', () => {
  const now = new Date('2026-11-23T12:00:00Z');

  it('lists only confirmed ones and hides expired, cancelled and completed ones', () => {
    const orders = [
      makeOrder({ order_reference: 'A', confirmation_state: 'confirmed' }),
      makeOrder({ order_reference: 'B', confirmation_state: 'unconfirmed' }),
      makeOrder({ order_reference: 'C', confirmation_state: 'confirmed', status: 'expired' }),
      makeOrder({
        order_reference: 'D',
        confirmation_state: 'confirmed',
        expires: '2026-11-23T11:59:59+00:00',
      }),
      makeOrder({ order_reference: 'E', confirmation_state: 'confirmed', status: 'cancelled' }),
      makeOrder({
        order_reference: 'F',
        confirmation_state: 'confirmed',
        expires: null,
        expiry_type: 'good_until_canceled',
      }),
      makeOrder({ order_reference: 'G', confirmation_state: 'rejected' }),
    ];
    expect(visibleLimitOrders(orders, now).map((o) => o.order_reference)).toEqual(['A', 'F']);
  });

  it('lists an order once: a leg of a listed limit order is not listed again as a bond order', () => {
    const bondOrders = [
      { id: 1, order_reference: 'A' },
      { id: 2, order_reference: 'B' },
      { id: 3, order_reference: undefined },
    ];
    expect(bondOrdersBesideLimitOrders(bondOrders, [makeOrder({ order_reference: 'A' })])).toEqual([
      { id: 2, order_reference: 'B' },
      { id: 3, order_reference: undefined },
    ]);
    expect(bondOrdersBesideLimitOrders(bondOrders, [])).toHaveLength(3);
  });

  it('cancels confirmed open orders, never for read-only users', () => {
    expect(canCancelLimitOrder(makeOrder({ confirmation_state: 'confirmed' }), { readOnly: false })).toBe(
      true,
    );
    expect(canCancelLimitOrder(makeOrder({ confirmation_state: 'confirmed' }), { readOnly: true })).toBe(
      false,
    );
    expect(canCancelLimitOrder(makeOrder({ confirmation_state: 'unconfirmed' }), { readOnly: false })).toBe(
      false,
    );
    expect(
      canCancelLimitOrder(makeOrder({ confirmation_state: 'confirmed', status: 'completed' }), {
        readOnly: false,
      }),
    ).toBe(false);
  });
});

describe('product transactions', () => {
  it('name known types and drop service fees and unknown types', () => {
    expect(transactionMessageId('purchase')).toBe('trade.transaction.purchase');
    expect(transactionMessageId('service_fee')).toBeNull();
    expect(transactionMessageId('toString')).toBeNull();
    expect(
      visibleProductTransactions([
        { transaction_type: 'sale' },
        { transaction_type: 'service_fee' },
        { transaction_type: 'whatever' },
        { transaction_type: 'platform_fee' },
      ]).map((t) => t.transaction_type),
    ).toEqual(['sale', 'platform_fee']);
  });
});

describe('order expiry', () => {
  it('default an exact-datetime expiry 5 business days ahead', () => {
    expect(defaultExactExpiry(new Date('2026-11-23T10:00:00Z')).toISOString()).toBe(
      '2026-11-30T10:00:00.000Z',
    );
    expect(defaultExactExpiry(new Date('2026-11-27T10:00:00Z')).toISOString()).toBe(
      '2026-12-04T10:00:00.000Z',
    );
  });
});
