import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sukukLimits, validateSukukAmount } from './sukuk';

const currencies = fc.constantFrom('AED', 'USD', 'GBP', 'EUR') as fc.Arbitrary<'AED' | 'USD' | 'GBP' | 'EUR'>;

describe('sukuk amount rules', () => {
  it('uses 1000 / 1000 / 25000, and 4000 / 4000 / 28000 for AED', () => {
    expect(sukukLimits('USD')).toEqual({ minimum: '1000', denomination: '1000', maximum: '25000' });
    expect(sukukLimits('AED')).toEqual({ minimum: '4000', denomination: '4000', maximum: '28000' });
  });

  it('names the limit and its currency for the spec messages', () => {
    expect(validateSukukAmount({ amount: '3999', currency: 'AED', tradeType: 'buy' })).toEqual({
      rule: 'minimum',
      message: { code: 'trade.sukuk.buyMinimum', values: { currency: 'AED', amount: '4000' } },
    });
    expect(validateSukukAmount({ amount: '6000', currency: 'AED', tradeType: 'buy' })).toEqual({
      rule: 'denomination',
      message: { code: 'trade.sukuk.buyDenomination', values: { currency: 'AED', amount: '4000' } },
    });
    expect(validateSukukAmount({ amount: '32000', currency: 'AED', tradeType: 'buy' })).toEqual({
      rule: 'maximum',
      message: { code: 'trade.sukuk.buyMaximum', values: { currency: 'AED', amount: '28000' } },
    });
    expect(validateSukukAmount({ amount: '26000', currency: 'USD', tradeType: 'buy' })?.message).toEqual({
      code: 'trade.sukuk.buyMaximum',
      values: { currency: 'USD', amount: '25000' },
    });
  });

  it('accepts the boundaries', () => {
    expect(validateSukukAmount({ amount: '4000', currency: 'AED', tradeType: 'buy' })).toBeNull();
    expect(validateSukukAmount({ amount: '28000', currency: 'AED', tradeType: 'buy' })).toBeNull();
    expect(validateSukukAmount({ amount: '25000.00', currency: 'USD', tradeType: 'buy' })).toBeNull();
  });

  it('gives sales the same minimum and denomination with their own wording, and no maximum', () => {
    expect(validateSukukAmount({ amount: '1000', currency: 'AED', tradeType: 'sell' })?.message.code).toBe(
      'trade.sukuk.saleMinimum',
    );
    expect(validateSukukAmount({ amount: '5000', currency: 'AED', tradeType: 'sell' })?.message.code).toBe(
      'trade.sukuk.saleDenomination',
    );
    expect(validateSukukAmount({ amount: '400000', currency: 'AED', tradeType: 'sell' })).toBeNull();
  });

  it('does not round: a penny off a multiple breaks the denomination', () => {
    expect(validateSukukAmount({ amount: '4000.01', currency: 'AED', tradeType: 'buy' })?.rule).toBe(
      'denomination',
    );
    expect(validateSukukAmount({ amount: '1999.99', currency: 'USD', tradeType: 'sell' })?.rule).toBe(
      'denomination',
    );
  });

  describe('properties', () => {
    it('accepts every purchase that is a multiple of the denomination between minimum and maximum', () => {
      fc.assert(
        fc.property(currencies, fc.integer({ min: 1, max: 100 }), (currency, k) => {
          const { denomination, maximum } = sukukLimits(currency);
          const amount = new Big(denomination).times(k);
          const result = validateSukukAmount({ amount: amount.toFixed(), currency, tradeType: 'buy' });
          if (amount.lte(maximum)) expect(result).toBeNull();
          else expect(result?.rule).toBe('maximum');
        }),
      );
    });

    it('refuses every amount below the minimum, first of all rules', () => {
      fc.assert(
        fc.property(
          currencies,
          fc.constantFrom('buy', 'sell') as fc.Arbitrary<'buy' | 'sell'>,
          fc.integer({ min: 0, max: 399_999 }),
          (currency, tradeType, cents) => {
            const amount = new Big(cents).div(100);
            fc.pre(amount.lt(sukukLimits(currency).minimum));
            expect(validateSukukAmount({ amount: amount.toFixed(), currency, tradeType })?.rule).toBe(
              'minimum',
            );
          },
        ),
      );
    });

    it('refuses every non-multiple at or above the minimum with the denomination rule', () => {
      fc.assert(
        fc.property(
          currencies,
          fc.constantFrom('buy', 'sell') as fc.Arbitrary<'buy' | 'sell'>,
          fc.integer({ min: 1, max: 20 }),
          fc.integer({ min: 1, max: 399_999 }),
          (currency, tradeType, k, offsetCents) => {
            const { denomination } = sukukLimits(currency);
            const offset = new Big(offsetCents).div(100);
            fc.pre(offset.lt(denomination));
            const amount = new Big(denomination).times(k).plus(offset);
            expect(validateSukukAmount({ amount: amount.toFixed(2), currency, tradeType })?.rule).toBe(
              'denomination',
            );
          },
        ),
      );
    });

    it('never limits a sale from above, and a valid purchase is always a valid sale', () => {
      fc.assert(
        fc.property(currencies, fc.integer({ min: 1, max: 10_000 }), (currency, k) => {
          const amount = new Big(sukukLimits(currency).denomination).times(k).toFixed();
          expect(validateSukukAmount({ amount, currency, tradeType: 'sell' })).toBeNull();
        }),
      );
    });

    it('keeps the message values equal to the limits of the currency', () => {
      fc.assert(
        fc.property(currencies, fc.integer({ min: 0, max: 5_000_000 }), (currency, cents) => {
          const amount = new Big(cents).div(100).toFixed(2);
          const result = validateSukukAmount({ amount, currency, tradeType: 'buy' });
          if (result) {
            expect(result.message.values).toEqual({ currency, amount: sukukLimits(currency)[result.rule] });
          }
        }),
      );
    });
  });
});
