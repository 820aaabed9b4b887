import { describe, expect, it } from 'vitest';
import {
  bondOrderStateLabels,
  bondOrderStates,
  expiryTypes,
  orderStateByCode,
  orderStateLabels,
  orderStatuses,
  productTransactionTypes,
  tradeModes,
} from './enums';

describe('trade enums', () => {
  it('numbers the order states 0–9 in the specs’ order with their labels', () => {
    expect(Object.keys(orderStateByCode).map(Number)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(Object.values(orderStateByCode).map((name) => orderStateLabels[name])).toEqual([
      'Open',
      'Packaged',
      'Completed',
      'Cancelled',
      'Partially completed',
      'Split',
      'Confirm',
      'Confirmed',
      'Failed',
      'Pending settlement',
    ]);
  });

  it('labels the bond order states as the orders list shows them', () => {
    expect(bondOrderStates.map((s) => bondOrderStateLabels[s])).toEqual([
      'Open',
      'Confirm',
      'Pending settlement',
      'Transaction failed',
    ]);
  });

  it('lists trade modes and expiries', () => {
    expect(tradeModes).toEqual(['basic', 'rfq', 'limit_order', 'switch_trade']);
    expect(expiryTypes).toContain('expires_at_market_close');
  });

  it('adds expired to the order states for limit orders and keeps service fees a known type', () => {
    expect(orderStatuses).toEqual([...Object.values(orderStateByCode), 'expired']);
    expect(productTransactionTypes).toContain('service_fee');
  });
});
