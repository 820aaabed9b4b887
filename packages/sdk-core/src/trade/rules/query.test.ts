import { describe, expect, it } from 'vitest';
import { buildTradeQuery, parseTradeQuery } from './query';

describe('trade page query (002 §2.4)', () => {
  it('reads every parameter', () => {
    expect(
      parseTradeQuery(
        '?productId=12&tradeType=sell&packageId=3&investmentAccountReference=IA-1&amount=2500&switchFromProductId=12&switchToProductId=40',
      ),
    ).toEqual({
      productId: 12,
      tradeType: 'sell',
      packageId: 3,
      investmentAccountReference: 'IA-1',
      amount: '2500',
      switchFromProductId: 12,
      switchToProductId: 40,
    });
  });

  it('defaults to a buy and drops unreadable values', () => {
    expect(parseTradeQuery(new URLSearchParams('productId=abc&tradeType=hold&amount='))).toEqual({
      productId: null,
      tradeType: 'buy',
      packageId: null,
      investmentAccountReference: null,
      amount: null,
      switchFromProductId: null,
      switchToProductId: null,
    });
  });

  it('builds a query without empty parameters and round-trips', () => {
    const query = buildTradeQuery({ productId: 5, tradeType: 'buy', amount: '1000', packageId: null });
    expect(query).toBe('productId=5&tradeType=buy&amount=1000');
    expect(parseTradeQuery(query).productId).toBe(5);
  });
});
