import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  bondOrderSchema,
  challengeSchema,
  orderInputSchema,
  orderSchema,
  positionSchema,
  quoteInputSchema,
  quoteSchema,
  rfqPackageInputSchema,
  rfqPackageSchema,
  rfqSchema,
  tradeConfirmInputSchema,
} from './schema';
import { makeOrder, makePackage, makeRfq, quoteFor } from './test-fixtures';

const leg = { product_id: 1, type: 'gross', amount: '1000.00', currency: 'GBP' } as const;

describe('trade schemas', () => {
  it('parse quotes with principal, interest, total, spread fee, market-maker price and warnings', () => {
    const quote = quoteFor({ investment_account_id: 1, buys: [leg] });
    quote.buys[0]?.warnings.push({ code: 'some_new_code', message: 'New server warning' });
    const parsed = z.parse(quoteSchema, quote);
    expect(parsed.buys[0]).toMatchObject({
      principal: '1000.00',
      interest: '10.00',
      total: '1010.00',
      spread_fee_amount: '2.50',
      market_maker_price: '99.75',
    });
    expect(parsed.buys[0]?.warnings[0]?.code).toBe('some_new_code');
  });

  it('keep decimals as strings: numbers and negative amounts are refused', () => {
    expect(
      z.safeParse(quoteInputSchema, { investment_account_id: 1, buys: [{ ...leg, amount: 1000 }] }).success,
    ).toBe(false);
    expect(
      z.safeParse(quoteInputSchema, { investment_account_id: 1, buys: [{ ...leg, amount: '-1' }] }).success,
    ).toBe(false);
    const quote = quoteFor({ investment_account_id: 1, buys: [leg] });
    expect(z.safeParse(quoteSchema, { ...quote, buys: [{ ...quote.buys[0], total: 1010 }] }).success).toBe(
      false,
    );
  });

  it('take amounts with at most 2 decimals (a sub-penny amount is refused, not rounded)', () => {
    const issues = (amount: string) => {
      const result = z.safeParse(quoteInputSchema, { investment_account_id: 1, buys: [{ ...leg, amount }] });
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(issues('100')).toEqual([]);
    expect(issues('100.5')).toEqual([]);
    expect(issues('100.00')).toEqual([]);
    expect(issues('100.001')).toEqual(['Ensure that there are no more than 2 decimal places.']);
    expect(issues('abc')).toEqual(['a non-negative decimal number as a string']);
    const order = {
      investment_account_reference: 'IA',
      order_type: 'limit_order',
      expiry_type: 'good_until_canceled',
      legs: [{ product_id: 1, side: 'buy', requested_price: '99.50', notional: '0.001' }],
    };
    expect(z.safeParse(orderInputSchema, order).success).toBe(false);
    expect(
      z.safeParse(orderInputSchema, { ...order, legs: [{ ...order.legs[0], notional: '0.01' }] }).success,
    ).toBe(true);
  });

  it('default the quote sides to empty lists', () => {
    expect(z.parse(quoteInputSchema, { investment_account_id: 1, sells: [leg] })).toEqual({
      investment_account_id: 1,
      buys: [],
      sells: [leg],
    });
  });

  it('parse orders, RFQs, packages and bond orders', () => {
    expect(z.parse(orderSchema, makeOrder()).legs[0]?.side).toBe('buy');
    expect(z.safeParse(orderSchema, makeOrder({ status: 'expired' })).success).toBe(true);
    expect(z.parse(rfqSchema, makeRfq()).quotes).toHaveLength(1);
    expect(z.parse(rfqPackageSchema, makePackage()).net_cash_flow).toBe('5.00');
    expect(
      z.safeParse(bondOrderSchema, {
        id: 1,
        product_id: 1,
        product: { product_id: 1, reference: 'B', company_name: 'C', isin_code: 'I', logo: null },
        investment_account_reference: 'IA',
        state: 'transaction_failed',
        price: '100',
        amount: '1000',
        currency: 'GBP',
        created: '2026-11-23T10:00:00+00:00',
        settlement_date: null,
        my_ask: '101',
      }).success,
    ).toBe(true);
  });

  it('require at least one leg per order and two RFQs per switch package', () => {
    const order = {
      investment_account_reference: 'IA',
      order_type: 'limit_order',
      expiry_type: 'good_until_canceled',
      legs: [],
    };
    expect(z.safeParse(orderInputSchema, order).success).toBe(false);
    expect(
      z.safeParse(rfqPackageInputSchema, {
        rfq_package_type: 'switch',
        investment_account_reference: 'IA',
        rfqs: [],
      }).success,
    ).toBe(false);
  });

  it('carry the checkboxes and the verification code on confirm', () => {
    const body = z.parse(tradeConfirmInputSchema, {
      verification_code: '123456',
      has_accepted_key_facts_statement: true,
      has_waived_cooling_off_period: false,
    });
    expect(body).toEqual({
      verification_code: '123456',
      has_accepted_key_facts_statement: true,
      has_waived_cooling_off_period: false,
    });
    expect(z.parse(challengeSchema, { sent: true })).toEqual({ sent: true });
  });

  it('read positions by open principal', () => {
    expect(
      z.parse(positionSchema, {
        investment_account_reference: 'IA',
        product_id: 1,
        product_reference: 'B',
        currency: 'AED',
        open: { principal: '4000.00' },
      }).open.principal,
    ).toBe('4000.00');
  });
});
