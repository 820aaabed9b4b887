import type { TradeType } from '../enums';

// Spec: 002 §2.4
/** The trade page's query parameters. */
export interface TradeQuery {
  productId: number | null;
  tradeType: TradeType;
  packageId: number | null;
  investmentAccountReference: string | null;
  amount: string | null;
  switchFromProductId: number | null;
  switchToProductId: number | null;
}

function intOrNull(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  return Number(value);
}

// Spec: 002 §2.4
/**
 * Reads the trade page's query: productId, tradeType (buy unless 'sell'), packageId,
 * investmentAccountReference, amount, switchFromProductId, switchToProductId. Unreadable numbers are null.
 */
export function parseTradeQuery(search: string | URLSearchParams): TradeQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const text = (key: string) => {
    const value = params.get(key);
    return value === null || value.trim() === '' ? null : value;
  };
  return {
    productId: intOrNull(params.get('productId')),
    tradeType: params.get('tradeType') === 'sell' ? 'sell' : 'buy',
    packageId: intOrNull(params.get('packageId')),
    investmentAccountReference: text('investmentAccountReference'),
    amount: text('amount'),
    switchFromProductId: intOrNull(params.get('switchFromProductId')),
    switchToProductId: intOrNull(params.get('switchToProductId')),
  };
}

/** Builds the trade page's query string (without '?'), leaving out empty parameters, in the spec's order. */
export function buildTradeQuery(query: Partial<TradeQuery>): string {
  const params = new URLSearchParams();
  const put = (key: string, value: string | number | null | undefined) => {
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  };
  put('productId', query.productId);
  put('tradeType', query.tradeType);
  put('packageId', query.packageId);
  put('investmentAccountReference', query.investmentAccountReference);
  put('amount', query.amount);
  put('switchFromProductId', query.switchFromProductId);
  put('switchToProductId', query.switchToProductId);
  return params.toString();
}
