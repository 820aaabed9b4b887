import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../money/index';
import { quoteBreakdown } from './quote';

describe('quoteBreakdown', () => {
  it('lays a buy out so it adds up: cost at the price + accrued interest = total, the spread inside the price', () => {
    // the partner's review: 'Principal AED 8,000.00 + Accrued AED 166.22 + Fees AED 20.00 … Total AED 7,946.22'
    expect(
      quoteBreakdown({
        side: 'buy',
        price: '97.25',
        principal: '8000.00',
        interest: '166.22',
        spreadFee: '20.00',
        platformFee: null,
        total: '7946.22',
      }),
    ).toEqual({
      cost: '7780.00',
      interest: '166.22',
      feesInPrice: '20.00',
      feesCharged: '0.00',
      total: '7946.22',
      adjustment: null,
    });
  });

  it('takes the partner’s platform fee off a sale', () => {
    expect(
      quoteBreakdown({
        side: 'sell',
        price: '97.00',
        principal: '8000.00',
        interest: '166.22',
        spreadFee: '20.00',
        platformFee: '0.07',
        total: '7926.15',
      }),
    ).toMatchObject({ cost: '7760.00', feesCharged: '0.07', adjustment: null });
  });

  it('rounds the cost to the cent half up, and shows what the server’s total differs by', () => {
    // 1234.57 × 98.5 / 100 = 1216.05145
    const leg = {
      side: 'buy' as const,
      price: '98.5',
      principal: '1234.57',
      interest: '10.00',
      spreadFee: '3.09',
      platformFee: null,
      total: '1226.05',
    };
    expect(quoteBreakdown(leg)).toMatchObject({ cost: '1216.05', adjustment: null });
    expect(quoteBreakdown({ ...leg, total: '1226.06' }).adjustment).toBe('0.01');
  });

  it('always adds up: cost + interest − fees charged + adjustment = total (exact decimals)', () => {
    const money = fc.integer({ min: 0, max: 10_000_000_00 }).map((c) => new Decimal(c).div(100).toFixed(2));
    const price = fc.integer({ min: 1, max: 200_0000 }).map((p) => new Decimal(p).div(10_000).toFixed());
    fc.assert(
      fc.property(
        fc.constantFrom('buy' as const, 'sell' as const),
        price,
        money,
        money,
        money,
        fc.option(money, { nil: null }),
        (side, p, principal, interest, total, platformFee) => {
          const b = quoteBreakdown({
            side,
            price: p,
            principal,
            interest,
            spreadFee: '0',
            platformFee,
            total,
          });
          const sum = new Decimal(b.cost)
            .plus(b.interest)
            .minus(b.feesCharged)
            .plus(b.adjustment ?? '0');
          expect(sum.eq(total)).toBe(true);
          if (side === 'buy') expect(b.feesCharged).toBe('0.00');
        },
      ),
    );
  });
});
