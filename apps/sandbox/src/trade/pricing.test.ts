import { dailyPlatformFee } from '@bondkit/sdk-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from '../shared/decimal';
import type { ProductRow } from './context';
import { priceLeg } from './pricing';

const product: ProductRow = {
  product_id: 1,
  reference: 'acme-1',
  product_name: null,
  company_name: 'Acme plc',
  company_reference: 'acme',
  isin_code: 'XS0000000001',
  currency: 'GBP',
  coupon: '6.000',
  maturity: '2030-05-25',
  buy_price: '101.25',
  sell_price: '100.50',
  sell_liquidity: '50000.00',
  state: 'open',
  tradeability: 'open',
  market_blocked: false,
  access_restriction_types: [],
  adib_risk_category_minimum_score: null,
  adib_product_type: null,
};
const settlement = '2026-11-25'; // 180 days after 25 May on 30E/360

describe('pricing a leg', () => {
  it('prices a principal buy: consideration, accrued interest, spread fee and market-maker price', () => {
    const leg = priceLeg({
      product,
      side: 'buy',
      type: 'principal',
      amount: dec('10000'),
      isPartner: false,
      settlement,
    });
    expect(leg.price.toFixed(2)).toBe('101.25');
    expect(leg.consideration.toFixed(2)).toBe('10125.00');
    expect(leg.interest.toFixed(2)).toBe('300.00'); // 10000 × 6 % × 180 / 360
    expect(leg.total.toFixed(2)).toBe('10425.00');
    expect(leg.spread.toFixed(2)).toBe('25.00');
    expect(leg.marketMakerPrice.toFixed(2)).toBe('101.00');
    expect(leg.platformFee).toBeNull();
  });

  it('prices a sell at the sell price; the partner pays the daily platform fee', () => {
    const standard = priceLeg({
      product,
      side: 'sell',
      type: 'principal',
      amount: dec('10000'),
      isPartner: false,
      settlement,
    });
    expect(standard.total.toFixed(2)).toBe('10350.00'); // 10050 + 300
    expect(standard.marketMakerPrice.toFixed(2)).toBe('100.75');
    const partner = priceLeg({
      product,
      side: 'sell',
      type: 'principal',
      amount: dec('10000'),
      isPartner: true,
      settlement,
    });
    expect(partner.platformFee?.toFixed(2)).toBe(dailyPlatformFee('10000.00'));
    expect(partner.platformFee?.toFixed(2)).toBe('0.08'); // 0.3 % × 1/365 × 10,000
    expect(partner.total.toFixed(2)).toBe('10349.92');
  });

  it('a gross buy never spends more than the amount and leaves less than one cent of principal unbought', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 10_000_000 }), (cents) => {
        const amount = dec(cents).div(100);
        const leg = priceLeg({ product, side: 'buy', type: 'gross', amount, isPartner: false, settlement });
        expect(leg.total.lte(amount)).toBe(true);
        const more = priceLeg({
          product,
          side: 'buy',
          type: 'principal',
          amount: leg.principal.plus('0.02'),
          isPartner: false,
          settlement,
        });
        expect(more.total.gt(amount)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
