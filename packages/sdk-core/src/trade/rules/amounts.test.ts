import { describe, expect, it } from 'vitest';
import {
  capSwitchBuyAmount,
  defaultTradeAmount,
  estimateSwitchBuyFace,
  isEmptyOrZeroAmount,
  limitPriceDecimals,
  readTradeAmount,
  sanitiseLimitPrice,
  sanitiseTradeAmount,
  startingTradeAmount,
} from './amounts';
import { validateSukukAmount } from './sukuk';

/** A sukuk's partner details: what makes the sukuk amount rules apply. */
const sukuk = {
  underlying_company_name: 'Sukuk Co',
  risk_category: 3,
  risk_category_minimum_score: 3,
  product_type: 'non_complex',
} as const;

describe('trade amounts', () => {
  it('start at 1000, or 10000 for the partner, made a valid sukuk amount: the nearest denomination multiple', () => {
    expect(defaultTradeAmount({ currency: 'GBP', adib_details: null }, 'standard')).toBe('1000');
    // the standard site has no sukuk rules, whatever the product
    expect(defaultTradeAmount({ currency: 'AED', adib_details: sukuk }, 'standard')).toBe('1000');
    expect(defaultTradeAmount({ currency: 'GBP', adib_details: null }, 'sukuk')).toBe('10000');
    // AED denomination 4000: 8000 and 12000 are equally near 10000, the lower wins
    expect(defaultTradeAmount({ currency: 'AED', adib_details: sukuk }, 'sukuk')).toBe('8000');
    for (const currency of ['GBP', 'USD', 'EUR'] as const)
      expect(defaultTradeAmount({ currency, adib_details: sukuk }, 'sukuk')).toBe('10000');
    // never an amount the sukuk rules refuse
    for (const currency of ['AED', 'GBP', 'USD', 'EUR'] as const) {
      const amount = defaultTradeAmount({ currency, adib_details: sukuk }, 'sukuk');
      expect(validateSukukAmount({ amount, currency, tradeType: 'buy' })).toBeNull();
      expect(validateSukukAmount({ amount, currency, tradeType: 'sell' })).toBeNull();
    }
  });

  it("start at the host's amount, made a valid sukuk amount in the same way", () => {
    const aed = { currency: 'AED', adib_details: sukuk } as const;
    // AED sukuk come in multiples of 4000, from 4000, at most 28000 a purchase
    expect(startingTradeAmount(aed, 'sukuk', '10000', 'buy')).toBe('8000');
    expect(startingTradeAmount(aed, 'sukuk', '15000', 'buy')).toBe('16000');
    expect(startingTradeAmount(aed, 'sukuk', '14000', 'buy')).toBe('12000');
    expect(startingTradeAmount(aed, 'sukuk', '1000', 'buy')).toBe('4000');
    expect(startingTradeAmount(aed, 'sukuk', '100000', 'buy')).toBe('28000');
    // a sale has no maximum
    expect(startingTradeAmount(aed, 'sukuk', '100000', 'sell')).toBe('100000');
    expect(startingTradeAmount(aed, 'sukuk', '12000', 'buy')).toBe('12000');
    // nothing usable: the default
    for (const requested of [null, undefined, '', 'abc', '0'])
      expect(startingTradeAmount(aed, 'sukuk', requested, 'buy')).toBe('8000');
    // the standard site keeps what the host asked for, as if typed
    expect(startingTradeAmount({ currency: 'GBP', adib_details: null }, 'standard', '2500.505', 'buy')).toBe(
      '2500.50',
    );
    for (const requested of ['1', '5000', '9999', '33333.33', '100000'])
      for (const tradeType of ['buy', 'sell'] as const) {
        const amount = startingTradeAmount(aed, 'sukuk', requested, tradeType);
        expect(validateSukukAmount({ amount, currency: 'AED', tradeType })).toBeNull();
      }
  });

  it('refuse negatives and more than 2 decimals as they are typed, reading Arabic-Indic digits', () => {
    expect(sanitiseTradeAmount('-1500')).toBe('1500');
    expect(sanitiseTradeAmount('1500.129')).toBe('1500.12');
    expect(sanitiseTradeAmount('١٢٣٤٫٥')).toBe('1234.5');
    expect(sanitiseTradeAmount('۴۰۰۰')).toBe('4000');
    expect(sanitiseTradeAmount('12.')).toBe('12.');
  });

  it('take limit price decimals from the price-precision setting', () => {
    expect(limitPriceDecimals(undefined)).toBe(2);
    expect(limitPriceDecimals(4)).toBe(4);
    expect(limitPriceDecimals(-1)).toBe(2);
    expect(sanitiseLimitPrice('101.23456', 3)).toBe('101.234');
    expect(sanitiseLimitPrice('101.23456', 0)).toBe('10123456');
    expect(sanitiseLimitPrice('99.999')).toBe('99.99');
  });

  it('read typed amounts and treat empty or zero as empty', () => {
    expect(readTradeAmount('1,000.50')).toBe('1000.5');
    expect(readTradeAmount('-1')).toBeNull();
    expect(readTradeAmount('1.234')).toBeNull();
    for (const empty of ['', '0', '0.00', '.', '   ']) expect(isEmptyOrZeroAmount(empty)).toBe(true);
    expect(isEmptyOrZeroAmount('0.01')).toBe(false);
  });

  it('cap a switch’s buy face at the target’s sell liquidity', () => {
    expect(capSwitchBuyAmount('5000', '3000.50')).toBe('3000.5');
    expect(capSwitchBuyAmount('2000', '3000')).toBe('2000');
    expect(
      estimateSwitchBuyFace({
        sellAmount: '1000',
        sellPrice: '99.50',
        buyPrice: '101.00',
        targetSellLiquidity: '5000',
      }),
    ).toBe('985.14');
    expect(
      estimateSwitchBuyFace({
        sellAmount: '10000',
        sellPrice: '100',
        buyPrice: '100',
        targetSellLiquidity: '2500',
      }),
    ).toBe('2500');
    expect(
      estimateSwitchBuyFace({ sellAmount: '1', sellPrice: '1', buyPrice: '0', targetSellLiquidity: '1' }),
    ).toBe('0');
  });
});
